import Containment
import ContainmentTesting
import PropertyBased
import Testing

/// A navigation controller as a window's root on the in-memory backend, with
/// its trace summarised to the lifecycle: moves, appearance, the delegate.
@MainActor private final class NavigationFixture {
    let backend = InMemoryBackend()
    let window: Window
    let navigation: NavigationController
    let recorder = TraceRecorder()
    let delegate = RecordingDelegate()

    init(root: ViewController, visible: Bool = true) {
        window = backend.makeWindow(size: Size(width: 800, height: 600))
        navigation = NavigationController(rootViewController: root)
        navigation.traceName = "nav"
        navigation.delegate = delegate
        window.rootViewController = navigation
        if visible { window.show() }
    }

    /// Runs `body`, lets every animation finish, and returns the lifecycle lines.
    func lifecycle(loading: Bool = false, _ body: () -> Void) -> [String] {
        recorder.removeAll()
        Trace.withSink(recorder) {
            body()
            backend.driver.runUntilIdle()
        }
        return recorder.events.compactMap { event in
            switch event.name {
            case "navigationWillShow", "navigationDidShow":
                let verb = event.name == "navigationWillShow" ? "willShow" : "didShow"
                return "delegate.\(verb)(\(string(event, "controller")), \(string(event, "animated")))"
            case "loadView", "viewDidLoad":
                return loading ? summary(event) : nil
            case "viewWillLayoutSubviews", "viewDidLayoutSubviews", "transitionBegan", "transitionEnded":
                return nil
            default:
                return summary(event)
            }
        }
    }

    private func string(_ event: TraceEvent, _ name: String) -> String {
        switch event[name] {
        case .string(let value)?: return value
        case .bool(let value)?: return "\(value)"
        default: return "?"
        }
    }

    /// The controllers whose root views are in the content view.
    var shownControllers: [ViewController] {
        navigation.contentView.subviews.compactMap { view in
            navigation.children.first { $0.viewIfLoaded === view }
        }
    }
}

@MainActor private final class RecordingDelegate: NavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        calls.append("willShow \(viewController.traceName)")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        calls.append("didShow \(viewController.traceName)")
    }
}

@MainActor @Suite("NavigationController")
struct NavigationControllerTests {
    // MARK: - Callback order, compared with UIKit's

