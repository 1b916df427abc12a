/// What a navigation controller shows for a controller on its stack: the
/// counterpart of UIKit's `UINavigationItem`.
///
/// Every controller has one (``ViewController/navigationItem``); a
/// navigation bar shows the top controller's title, and names its back
/// button after the controller below.
@MainActor public final class NavigationItem: ObservableItem {
    /// The title shown in the bar while the controller is on top.
    public var title: String? { didSet { if title != oldValue { notifyChange() } } }
    /// The back button's title while a controller above this one is on top;
    /// nil uses ``title``.
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { notifyChange() } } }
    /// Whether the bar hides its back button while the controller is on top.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { notifyChange() } } }

    /// Creates an item with an optional title.
    public init(title: String? = nil) {
        self.title = title
    }
}
