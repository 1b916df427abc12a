import Containment
import ContainmentTesting
import Testing

/// The custom-container guide's slide transition, line for line, and the
/// entry points a subclass may override.
@MainActor @Suite("Slide transition")
struct SlideTransitionTests {
    @Test func theGuidesSlideAnimatesFromTheStartFrameToTheEndInUIKitsOrder() throws {
        let fx = Fixture()
        let old = TestController("old")
        let new = TestController("new")
        try fx.embed(old, in: fx.root.top, of: fx.root)
        let container = fx.root.top
        let width = container.bounds.width
        let startFrame = Rect(x: width, y: 0, width: width, height: container.bounds.height)
        let endFrame = Rect(x: -width, y: 0, width: width, height: container.bounds.height)
        let oldPlace = old.view.frame
        var finishedFlags: [Bool] = []

        let began = try fx.trace {
            old.willMove(toParent: nil)
            try fx.root.addChild(new)
            new.view.frame = startFrame
            try fx.root.transition(from: old, to: new, duration: 0.25, options: [], animations: {
                new.view.frame = old.view.frame
                old.view.frame = endFrame
            }, completion: { finished in
                finishedFlags.append(finished)
                old.removeFromParent()
                new.didMove(toParent: fx.root)
            })
        }
        #expect(began == [
            "old.willMove(nil)",
            "new.willMove(root)",
            "transitionBegan(root: old→new none easeInOut 0.25)",
            "old.viewWillDisappear(true)",
            "new.viewWillAppear(true)",
        ])
        // The caller's start frame was kept; the models are at their ends.
        #expect(new.view.frame == oldPlace)
        #expect(old.view.frame == endFrame)
        #expect(new.view.presentationFrame == startFrame)
        #expect(old.view.presentationFrame == oldPlace)

        let newHost = try #require(new.view.host as? InMemoryViewHost)
        let oldHost = try #require(old.view.host as? InMemoryViewHost)
        var seen: [(new: Double, old: Double)] = []
        let ended = fx.trace {
            while fx.backend.driver.isAnimating {
                fx.backend.driver.advance(by: 1.0 / 60)
                if finishedFlags.isEmpty {
                    seen.append((new.view.presentationFrame.minX, old.view.presentationFrame.minX))
                    // Both views move together, a width apart.
                    #expect(abs(new.view.presentationFrame.minX - old.view.presentationFrame.minX - width) < 1e-9)
                }
            }
        }
        #expect(ended == [
            "old.viewDidDisappear(true)",
            "new.viewDidAppear(true)",
            "transitionEnded(root: old→new none easeInOut 0.25 true)",
            "old.didMove(nil)",
            "new.didMove(root)",
        ])
        #expect(finishedFlags == [true])
        // Start frame, intermediate frames in order, end frame.
        let newXs = newHost.presentationHistory.map(\.frame.minX)
        #expect(newXs.first == width)
        #expect(newXs.last == 0)
        #expect(newXs.count >= 14)
        #expect(zip(newXs, newXs.dropFirst()).allSatisfy { $0 > $1 })
        #expect(oldHost.presentationHistory.map(\.frame.minX).last == -width)
        // Half-way in time is half-way on screen for ease-in-out.
        let middle = seen[seen.count / 2]
        #expect(middle.new > 0 && middle.new < width)
        #expect(new.view.presentationFrame == oldPlace)
        #expect(container.subviews.map(\.name) == ["new.root"])
        #expect(fx.root.children.map(\.traceName) == ["new"])
    }

    @Test func anIncomingViewWithNoFrameTakesTheOutgoingOnesPlace() throws {
        let fx = Fixture()
        let old = TestController("old")
        try fx.embed(old, in: fx.root.top, of: fx.root)
        let new = ViewController()
        try fx.root.addChild(new)
        #expect(new.view.frame == .zero)
        try fx.root.transition(from: old, to: new, duration: 0)
        #expect(new.view.frame == old.view.frame)
    }

    @Test func removingTheIncomingViewMidSlideEndsItUnfinished() throws {
        let fx = Fixture()
        let old = TestController("old")
        let new = TestController("new")
        try fx.embed(old, in: fx.root.top, of: fx.root)
        try fx.root.addChild(new)
        new.view.frame = Rect(x: 800, y: 0, width: 800, height: 300)
        var finished: Bool?
        try fx.root.transition(from: old, to: new, duration: 0.25, animations: {
            new.view.frame = old.view.frame
        }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.1)
        #expect(new.view.presentationFrame.minX > 0)
        new.view.removeFromSuperview()
        #expect(finished == false)
        #expect(new.view.presentationFrame == new.view.frame)
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test func hidingTheWindowMidSlideEndsItUnfinished() throws {
        let fx = Fixture()
        let old = TestController("old")
        let new = TestController("new")
        try fx.embed(old, in: fx.root.top, of: fx.root)
        try fx.root.addChild(new)
        new.view.frame = Rect(x: 800, y: 0, width: 800, height: 300)
        var finished: Bool?
        try fx.root.transition(from: old, to: new, duration: 0.25, animations: {
            new.view.frame = old.view.frame
            old.view.alpha = 0
        }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.1)
        fx.window.hide()
        #expect(finished == false)
        #expect(new.view.presentationFrame == new.view.frame)
        #expect(!new.view.isAnimating)
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test func overridesThatCallSuperKeepTheContainmentWorking() throws {
        let fx = Fixture()
        let container = OverridingContainer()
        try fx.embed(container, in: fx.root.top, of: fx.root)
        let a = OverridingChild("a", log: container)
        let b = OverridingChild("b", log: container)
        try container.addChild(a)
        try container.view.addSubview(a.view)
        a.didMove(toParent: container)
        try container.addChild(b)
        a.willMove(toParent: nil)
        var finished: Bool?
        try container.transition(from: a, to: b, duration: 0.2, options: .transitionCrossDissolve, animations: {
            b.view.alpha = 1
        }, completion: { done in
            finished = done
            a.removeFromParent()
            b.didMove(toParent: container)
        })
        fx.backend.driver.runUntilIdle()
        #expect(finished == true)
        #expect(container.children.map(\.traceName) == ["b"])
        #expect(b.view.superview === container.view)
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)

        // Manual forwarding through the overridden pair.
        container.beginAppearanceTransition(false, animated: false)
        container.endAppearanceTransition()
        #expect(container.appearanceState == .disappeared)
        #expect(container.calls == [
            "addChild(a)", "addChild(b)", "transition(a→b)",
            "removeFromParent(a)",
            "beginAppearanceTransition(false)", "endAppearanceTransition",
        ])
    }
}