    @Test func firstAppearanceShowsTheRoot() {
        let a = TestController("a")
        let backend = InMemoryBackend()
        let window = backend.makeWindow(size: Size(width: 800, height: 600))
        let navigation = NavigationController(rootViewController: a)
        let delegate = RecordingDelegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        window.show()
        #expect(a.calls.filter { !$0.contains("Layout") } == [
            "willMove(NavigationController)", "didMove(NavigationController)", "loadView", "viewDidLoad",
            "viewWillAppear(false) movingTo=false movingFrom=false",
            "viewDidAppear(false) movingTo=false movingFrom=false",
        ])
        #expect(navigation.navigationBar.title == nil)
        #expect(navigation.contentView.frame == Rect(
            x: 0, y: NavigationBar.preferredHeight, width: 800, height: 600 - NavigationBar.preferredHeight))
        #expect(a.view.frame == navigation.contentView.bounds)
    }

    @Test(arguments: [true, false]) func pushFollowsUIKitsOrder(animated: Bool) {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a)
        let lines = fx.lifecycle(loading: true) { fx.navigation.pushViewController(b, animated: animated) }
        #expect(lines == [
            "b.willMove(nav)",
            "b.loadView", "b.viewDidLoad",
            "a.viewWillDisappear(\(animated))",
            "b.viewWillAppear(\(animated))",
            "delegate.willShow(b, \(animated))",
            "a.viewDidDisappear(\(animated))",
            "b.viewDidAppear(\(animated))",
            "b.didMove(nav)",
            "delegate.didShow(b, \(animated))",
        ])
        #expect(b.calls.contains("viewWillAppear(\(animated)) movingTo=true movingFrom=false"))
        #expect(b.calls.contains("viewDidAppear(\(animated)) movingTo=true movingFrom=false"))
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["a", "b"])
        #expect(fx.shownControllers.map(\.traceName) == ["b"])
        #expect(b.view.frame == fx.navigation.contentView.bounds)
    }

    @Test(arguments: [true, false]) func popFollowsUIKitsOrderAndReleasesThePage(animated: Bool) {
        let a = TestController("a")
        var b: TestController? = TestController("b")
        let fx = NavigationFixture(root: a)
        fx.navigation.pushViewController(b!, animated: false)
        weak let weakB = b
        b = nil
        var popped: ViewController?
        var stillAliveMidway = false
        let lines = fx.lifecycle {
            popped = fx.navigation.popViewController(animated: animated)
            #expect(popped === weakB)
            popped = nil
            fx.backend.driver.advance(by: 1.0 / 60)
            stillAliveMidway = weakB != nil
        }
        #expect(lines == [
            "b.willMove(nil)",
            "b.viewWillDisappear(\(animated))",
            "a.viewWillAppear(\(animated))",
            "delegate.willShow(a, \(animated))",
            "b.viewDidDisappear(\(animated))",
            "a.viewDidAppear(\(animated))",
            "b.didMove(nil)",
            "delegate.didShow(a, \(animated))",
        ])
        if animated { #expect(stillAliveMidway, "released before its pop ended") }
        #expect(weakB == nil, "a popped controller is released once its pop ends")
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["a"])
        #expect(fx.navigation.children.map(\.traceName) == ["a"])
        #expect(fx.shownControllers.map(\.traceName) == ["a"])
    }

    @Test func movingFromParentIsTrueInsideThePoppedPagesCallbacks() {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a)
        fx.navigation.pushViewController(b, animated: false)
        b.clearCalls()
        _ = fx.lifecycle { fx.navigation.popViewController(animated: true) }
        #expect(b.calls == [
            "willMove(nil)",
            "viewWillDisappear(true) movingTo=false movingFrom=true",
            "viewDidDisappear(true) movingTo=false movingFrom=true",
            "didMove(nil)",
        ])
        #expect(!b.isMovingFromParent)
    }

    @Test(arguments: [true, false]) func popToRootGivesAppearanceOnlyToTheVisiblePages(animated: Bool) {
        let a = TestController("a"), b = TestController("b"), c = TestController("c"), d = TestController("d")
        let fx = NavigationFixture(root: a)
        fx.navigation.setViewControllers([a, b, c, d], animated: false)
        var popped: [ViewController]?
        let lines = fx.lifecycle { popped = fx.navigation.popToRootViewController(animated: animated) }
        #expect(popped?.map(\.traceName) == ["b", "c", "d"])
        #expect(lines == [
            "d.willMove(nil)", "c.willMove(nil)", "b.willMove(nil)",
            "d.viewWillDisappear(\(animated))",
            "a.viewWillAppear(\(animated))",
            "delegate.willShow(a, \(animated))",
            "d.viewDidDisappear(\(animated))",
            "a.viewDidAppear(\(animated))",
            "d.didMove(nil)", "c.didMove(nil)", "b.didMove(nil)",
            "delegate.didShow(a, \(animated))",
        ])
        #expect(b.appearanceCalls.isEmpty && c.appearanceCalls.isEmpty)
        #expect(fx.navigation.children.map(\.traceName) == ["a"])
    }

    @Test func popToAControllerKeepsThoseBelowIt() {
        let a = TestController("a"), b = TestController("b"), c = TestController("c"), d = TestController("d")
        let fx = NavigationFixture(root: a)
        fx.navigation.setViewControllers([a, b, c, d], animated: false)
        var popped: [ViewController]?
        let lines = fx.lifecycle { popped = fx.navigation.popToViewController(b, animated: true) }
        #expect(popped?.map(\.traceName) == ["c", "d"])
        #expect(lines == [
            "d.willMove(nil)", "c.willMove(nil)",
            "d.viewWillDisappear(true)",
            "b.viewWillAppear(true)",
            "delegate.willShow(b, true)",
            "d.viewDidDisappear(true)",
            "b.viewDidAppear(true)",
            "d.didMove(nil)", "c.didMove(nil)",
            "delegate.didShow(b, true)",
        ])
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["a", "b"])
        #expect(fx.navigation.popToViewController(TestController("x"), animated: true) == nil)
        #expect(fx.navigation.popToViewController(b, animated: true)?.isEmpty == true)
    }

    @Test(arguments: [true, false]) func setViewControllersMovesEveryPageOnceAndShowsOnlyTheNewTop(animated: Bool) {
        let a = TestController("a"), b = TestController("b"), c = TestController("c"), d = TestController("d")
        let fx = NavigationFixture(root: a)
        fx.navigation.pushViewController(b, animated: false)
        let lines = fx.lifecycle { fx.navigation.setViewControllers([a, c, d], animated: animated) }
        #expect(lines == [
            "b.willMove(nil)",
            "c.willMove(nav)", "d.willMove(nav)",
            "b.viewWillDisappear(\(animated))",
            "d.viewWillAppear(\(animated))",
            "delegate.willShow(d, \(animated))",
            "b.viewDidDisappear(\(animated))",
            "d.viewDidAppear(\(animated))",
            "c.didMove(nav)", "d.didMove(nav)",
            "b.didMove(nil)",
            "delegate.didShow(d, \(animated))",
        ])
        #expect(c.appearanceCalls.isEmpty)
        #expect(fx.navigation.children.map(\.traceName) == ["a", "c", "d"])
        #expect(fx.navigation.navigationBar.backTitle == nil || fx.navigation.navigationBar.showsBackButton)
    }

    @Test func childrenAndViewsFollowTheStackOrder() {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let fx = NavigationFixture(root: a)
        let content = fx.navigation.contentView
        fx.navigation.pushViewController(b, animated: true)
        fx.backend.driver.advance(by: 0.1)
        // Mid-push: the pushed page's view is above the one it covers.
        #expect(content.subviews.map { $0 === b.view } == [false, true])
        fx.backend.driver.runUntilIdle()
        #expect(fx.navigation.children.map(\.traceName) == ["a", "b"])

        fx.navigation.popViewController(animated: true)
        fx.backend.driver.advance(by: 0.1)
        // Mid-pop: the uncovered page slides beneath the leaving one.
        #expect(content.subviews.map { $0 === a.view } == [true, false])
        fx.backend.driver.runUntilIdle()
        #expect(content.subviews.count == 1 && content.subviews[0] === a.view)

        // A new stack in another order: children follow it, bottom first.
        fx.navigation.setViewControllers([a, b, c], animated: false)
        fx.backend.driver.runUntilIdle()
        fx.navigation.setViewControllers([c, a, b], animated: false)
        fx.backend.driver.runUntilIdle()
        #expect(fx.navigation.children.map(\.traceName) == ["c", "a", "b"])
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["c", "a", "b"])
    }

    @Test func offScreenOperationsMoveWithoutAppearance() {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a, visible: false)
        let lines = fx.lifecycle {
            fx.navigation.pushViewController(b, animated: true)
            fx.backend.driver.runUntilIdle()
            fx.navigation.popViewController(animated: true)
        }
        #expect(lines == [
            "b.willMove(nav)", "delegate.willShow(b, true)", "b.didMove(nav)", "delegate.didShow(b, true)",
            "b.willMove(nil)", "delegate.willShow(a, true)", "b.didMove(nil)", "delegate.didShow(a, true)",
        ])
        #expect(b.appearanceCalls.isEmpty)
    }

    @Test func navigationControllerIsFoundFromAnyDescendant() {
        let a = TestController("a"), inner = TestController("inner")
        let fx = NavigationFixture(root: a)
        try? a.addChild(inner)
        #expect(a.navigationController === fx.navigation)
        #expect(inner.navigationController === fx.navigation)
        #expect(fx.navigation.navigationController == nil)
    }

    // MARK: - While a slide runs

    @Test func pushWhileAnimatingIsQueuedAndShownAfterTheRunningSlide() {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let fx = NavigationFixture(root: a)
        let lines = fx.lifecycle {
            fx.navigation.pushViewController(b, animated: true)
            fx.backend.driver.advance(by: 0.05)
            fx.navigation.pushViewController(c, animated: true)
            #expect(fx.navigation.viewControllers.map(\.traceName) == ["a", "b", "c"])
            #expect(fx.navigation.topViewController === c)
        }
        #expect(lines == [
            "b.willMove(nav)",
            "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "delegate.willShow(b, true)",
            "c.willMove(nav)",
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(nav)", "delegate.didShow(b, true)",
            "b.viewWillDisappear(true)", "c.viewWillAppear(true)", "delegate.willShow(c, true)",
            "b.viewDidDisappear(true)", "c.viewDidAppear(true)", "c.didMove(nav)", "delegate.didShow(c, true)",
        ])
        #expect(fx.shownControllers.map(\.traceName) == ["c"])
    }

    @Test func pushThenPopWhileAnimatingNeverShowsThePageAndBalancesItsMoves() {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let fx = NavigationFixture(root: a)
        _ = fx.lifecycle {
            fx.navigation.pushViewController(b, animated: true)
            fx.backend.driver.advance(by: 0.05)
            fx.navigation.pushViewController(c, animated: true)
            #expect(fx.navigation.popViewController(animated: true) === c)
        }
        #expect(c.calls == ["willMove(nav)", "didMove(nav)", "willMove(nil)", "didMove(nil)"])
        #expect(c.parent == nil)
        #expect(fx.shownControllers.map(\.traceName) == ["b"])
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
    }

    @Test func pushingBackAPageWhosePopIsSlidingEndsThatSlideFirst() {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a)
        fx.navigation.pushViewController(b, animated: false)
        b.clearCalls()
        _ = fx.lifecycle {
            fx.navigation.popViewController(animated: true)
            fx.backend.driver.advance(by: 0.05)
            fx.navigation.pushViewController(b, animated: true)
        }
        #expect(b.calls.prefix(4) == [
            "willMove(nil)",
            "viewWillDisappear(true) movingTo=false movingFrom=true",
            "viewDidDisappear(true) movingTo=false movingFrom=true",
            "didMove(nil)",
        ])
        #expect(b.calls.last == "didMove(nav)")
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["a", "b"])
        #expect(fx.shownControllers.map(\.traceName) == ["b"])
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
    }

    // MARK: - Bar and keys

    @Test func barShowsTheTopTitleAndABackButtonNamedAfterThePageBelow() {
        let a = TestController("a"), b = TestController("b")
        a.navigationItem.title = "Europe"
        b.navigationItem.title = "France"
        let fx = NavigationFixture(root: a)
        let bar = fx.navigation.navigationBar
        #expect(bar.title == "Europe" && !bar.showsBackButton)
        fx.navigation.pushViewController(b, animated: false)
        #expect(bar.title == "France" && bar.showsBackButton && bar.backTitle == "Europe")
        #expect(bar.backAccessibleName == "Back to Europe")
        b.navigationItem.title = "République française"
        #expect(bar.title == "République française")
        a.navigationItem.backButtonTitle = "Continent"
        #expect(bar.backTitle == "Continent")
        b.navigationItem.hidesBackButton = true
        #expect(!bar.showsBackButton)
        b.navigationItem.hidesBackButton = false
        bar.pressBack()
        fx.backend.driver.runUntilIdle()
        #expect(fx.navigation.viewControllers.map(\.traceName) == ["a"])
        b.navigationItem.title = "Changed after the pop"
        #expect(bar.title == "Europe", "a popped page no longer drives the bar")
    }

    @Test func backKeysPopAndPassOnFromTheRoot() {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a)
        for (input, modifiers) in [(KeyCommand.Input.left, KeyCommand.Modifiers.alternate),
                                   (.escape, []), (.back, [])] {
            fx.navigation.pushViewController(b, animated: false)
            let command = fx.navigation.keyCommands.first { $0.matches(input, modifiers: modifiers) }
            #expect(command?.action() == true)
            fx.backend.driver.runUntilIdle()
            #expect(fx.navigation.viewControllers.count == 1)
            #expect(command?.action() == false, "nothing to pop on the root: the key goes on")
        }
        fx.navigation.layoutDirection = .rightToLeft
        #expect(fx.navigation.keyCommands.contains { $0.matches(.right, modifiers: .alternate) })
        #expect(!fx.navigation.keyCommands.contains { $0.matches(.left, modifiers: .alternate) })
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func pushSlidesInFromTheTrailingEdgeOverTheParallaxedPage(direction: LayoutDirection) {
        let a = TestController("a"), b = TestController("b")
        let fx = NavigationFixture(root: a)
        fx.navigation.layoutDirection = direction
        let width = fx.navigation.contentView.bounds.width
        let sign: Double = direction == .rightToLeft ? -1 : 1
        fx.navigation.pushViewController(b, animated: true)
        #expect(fx.shownControllers.map(\.traceName) == ["a", "b"], "the new page slides in above")
        // The frames set inside the transition's animations block are where the pages come to rest.
        #expect(b.view.frame.minX == 0)
        #expect(a.view.frame.minX == -sign * NavigationController.parallax * width)
        fx.backend.driver.runUntilIdle()
        fx.navigation.popViewController(animated: true)
        #expect(fx.shownControllers.map(\.traceName) == ["a", "b"], "a pop uncovers the page beneath")
        #expect(a.view.frame.minX == 0)
        #expect(b.view.frame.minX == sign * width)
        fx.backend.driver.runUntilIdle()
        #expect(fx.shownControllers.map(\.traceName) == ["a"])
    }

    // MARK: - Random operation sequences

    @Test func invariantsHoldUnderRandomOperationSequences() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...9_999_999).array(of: 1...30)) { codes in
            let world = NavigationWorld()
            for code in codes { world.step(code) }
            world.settle()
        }
    }
}

