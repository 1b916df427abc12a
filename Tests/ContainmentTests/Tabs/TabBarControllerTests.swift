import Containment
import ContainmentTesting
import Testing

/// A tab bar controller in an in-memory window with three tabs `a`, `b`, `c`.
@MainActor private final class TabsFixture {
    let backend = InMemoryBackend()
    let window: Window
    let tabs = TabBarController()
    let a = TestController("a"), b = TestController("b"), c = TestController("c")
    let recorder = TraceRecorder()

    init(visible: Bool = true) {
        tabs.traceName = "tabs"
        window = backend.makeWindow(size: Size(width: 800, height: 600))
        tabs.setViewControllers([a, b, c], animated: false)
        window.rootViewController = tabs
        if visible { window.show() }
        for child in [a, b, c] { child.clearCalls() }
    }

    /// The trace `body` produces, one summary line per event (loading included, layout not).
    func trace(_ body: () throws -> Void) rethrows -> [String] {
        recorder.removeAll()
        try Trace.withSink(recorder, operation: body)
        return recorder.events.compactMap { summary($0, layout: false, loading: true) }
    }
}

/// Records what a tab bar controller asks and tells, refusing the controllers in `refused`.
@MainActor private final class RecordingTabDelegate: TabBarControllerDelegate {
    var refused: [ViewController] = []
    var log: [String] = []

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("shouldSelect(\(viewController.traceName))")
        return !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("didSelect(\(viewController.traceName)) \(viewController.appearanceState)")
    }
}

private func tabSelected(_ index: Int, _ name: String) -> String {
    #"{"event":"tabSelected","controller":"tabs","index":\#(index),"selected":"\#(name)"}"#
}

