import Containment
import ContainmentTesting
import Testing

/// `transition(from:to:…)` for every option and curve, timed by the manual clock.
@MainActor @Suite("Transitions")
struct TransitionTests {
    /// A visible root with `a` embedded in the top container and `b` added as a child.
    private func makeSiblings() throws -> (Fixture, TestController, TestController) {
        let fx = Fixture()
        let a = TestController("a")
        let b = TestController("b")
        try fx.embed(a, in: fx.root.top, of: fx.root)
        try fx.root.addChild(b)
        a.willMove(toParent: nil)
        return (fx, a, b)
    }

    @Test(arguments: TransitionStyle.allCases)
    func transitionCallbacksAndFramesFollowUIKitOrder(style: TransitionStyle) throws {
        let (fx, a, b) = try makeSiblings()
        var completions: [Bool] = []
        var animationsRan = 0
        let started = try fx.trace {
            try fx.root.transition(
                from: a, to: b, duration: 0.2, options: [style.options, .curveEaseIn],
                animations: { animationsRan += 1 },
                completion: { finished in
                    completions.append(finished)
                    a.removeFromParent()
                    b.didMove(toParent: fx.root)
                })
        }
        #expect(started == [
            "transitionBegan(root: a→b \(style.rawValue) easeIn 0.2)",
            "a.viewWillDisappear(true)",
            "b.viewWillAppear(true)",
        ])
        #expect(animationsRan == 1)
        #expect(completions.isEmpty)
        #expect(fx.root.top.subviews.map(\.name) == ["a.root", "b.root"])
        // The incoming frame is the caller's (TestController's loadView set 100×100), as in UIKit.
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(a.appearanceState == .disappearing)
        #expect(b.appearanceState == .appearing)

        var frames = 0
        let ended = fx.trace { frames = fx.backend.driver.runUntilIdle(frameInterval: 1.0 / 60) }
        #expect(ended == [
            "a.viewDidDisappear(true)",
            "b.viewDidAppear(true)",
            "transitionEnded(root: a→b \(style.rawValue) easeIn 0.2 true)",
            "a.didMove(nil)",
            "b.didMove(root)",
        ])
        #expect(completions == [true])
        // First frame is time zero; 0.2 s later at 60 Hz is the 13th frame.
        #expect(frames == 13)
        let progress = fx.backend.renderer.progressValues
        #expect(progress.count == 13)
        #expect(progress.first == 0)
        #expect(progress.last == 1)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(progress[6] - AnimationCurve.easeIn.progress(at: 0.5)) < 1e-6)
        let phases = fx.backend.renderer.frames.map(\.phase)
        #expect(phases.first == "began")
        #expect(phases.last == "ended")
        #expect(fx.backend.renderer.frames.allSatisfy { $0.style == style && $0.from == "a.root" && $0.to == "b.root" })
        #expect(fx.root.top.subviews.map(\.name) == ["b.root"])
        #expect(a.view.superview == nil)
        #expect(fx.root.children.map(\.traceName) == ["b"])
        #expect((a.view.host as? InMemoryViewHost)?.parent == nil)
        #expect((b.view.host as? InMemoryViewHost)?.parent === fx.root.top.host)
    }

    @Test(arguments: AnimationCurve.allCases)
    func curvesShapeProgress(curve: AnimationCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -1) == 0)
        #expect(curve.progress(at: 2) == 1)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { curve.progress(at: $0) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        let middle = curve.progress(at: 0.5)
        switch curve {
        case .linear: #expect(middle == 0.5)
        case .easeIn: #expect(middle < 0.35 && middle > 0.3)
        case .easeOut: #expect(middle > 0.65 && middle < 0.7)
        case .easeInOut: #expect(abs(middle - 0.5) < 1e-9)
        }
        #expect(curve.progress(at: 0.25) > 0)
    }

    @Test func optionsDecodeStyleAndCurveAsUIKitBits() {
        #expect(TransitionOptions.transitionFlipFromTop.rawValue == 6 << 20)
        #expect(TransitionOptions.curveEaseIn.rawValue == 1 << 16)
        let options: TransitionOptions = [.transitionFlipFromBottom, .curveLinear]
        #expect(options.style == .flipFromBottom)
        #expect(options.curve == .linear)
        #expect(TransitionOptions().style == .none)
        #expect(TransitionOptions().curve == .easeInOut)
        for style in TransitionStyle.allCases { #expect(style.options.style == style) }
    }

    @Test func zeroDurationCompletesBeforeReturning() throws {
        let (fx, a, b) = try makeSiblings()
        var finished: Bool?
        let trace = try fx.trace {
            try fx.root.transition(from: a, to: b, duration: 0, options: .transitionCrossDissolve,
                                       completion: { finished = $0 })
        }
        #expect(trace == [
            "transitionBegan(root: a→b crossDissolve easeInOut 0.0)",
            "a.viewWillDisappear(false)", "b.viewWillAppear(false)",
            "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
            "transitionEnded(root: a→b crossDissolve easeInOut 0.0 true)",
        ])
        #expect(finished == true)
        #expect(fx.backend.renderer.frames.isEmpty)
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test func transitionInAHiddenWindowSendsNoAppearance() throws {
        let fx = Fixture(visible: false)
        let a = TestController("a")
        let b = TestController("b")
        try fx.embed(a, in: fx.root.top, of: fx.root)
        try fx.root.addChild(b)
        let trace = try fx.trace {
            try fx.root.transition(from: a, to: b, duration: 0.1, options: .transitionFlipFromLeft)
            fx.backend.driver.runUntilIdle()
        }
        #expect(trace == [
            "transitionBegan(root: a→b flipFromLeft easeInOut 0.1)",
            "transitionEnded(root: a→b flipFromLeft easeInOut 0.1 true)",
        ])
        #expect(b.view.superview === fx.root.top)
        fx.window.show()
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
    }

    @Test func transitionWithManualForwardingLeavesAppearanceToTheCaller() throws {
        let (fx, a, b) = try makeSiblings()
        fx.root.forwardsAppearance = false
        let trace = try fx.trace {
            try fx.root.transition(from: a, to: b, duration: 0.1, options: .transitionFlipFromRight)
            fx.backend.driver.runUntilIdle()
        }
        #expect(trace == [
            "transitionBegan(root: a→b flipFromRight easeInOut 0.1)",
            "transitionEnded(root: a→b flipFromRight easeInOut 0.1 true)",
        ])
        #expect(a.appearanceState == .appeared)
    }

    @Test func transitionOutsideAWindowFinishesAtOnce() throws {
        let parent = TestController("p")
        let a = TestController("a")
        let b = TestController("b")
        try parent.addChild(a)
        try parent.top.addSubview(a.view)
        try parent.addChild(b)
        var finished: Bool?
        try parent.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromTop,
                                 completion: { finished = $0 })
        #expect(finished == true)
        #expect(parent.top.subviews.map(\.name) == ["b.root"])
    }

    @Test func hidingTheWindowMidFlightFinishesTheTransitionFirst() throws {
        let (fx, a, b) = try makeSiblings()
        var finished: Bool?
        try fx.root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop,
                                 completion: { finished = $0 })
        fx.backend.driver.advance(by: 0.05)
        fx.backend.driver.advance(by: 0.05)
        let trace = fx.trace { fx.window.hide() }
        #expect(trace == [
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
            "transitionEnded(root: a→b flipFromTop easeInOut 0.2 false)",
            "diagnostic(transitionInterrupted)",
            "root.viewWillDisappear(false)", "b.viewWillDisappear(false)",
            "root.viewDidDisappear(false)", "b.viewDidDisappear(false)",
        ])
        #expect(finished == false)
        #expect(!fx.backend.driver.isAnimating)
        #expect(fx.backend.renderer.frames.last?.phase == "ended")
    }

    @Test func removingTheOutgoingControllerMidFlightFinishesFirst() throws {
        let (fx, a, b) = try makeSiblings()
        try fx.root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
        fx.backend.driver.advance(by: 0.05)
        let trace = fx.trace { a.removeFromParent() }
        #expect(trace == [
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
            "transitionEnded(root: a→b flipFromTop easeInOut 0.2 false)",
            "diagnostic(transitionInterrupted)",
            "a.didMove(nil)",
        ])
        #expect(a.view.superview == nil)
    }

    @Test func movingTheContainerMidFlightFinishesFirst() throws {
        let (fx, a, b) = try makeSiblings()
        try fx.root.transition(from: a, to: b, duration: 0.2, options: .transitionCrossDissolve)
        fx.backend.driver.advance(by: 0.05)
        let trace = fx.trace { fx.root.top.removeFromSuperview() }
        #expect(trace == [
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
            "transitionEnded(root: a→b crossDissolve easeInOut 0.2 false)",
            "diagnostic(transitionInterrupted)",
            "b.viewWillDisappear(false)", "b.viewDidDisappear(false)",
        ])
    }

    @Test func twoContainersTransitionIndependently() throws {
        let fx = Fixture()
        let a = TestController("a"), b = TestController("b")
        let c = TestController("c"), d = TestController("d")
        try fx.embed(a, in: fx.root.top, of: fx.root)
        try fx.embed(c, in: fx.root.bottom, of: fx.root)
        try fx.root.addChild(b)
        try fx.root.addChild(d)
        try fx.root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
        fx.backend.driver.advance(by: 0.1)
        try fx.root.transition(from: c, to: d, duration: 0.2, options: .transitionFlipFromTop)
        let trace = fx.trace { fx.backend.driver.runUntilIdle(frameInterval: 0.05) }
        #expect(trace == [
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
            "transitionEnded(root: a→b flipFromTop easeInOut 0.2 true)",
            "c.viewDidDisappear(true)", "d.viewDidAppear(true)",
            "transitionEnded(root: c→d flipFromTop easeInOut 0.2 true)",
        ])
    }
    @Test func aTransitionInANewRootFinishesBeforeTheRootAppears() throws {
        // The transition starts in a hidden window, so it sends no appearance
        // and keeps running after its root leaves the window.
        let fx = Fixture(visible: false)
        let a = TestController("a"), b = TestController("b")
        try fx.embed(a, in: fx.root.top, of: fx.root)
        try fx.root.addChild(b)
        try fx.root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
        fx.backend.driver.advance(by: 0.05)
        let other = TestController("other")
        fx.window.rootViewController = other
        fx.window.show()
        let trace = fx.trace { fx.window.rootViewController = fx.root }
        #expect(trace == [
            "other.viewWillDisappear(false)", "other.viewDidDisappear(false)",
            "transitionEnded(root: a→b flipFromTop easeInOut 0.2 false)",
            "diagnostic(transitionInterrupted)",
            "root.viewWillAppear(false)", "b.viewWillAppear(false)",
            "root.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
        #expect(a.appearanceState == .disappeared)
    }
}