/// A navigation controller on screen, driven by decoded operation codes, with
/// weak references to every page it ever had.
@MainActor private final class NavigationWorld {
    let fx: NavigationFixture
    private var made: [WeakPage] = []
    private var log: [String] = []
    private var serial = 0

    private struct WeakPage { weak var page: TestController? }

    init() {
        let root = TestController("p0")
        fx = NavigationFixture(root: root)
        made.append(WeakPage(page: root))
    }

    private func makePage() -> TestController {
        serial += 1
        let page = TestController("p\(serial)")
        made.append(WeakPage(page: page))
        return page
    }

    func step(_ code: Int) {
        let navigation = fx.navigation
        let animated = (code / 7) % 3 != 0
        let stack = navigation.viewControllers
        switch code % 7 {
        case 0, 1:
            log.append("push animated=\(animated)")
            navigation.pushViewController(makePage(), animated: animated)
        case 2:
            log.append("pop animated=\(animated)")
            let top = stack.last
            let popped = navigation.popViewController(animated: animated)
            #expect(stack.count > 1 ? popped === top : popped == nil, "\(log)")
        case 3:
            log.append("popToRoot animated=\(animated)")
            navigation.popToRootViewController(animated: animated)
        case 4:
            let index = (code / 21) % max(1, stack.count)
            log.append("popTo \(index) animated=\(animated)")
            if index < stack.count { navigation.popToViewController(stack[index], animated: animated) }
        case 5:
            // A new stack mixing kept pages, fresh ones, and a page popped a moment ago.
            var pages: [ViewController] = stack.filter { _ in (code / 21) % 2 == 0 }
            pages.append(makePage())
            if (code / 42) % 2 == 0,
               let old = made.last(where: { weak in
                   weak.page?.parent === navigation && !stack.contains { $0 === weak.page }
               })?.page {
                pages.insert(old, at: 0)
            }
            log.append("set \(pages.map(\.traceName)) animated=\(animated)")
            navigation.setViewControllers(pages, animated: animated)
        default:
            let frames = (code / 7) % 30
            log.append("advance \(frames) frames")
            for _ in 0..<frames { fx.backend.driver.advance(by: 1.0 / 60) }
        }
        checkAlways()
    }

