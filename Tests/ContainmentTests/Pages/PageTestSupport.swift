import Containment
import ContainmentTesting

/// A book of `count` numbered pages (`p0`, `p1`, …) made on demand, which
/// records what it was asked and keeps only weak references to its pages.
@MainActor final class NumberedBook: PageViewControllerDataSource {
    typealias Page = TestController

    let count: Int
    /// Every question asked, as `after p0` / `before p3`.
    private(set) var questions: [String] = []
    /// Every page made, weakly.
    private(set) var made: [WeakPage] = []

    struct WeakPage {
        weak var page: Page?
    }

    init(count: Int) { self.count = count }

    func page(_ number: Int) -> Page {
        let page = Page("p\(number)")
        // Forget the pages gone, so a long run's bookkeeping stays the size of the live ones.
        made.removeAll { $0.page == nil }
        made.append(WeakPage(page: page))
        return page
    }

    /// Pages made and still alive.
    var alive: [Page] { made.compactMap(\.page) }

    func pageViewController(_ pages: PageViewController, viewControllerBefore page: ViewController) -> ViewController? {
        let number = number(of: page)
        questions.append("before p\(number)")
        return number > 0 ? self.page(number - 1) : nil
    }

    func pageViewController(_ pages: PageViewController, viewControllerAfter page: ViewController) -> ViewController? {
        let number = number(of: page)
        questions.append("after p\(number)")
        return number + 1 < count ? self.page(number + 1) : nil
    }

    func presentationCount(for pages: PageViewController) -> Int? { count }

    func presentationIndex(for pages: PageViewController) -> Int? {
        pages.viewControllers.first.map(number(of:))
    }

    /// The page's number, from its name.
    func number(of page: ViewController) -> Int { Int(page.traceName.dropFirst())! }

    func clearQuestions() { questions.removeAll() }
}

/// Records the delegate's calls as lines.
@MainActor final class PageDelegateRecorder: PageViewControllerDelegate {
    private(set) var calls: [String] = []

    func pageViewController(_ pages: PageViewController, willTransitionTo pending: [ViewController]) {
        calls.append("willTransitionTo(\(pending.map(\.traceName).joined(separator: ",")))")
        Trace.emit(TraceEvent("delegate.willTransitionTo", [
            ("pending", .string(pending.map(\.traceName).joined(separator: ","))),
        ]))
    }

    func pageViewController(
        _ pages: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        let previous = previousViewControllers.map(\.traceName).joined(separator: ",")
        calls.append("didFinishAnimating(\(finished), \(previous), \(completed))")
        Trace.emit(TraceEvent("delegate.didFinishAnimating", [
            ("previous", .string(previous)), ("completed", .bool(completed)),
        ]))
    }
}

/// The trace lines that matter for page turns: lifecycle and delegate calls.
func pageLines(_ lines: [String]) -> [String] {
    lines.compactMap { line in
        if line.hasPrefix("{") {
            if line.contains("delegate.willTransitionTo") {
                let pending = line.components(separatedBy: "\"pending\":\"").last?.components(separatedBy: "\"").first ?? "?"
                return "delegate.willTransitionTo(\(pending))"
            }
            if line.contains("delegate.didFinishAnimating") {
                return "delegate.didFinishAnimating(completed: \(line.contains("\"completed\":true")))"
            }
            return nil
        }
        return line
    }
}
