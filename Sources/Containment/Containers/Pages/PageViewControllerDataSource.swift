/// Supplies a ``PageViewController``'s pages on demand: the counterpart of
/// `UIPageViewControllerDataSource`.
///
/// The page controller pulls: it asks for the page before or after one it
/// shows only when a turn towards it begins, and keeps nothing beyond the
/// visible pages and the one being turned to. Return a new controller (or
/// one you cache yourself) each time; return nil at either end of the book.
///
/// ```swift
/// func pageViewController(_ pages: PageViewController,
///                         viewControllerAfter page: ViewController) -> ViewController? {
///     guard let index = (page as? CountryPage)?.index, index + 1 < countries.count else { return nil }
///     return CountryPage(index: index + 1)
/// }
/// ```
@MainActor public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?

    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?

    /// How many pages there are, for the page indicator; nil (the default)
    /// hides the indicator.
    func presentationCount(for pageViewController: PageViewController) -> Int?

    /// The index of the first visible page, for the page indicator; asked
    /// after every turn. The default is nil (no indicator).
    func presentationIndex(for pageViewController: PageViewController) -> Int?
}

extension PageViewControllerDataSource {
    /// No indicator by default.
    public func presentationCount(for pageViewController: PageViewController) -> Int? { nil }
    /// No indicator by default.
    public func presentationIndex(for pageViewController: PageViewController) -> Int? { nil }
}