    /// What holds at every moment, even mid-slide.
    private func checkAlways() {
        let navigation = fx.navigation
        let stack = navigation.viewControllers
        #expect(Set(stack.map(ObjectIdentifier.init)).count == stack.count, "a page twice: \(log)")
        for page in stack { #expect(page.parent === navigation, "\(page.traceName) not a child: \(log)") }
        #expect(navigation.contentView.subviews.count <= 2, "\(log)")
        for view in navigation.contentView.subviews {
            #expect(navigation.children.contains { $0.viewIfLoaded === view }, "a stray view: \(log)")
        }
        for weakPage in made {
            guard let page = weakPage.page, let view = page.viewIfLoaded, view.superview != nil else { continue }
            #expect(view.superview === navigation.contentView && page.parent === navigation,
                    "\(page.traceName)'s view outside its parent: \(log)")
        }
        #expect(navigation.navigationBar.showsBackButton == (stack.count > 1), "\(log)")
    }

    /// What holds once every slide is over.
    func settle() {
        fx.backend.driver.runUntilIdle()
        let navigation = fx.navigation
        let stack = navigation.viewControllers
        // Children are in the order they were added; a new stack may order them differently.
        #expect(Set(navigation.children.map(ObjectIdentifier.init)) == Set(stack.map(ObjectIdentifier.init)),
                "\(log)")
        #expect(navigation.children.count == stack.count, "\(log)")
        #expect(fx.shownControllers.map(ObjectIdentifier.init) == stack.suffix(1).map(ObjectIdentifier.init),
                "\(log)")
        for weakPage in made {
            guard let page = weakPage.page else { continue }
            let isTop = page === stack.last
            #expect(page.appearanceState == (isTop ? .appeared : .disappeared), "\(page.traceName): \(log)")
            #expect(!page.isMovingToParent && !page.isMovingFromParent, "\(page.traceName): \(log)")
            // Balanced: every will has its did, and appearances and disappearances alternate.
            var visible = false
            for call in page.appearanceCalls {
                switch call {
                case "viewWillAppear": #expect(!visible); visible = true
                case "viewWillDisappear": #expect(visible); visible = false
                default: break
                }
            }
            let moves = page.calls.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
                .map { $0.replacing("NavigationController", with: "nav") }
            for pair in stride(from: 0, to: moves.count - 1, by: 2) {
                #expect(moves[pair].dropFirst(4) == moves[pair + 1].dropFirst(3), "\(page.traceName) \(moves): \(log)")
            }
        }
        // Popped pages are released: only the stack is alive.
        let alive = made.compactMap(\.page)
        #expect(alive.count == stack.count, "alive \(alive.map(\.traceName)) stack \(stack.map(\.traceName)): \(log)")
    }
}

