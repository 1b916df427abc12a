import ContainmentGtk

/// The gallery's few style rules on top of Adwaita.
@MainActor enum GalleryStyle {
    private static var installed = false

    /// Installs the rules for the default screen, once.
    static func install() {
        guard !installed else { return }
        let style = CssProvider(css: """
        .gallery-lifecycle { background-color: @theme_base_color; border-left: 1px solid alpha(black, 0.12); }
        .gallery-panel-header { padding: 6px 6px 6px 12px; min-height: 34px; background-color: @theme_bg_color; }
        .gallery-panel-title { font-weight: bold; }
        .gallery-trace { font-size: 9pt; }
        """)
        installed = style.addToDefaultScreen()
    }
}