/// A container overriding every `open` containment entry point, recording
/// each call and passing it on to `super`.
@MainActor private final class OverridingContainer: ViewController {
    private(set) var calls: [String] = []

    override func addChild(_ child: ViewController) throws(ContainmentError) {
        calls.append("addChild(\(child.traceName))")
        try super.addChild(child)
    }

    override func transition(
        from fromController: ViewController, to toController: ViewController, duration: Double,
        options: TransitionOptions = [], animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) throws(ContainmentError) {
        calls.append("transition(\(fromController.traceName)→\(toController.traceName))")
        try super.transition(from: fromController, to: toController, duration: duration, options: options,
                             animations: animations, completion: completion)
    }

    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        calls.append("beginAppearanceTransition(\(isAppearing))")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func endAppearanceTransition() {
        calls.append("endAppearanceTransition")
        super.endAppearanceTransition()
    }

    func note(_ call: String) { calls.append(call) }
}

/// A child overriding `removeFromParent()`, which it reports to `log`.
@MainActor private final class OverridingChild: ViewController {
    private weak var log: OverridingContainer?

    init(_ name: String, log: OverridingContainer) {
        self.log = log
        super.init()
        traceName = name
    }

    override func removeFromParent() {
        log?.note("removeFromParent(\(traceName))")
        super.removeFromParent()
    }
}
