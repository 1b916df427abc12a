import Containment
import ContainmentTesting
import Testing

/// The delegate hears of the root page where its documentation promises:
/// `willShow` after the page's `viewWillAppear`, `didShow` after its
/// `viewDidAppear`, at its first appearance, not when the view loads.
@MainActor @Suite("Navigation delegate")
struct NavigationDelegateTests {
    /// Lifecycle and delegate lines of `body`, animations run out.
    private func lines(_ backend: InMemoryBackend, _ body: () throws -> Void) rethrows -> [String] {
        let recorder = TraceRecorder()
        try Trace.withSink(recorder) {
            try body()
            backend.driver.runUntilIdle()
        }
        return recorder.events.compactMap { event in
            switch event.name {
            case "navigationWillShow", "navigationDidShow":
                guard case .string(let name)? = event["controller"] else { return nil }
                return "delegate.\(event.name == "navigationWillShow" ? "willShow" : "didShow")(\(name))"
            case "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear":
                return summary(event)
            default:
                return nil
            }
        }
    }

    @Test func theRootIsAnnouncedAtItsFirstAppearanceAsAWindowsRoot() {
        let backend = InMemoryBackend()
        let window = backend.makeWindow(size: Size(width: 800, height: 600))
        let a = TestController("a")
        let navigation = NavigationController(rootViewController: a)
        navigation.traceName = "nav"
        let setting = lines(backend) { window.rootViewController = navigation }
        #expect(setting == [])
        let showing = lines(backend) { window.show() }
        #expect(showing == [
            "nav.viewWillAppear(false)", "a.viewWillAppear(false)", "delegate.willShow(a)",
            "nav.viewDidAppear(false)", "a.viewDidAppear(false)", "delegate.didShow(a)",
        ])
        // Once: showing the window again is no new page.
        window.hide()
        #expect(lines(backend) { window.show() }.filter { $0.hasPrefix("delegate") } == [])
    }

    @Test func theRootIsAnnouncedWhenTheNavigationControllerIsEmbeddedOnScreen() throws {
        let fx = Fixture()
        let a = TestController("a")
        let navigation = NavigationController(rootViewController: a)
        navigation.traceName = "nav"
        let embedding = try lines(fx.backend) { try fx.embed(navigation, in: fx.root.top, of: fx.root) }
        #expect(embedding == [
            "nav.viewWillAppear(false)", "a.viewWillAppear(false)", "delegate.willShow(a)",
            "nav.viewDidAppear(false)", "a.viewDidAppear(false)", "delegate.didShow(a)",
        ])
    }

    @Test func theRootIsAnnouncedWhenItArrivesThroughAParentsTransition() throws {
        let fx = Fixture()
        let x = TestController("x")
        try fx.embed(x, in: fx.root.top, of: fx.root)
        let a = TestController("a")
        let navigation = NavigationController(rootViewController: a)
        navigation.traceName = "nav"
        try fx.root.addChild(navigation)
        let lines = try lines(fx.backend) {
            try fx.root.transition(from: x, to: navigation, duration: 0.2)
        }
        #expect(lines == [
            "x.viewWillDisappear(true)", "nav.viewWillAppear(true)", "a.viewWillAppear(true)", "delegate.willShow(a)",
            "x.viewDidDisappear(true)", "nav.viewDidAppear(true)", "a.viewDidAppear(true)", "delegate.didShow(a)",
        ])
    }
}