@MainActor @Suite("TabBarController")
struct TabBarControllerTests {
    @Test func settingControllersAddsEveryChildAndLoadsNoView() {
        let tabs = TabBarController()
        tabs.traceName = "tabs"
        let a = TestController("a"), b = TestController("b")
        let recorder = TraceRecorder()
        Trace.withSink(recorder) { tabs.setViewControllers([a, b], animated: false) }
        #expect(recorder.events.compactMap { summary($0) } == [
            "a.willMove(tabs)", "b.willMove(tabs)", tabSelected(0, "a"), "a.didMove(tabs)", "b.didMove(tabs)",
        ])
        #expect(tabs.children.count == 2 && tabs.children[0] === a && tabs.children[1] === b)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(!tabs.isViewLoaded && !a.isViewLoaded && !b.isViewLoaded)
        #expect(a.tabBarController === tabs && tabs.tabBarController == nil)
    }

    @Test func childrenFollowTheTabOrderWhenTabsAreReordered() {
        let fx = TabsFixture()
        fx.tabs.setViewControllers([fx.c, fx.a, fx.b], animated: false)
        #expect(fx.tabs.children.map(\.traceName) == ["c", "a", "b"])
        #expect(fx.tabs.selectedViewController === fx.a, "the selected tab stays selected")
        fx.tabs.setViewControllers([fx.b, fx.c], animated: false)
        #expect(fx.tabs.children.map(\.traceName) == ["b", "c"])
    }

    @Test func showingTheWindowLoadsAndShowsOnlyTheSelectedTab() {
        let fx = TabsFixture(visible: false)
        let lines = fx.trace { fx.window.show() }
        #expect(lines == [
            "tabs.viewWillAppear(false)", "a.viewWillAppear(false)",
            "tabs.viewDidAppear(false)", "a.viewDidAppear(false)",
        ])
        #expect(fx.a.isViewLoaded && !fx.b.isViewLoaded && !fx.c.isViewLoaded)
        #expect(fx.a.view.superview?.superview === fx.tabs.view)
    }

    @Test func selectingATabInCodeSwitchesInUIKitsOrderAndAsksNobody() {
        let fx = TabsFixture()
        let delegate = RecordingTabDelegate()
        fx.tabs.delegate = delegate
        let lines = fx.trace { fx.tabs.selectedIndex = 1 }
        #expect(lines == [
            tabSelected(1, "b"),
            "b.loadView", "b.viewDidLoad",
            "transitionBegan(tabs: a→b none easeInOut 0.0)",
            "a.viewWillDisappear(false)", "b.viewWillAppear(false)",
            "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
            "transitionEnded(tabs: a→b none easeInOut 0.0 true)",
        ])
        #expect(fx.b.calls.contains("viewWillAppear(false) movingTo=false movingFrom=false"))
        #expect(fx.a.viewIfLoaded?.superview == nil)
        #expect(fx.tabs.tabBar.selectedIndex == 1)
        #expect(delegate.log.isEmpty)
        #expect(!fx.c.isViewLoaded)
    }

    @Test func selectingTheSelectedTabDoesNothing() {
        let fx = TabsFixture()
        #expect(fx.trace { fx.tabs.selectedViewController = fx.a }.isEmpty)
        #expect(fx.trace { fx.tabs.selectedIndex = 7 }.isEmpty)
        #expect(fx.tabs.selectedIndex == 0)
    }

    @Test func theUsersChoiceAsksTheDelegateAndTellsItAfterTheSwitch() {
        let fx = TabsFixture()
        let delegate = RecordingTabDelegate()
        fx.tabs.delegate = delegate
        let lines = fx.trace { fx.tabs.tabBar.requestSelection(2) }
        #expect(lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "a.viewWillDisappear(false)", "c.viewWillAppear(false)",
            "a.viewDidDisappear(false)", "c.viewDidAppear(false)",
        ])
        #expect(delegate.log == ["shouldSelect(c)", "didSelect(c) appeared"])
        #expect(fx.tabs.selectedViewController === fx.c)
    }

    @Test func aRefusedTabStaysUnselectedWithNoCallbacks() {
        let fx = TabsFixture()
        let delegate = RecordingTabDelegate()
        delegate.refused = [fx.b]
        fx.tabs.delegate = delegate
        let lines = fx.trace { #expect(!fx.tabs.selectAsUser(1)) }
        #expect(lines == [#"{"event":"tabSelectionRefused","controller":"tabs","index":1,"selected":"b"}"#])
        #expect(delegate.log == ["shouldSelect(b)"])
        #expect(fx.tabs.selectedIndex == 0 && fx.tabs.tabBar.selectedIndex == 0)
        #expect(!fx.b.isViewLoaded && fx.a.appearanceState == .appeared)
    }

    @Test func reselectingTheSelectedTabAsTheUserTellsTheDelegateAgain() {
        let fx = TabsFixture()
        let delegate = RecordingTabDelegate()
        fx.tabs.delegate = delegate
        #expect(fx.trace { fx.tabs.selectAsUser(0) }.isEmpty)
        #expect(delegate.log == ["shouldSelect(a)", "didSelect(a) appeared"])
    }

    @Test func replacingTheControllersRemovesTheOldAndKeepsTheSelectedIndex() {
        let fx = TabsFixture()
        fx.tabs.selectedIndex = 1
        fx.a.clearCalls()
        fx.b.clearCalls()
        let d = TestController("d")
        let lines = fx.trace { fx.tabs.setViewControllers([fx.c, d], animated: false) }
        // b (selected, index 1) is gone: UIKit selects the same index, d.
        #expect(lines == [
            "a.willMove(nil)", "b.willMove(nil)", "d.willMove(tabs)",
            tabSelected(1, "d"),
            "d.loadView", "d.viewDidLoad",
            "transitionBegan(tabs: b→d none easeInOut 0.0)",
            "b.viewWillDisappear(false)", "d.viewWillAppear(false)",
            "b.viewDidDisappear(false)", "d.viewDidAppear(false)",
            "transitionEnded(tabs: b→d none easeInOut 0.0 true)",
            "a.didMove(nil)", "b.didMove(nil)", "d.didMove(tabs)",
        ])
        #expect(fx.b.calls.contains("viewWillDisappear(false) movingTo=false movingFrom=true"))
        #expect(d.calls.contains("viewWillAppear(false) movingTo=true movingFrom=false"))
        #expect(fx.a.parent == nil && fx.b.parent == nil && d.parent === fx.tabs)
        #expect(fx.tabs.viewControllers.count == 2 && fx.tabs.selectedViewController === d)
        #expect(fx.tabs.tabBar.items.count == 2)
        #expect(fx.b.viewIfLoaded?.superview == nil)
    }

    @Test func replacingTheControllersKeepsTheSelectedOneWhereverItMoves() {
        let fx = TabsFixture()
        fx.tabs.selectedIndex = 2
        let lines = fx.trace { fx.tabs.setViewControllers([fx.c, fx.a], animated: false) }
        #expect(lines == ["b.willMove(nil)", "b.didMove(nil)"])
        #expect(fx.tabs.selectedIndex == 0 && fx.tabs.selectedViewController === fx.c)
        #expect(fx.c.appearanceState == .appeared)
    }

    @Test func removingEveryControllerMakesTheSelectedOneDisappear() {
        let fx = TabsFixture()
        let lines = fx.trace { fx.tabs.viewControllers = [] }
        #expect(lines == [
            "a.willMove(nil)", "b.willMove(nil)", "c.willMove(nil)",
            "a.viewWillDisappear(false)", "a.viewDidDisappear(false)",
            "a.didMove(nil)", "b.didMove(nil)", "c.didMove(nil)",
        ])
        #expect(fx.a.calls.contains("viewWillDisappear(false) movingTo=false movingFrom=true"))
        #expect(fx.tabs.selectedIndex == nil && fx.tabs.children.isEmpty)
    }

    @Test func switchingOffScreenCallsNoAppearanceCallbacks() {
        let fx = TabsFixture()
        fx.window.hide()
        let lines = fx.trace { fx.tabs.selectedIndex = 1 }
        #expect(!lines.contains { $0.contains("Appear") || $0.contains("Disappear") })
        #expect(fx.b.appearanceState == .disappeared && fx.a.appearanceState == .disappeared)
        let shown = fx.trace { fx.window.show() }
        #expect(shown == [
            "tabs.viewWillAppear(false)", "b.viewWillAppear(false)",
            "tabs.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
    }

    @Test func gnomeShortcutsSwitchTabs() {
        let fx = TabsFixture()
        let delegate = RecordingTabDelegate()
        fx.tabs.delegate = delegate
        #expect(fx.window.handleKeyPress(.pageDown, modifiers: .control))
        #expect(fx.tabs.selectedIndex == 1)
        #expect(fx.window.handleKeyPress(.pageDown, modifiers: .control))
        // Ctrl+PageDown stops at the last tab and lets the key go on.
        #expect(!fx.window.handleKeyPress(.pageDown, modifiers: .control))
        #expect(fx.tabs.selectedIndex == 2)
        // Ctrl+Tab wraps round; Ctrl+Shift+Tab goes back.
        #expect(fx.window.handleKeyPress(.tab, modifiers: .control))
        #expect(fx.tabs.selectedIndex == 0)
        #expect(fx.window.handleKeyPress(.tab, modifiers: [.control, .shift]))
        #expect(fx.tabs.selectedIndex == 2)
        #expect(fx.window.handleKeyPress(.pageUp, modifiers: .control))
        #expect(fx.tabs.selectedIndex == 1)
        #expect(fx.window.handleKeyPress(.character("1"), modifiers: .alternate))
        #expect(fx.tabs.selectedIndex == 0)
        #expect(fx.window.handleKeyPress(.character("3"), modifiers: .alternate))
        #expect(fx.tabs.selectedIndex == 2)
        #expect(!fx.window.handleKeyPress(.character("4"), modifiers: .alternate))
        #expect(!fx.window.handleKeyPress(.character("2"), modifiers: []))
        #expect(delegate.log.filter { $0.hasPrefix("didSelect") }.count == 7)
    }

    @Test func theStripFollowsTheItems() {
        let fx = TabsFixture()
        fx.a.tabBarItem.title = "Inbox"
        var changes = 0
        let owner = TestController("observer")
        fx.tabs.tabBar.addObserver(owner) { changes += 1 }
        fx.b.tabBarItem.badgeValue = "3"
        #expect(changes == 1)
        #expect(fx.tabs.tabBar.items[0].title == "Inbox" && fx.tabs.tabBar.items[1].badgeValue == "3")
        fx.tabs.selectedIndex = 2
        #expect(changes == 2 && fx.tabs.tabBar.selectedIndex == 2)
    }

    @Test func theStripIsAboveTheContentAndTheContentFillsTheRest() {
        let fx = TabsFixture()
        let bar = fx.tabs.tabBar
        #expect(bar.frame == Rect(x: 0, y: 0, width: 800, height: TabBar.preferredHeight))
        #expect(fx.a.view.frame.size == Size(width: 800, height: 600 - TabBar.preferredHeight))
        fx.window.resize(to: Size(width: 1000, height: 700))
        #expect(fx.a.view.frame.size == Size(width: 1000, height: 700 - TabBar.preferredHeight))
        fx.tabs.showsTabBar = false
        #expect(fx.a.view.frame.size == Size(width: 1000, height: 700))
    }
}
