import CGtk

/// The search bar's and results list's look, on top of the theme: spacing
/// that lets each row breathe, and smaller text for everything but the
/// name. Colours come from the theme (its dim labels and selection), so
/// light and dark both follow the desktop.
@MainActor
enum PlaceSearchStyle {
    private static var installed = false

    /// Adds the style sheet to the default screen; later calls do nothing.
    static func install() {
        guard !installed, let screen = gdk_screen_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    private static let css = """
        popover.tunnel-search-results { padding: 6px; }
        popover.tunnel-search-results list { background: transparent; }
        popover.tunnel-search-results row.tunnel-search-row { padding: 7px 10px; border-radius: 6px; }
        .tunnel-search-title { font-weight: bold; }
        .tunnel-search-other, .tunnel-search-context, .tunnel-search-kind { font-size: smaller; }
        .tunnel-search-placeholder { padding: 14px 12px; }
        """
}
