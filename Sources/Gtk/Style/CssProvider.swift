import CGtk

/// CSS rules that style widgets, for a whole screen or one widget.
///
/// ```swift
/// let style = CssProvider(css: ".gallery-panel-title { font-weight: bold; }")
/// style.addToDefaultScreen()
/// ```
@MainActor
public final class CssProvider: Object {
    /// How a provider's rules rank against the theme's and the user's.
    public struct Priority: Sendable {
        /// GTK's priority number.
        public let rawValue: UInt32

        /// The application's own rules: above the theme, below the user's.
        public static let application = Priority(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        /// The theme's.
        public static let theme = Priority(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
    }

    /// A provider with the rules in `css`; a rule GTK cannot parse is
    /// skipped, with a warning.
    public init(css: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
        gtk_css_provider_load_from_data(pointer(as: GtkCssProvider.self), css, -1, nil)
    }

    /// Styles every widget on the default screen with these rules; false
    /// when there is no screen (GTK has no display).
    @discardableResult
    public func addToDefaultScreen(priority: Priority = .application) -> Bool {
        guard let screen = gdk_screen_get_default() else { return false }
        gtk_style_context_add_provider_for_screen(screen, styleProviderPointer, priority.rawValue)
        return true
    }

    var styleProviderPointer: OpaquePointer { cgtk_style_provider(gobjectPointer) }
}
