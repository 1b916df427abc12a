/// What a tab bar controller shows for one of its controllers: the
/// counterpart of UIKit's `UITabBarItem`.
///
/// Every controller has one (``ViewController/tabBarItem``).
@MainActor public final class TabBarItem: ObservableItem {
    /// The tab's title.
    public var title: String? { didSet { if title != oldValue { notifyChange() } } }
    /// A themed icon name (freedesktop icon naming, e.g. `"go-home-symbolic"`).
    public var iconName: String? { didSet { if iconName != oldValue { notifyChange() } } }
    /// A short text in a badge on the tab (a count of unread messages); nil for none.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { notifyChange() } } }

    /// Creates an item.
    public init(title: String? = nil, iconName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.badgeValue = badgeValue
    }
}
