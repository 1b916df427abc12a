import CGtk

/// The gallery's few style rules on top of Adwaita.
@MainActor enum GalleryStyle {
    private static var installed = false

    /// Installs the rules for the default screen, once.
    static func install() {
        guard !installed, let screen = gdk_screen_get_default() else { return }
        installed = true
        let css = """
        .gallery-lifecycle { background-color: @theme_base_color; border-left: 1px solid alpha(black, 0.12); }
        .gallery-panel-header { padding: 6px 6px 6px 12px; min-height: 34px; background-color: @theme_bg_color; }
        .gallery-panel-title { font-weight: bold; }
        .gallery-trace { font-size: 9pt; }
        """
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
