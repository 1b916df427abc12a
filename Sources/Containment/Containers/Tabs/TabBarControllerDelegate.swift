/// What a ``TabBarController`` asks and tells about the user's tab choices:
/// the counterpart of UIKit's `UITabBarControllerDelegate`.
///
/// As in UIKit, both methods are called only when the user selects a tab
/// (a click on the strip, Ctrl+PageDown, Alt+2…), never when code sets
/// ``TabBarController/selectedIndex`` or the controllers.
@MainActor public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab; return false to
    /// keep the current tab. The default allows every tab.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// Called after the user selected `viewController`'s tab, once its
    /// appearance callbacks have run; also when it was already selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every tab.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
