/// Told when a ``NavigationController`` shows a controller: the counterpart
/// of UIKit's `UINavigationControllerDelegate`.
///
/// A page shown without a slide while the navigation controller is off
/// screen (its root, typically) is announced at its first appearance, not
/// when the view loads. Both methods have empty default implementations.
@MainActor public protocol NavigationControllerDelegate: AnyObject {
    /// The controller's view is about to be shown: called after its
    /// `viewWillAppear(_:)`, before the slide's first frame.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// The controller's view has been shown: called after its
    /// `viewDidAppear(_:)` and `didMove(toParent:)`, when the slide is over.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
