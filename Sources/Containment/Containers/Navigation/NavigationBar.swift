/// The bar a ``NavigationController`` draws above its pages: the top page's
/// title and a back button named after the page below.
///
/// The core only keeps the bar's model; a backend paints it (the GTK backend
/// as a header bar with a real button) and reads the model again whenever
/// ``onChange`` fires.
@MainActor public final class NavigationBar: View {
    /// The bar's height in points, the height of a GNOME header bar.
    public static let preferredHeight = 46.0

    /// The top page's title.
    public private(set) var title: String?
    /// The back button's title: the page below's back title or title.
    public private(set) var backTitle: String?
    /// Whether the back button shows.
    public private(set) var showsBackButton = false
    /// Which way the bar's locale reads; a backend sets it from its
    /// toolkit's text direction when it paints the bar.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// What the back button does; the navigation controller pops.
    public var backAction: (@MainActor () -> Void)?
    /// Called after the title, back title or back button's visibility
    /// changed, for the backend that paints the bar.
    public var onChange: (@MainActor () -> Void)?

    /// Creates an empty bar.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: Self.preferredHeight))
        name = "navigationBar"
    }

    /// The back button's accessible name, such as "Back to Europe".
    public var backAccessibleName: String {
        guard let backTitle, !backTitle.isEmpty else { return "Back" }
        return "Back to \(backTitle)"
    }

    /// Sets the model and tells the backend once if anything changed.
    public func update(title: String?, backTitle: String?, showsBackButton: Bool) {
        guard title != self.title || backTitle != self.backTitle || showsBackButton != self.showsBackButton
        else { return }
        self.title = title
        self.backTitle = backTitle
        self.showsBackButton = showsBackButton
        onChange?()
    }

    /// Presses the back button, as a click on it would.
    public func pressBack() {
        guard showsBackButton else { return }
        backAction?()
    }
}
