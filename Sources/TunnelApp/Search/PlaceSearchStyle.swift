import ContainmentGtk

/// The search bar's and results list's look, on top of the theme: spacing
/// that lets each row breathe, and smaller text for everything but the
/// name. Colours come from the theme (its dim labels and selection), so
/// light and dark both follow the desktop.
@MainActor
enum PlaceSearchStyle {
    private static var installed = false

    /// Adds the style sheet to the default screen; later calls do nothing.
    static func install() {
        guard !installed else { return }
        installed = CssProvider(css: css).addToDefaultScreen()
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
