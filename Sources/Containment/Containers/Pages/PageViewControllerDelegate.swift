/// Told about the turns a user makes in a ``PageViewController``: the
/// counterpart of `UIPageViewControllerDelegate`.
///
/// As in UIKit, only turns the user starts (a drag, a key, the scroll wheel,
/// ``PageViewController/turnPage(_:animated:)``) are reported;
/// ``PageViewController/setViewControllers(_:direction:animated:completion:)``
/// reports through its completion instead.
@MainActor public protocol PageViewControllerDelegate: AnyObject {
    /// A turn towards `pendingViewControllers` begins; they are children
    /// already, their appearance has not begun yet.
    func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController])

    /// A turn ended. `completed` is false when the user let go before
    /// halfway and the previous pages stayed.
    func pageViewController(
        _ pageViewController: PageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController]) {}

    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: PageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController],
        transitionCompleted completed: Bool) {}
}
