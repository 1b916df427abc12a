import Containment
import ContainmentTesting
import Testing

/// `View.animate(…)` and the `animations` block of transitions: model values
/// change at once, presentation values follow the curve on the manual clock.
@MainActor @Suite("View animations")
struct ViewAnimationTests {
    private static let start = Rect(x: 0, y: 0, width: 100, height: 100)
    private static let end = Rect(x: 400, y: 200, width: 200, height: 50)

    /// A plain view in the visible root's top container.
    private func makeView(_ fx: Fixture) throws -> View {
        let view = View(frame: Self.start)
        view.name = "box"
        try fx.root.top.addSubview(view)
        return view
    }

    private func options(_ curve: AnimationCurve) -> View.AnimationOptions {
        switch curve {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }

    private func expectClose(_ a: Rect, _ b: Rect, _ comment: Comment? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
        #expect(close, "\(a) ≠ \(b) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    }

    private func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    @Test(arguments: AnimationCurve.allCases)
    func presentationFollowsTheCurveAtEachQuarter(curve: AnimationCurve) throws {
        let fx = Fixture()
        let box = try makeView(fx)
        let host = try #require(box.host as? InMemoryViewHost)
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: options(curve), animations: {
            box.frame = Self.end
            box.alpha = 0.2
        }, completion: { completions.append($0) })

        // The model is the end value at once; the screen has not moved yet.
        #expect(box.frame == Self.end)
        #expect(box.alpha == 0.2)
        #expect(box.presentationFrame == Self.start)
        #expect(box.presentationAlpha == 1)
        #expect(host.presentation.frame == Self.start)
        #expect(box.isAnimating)

        // The first frame is time zero.
        fx.backend.driver.advance(by: 0)
        #expect(box.presentationFrame == Self.start)
        for quarter in [0.25, 0.5, 0.75] {
            fx.backend.driver.advance(by: 0.25)
            let progress = curve.progress(at: quarter)
            expectClose(box.presentationFrame, lerp(Self.start, Self.end, progress), "at \(quarter)")
            #expect(abs(box.presentationAlpha - (1 + (0.2 - 1) * progress)) < 1e-9, "at \(quarter)")
            #expect(host.presentation == InMemoryViewHost.Presentation(
                frame: box.presentationFrame, alpha: box.presentationAlpha))
            #expect(completions.isEmpty)
        }
        fx.backend.driver.advance(by: 0.25)
        #expect(box.presentationFrame == Self.end)
        #expect(box.presentationAlpha == 0.2)
        #expect(host.presentation == InMemoryViewHost.Presentation(frame: Self.end, alpha: 0.2))
        #expect(completions == [true])
        #expect(!box.isAnimating)
        #expect(!fx.backend.driver.isAnimating)
        // The host saw a steady movement from start to end.
        let xs = host.presentationHistory.map(\.frame.minX)
        #expect(xs.first == 0)
        #expect(xs.last == 400)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aDelayHoldsTheOldValueThenRunsTheFullDuration() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.4)
        #expect(box.presentationAlpha == 1)
        fx.backend.driver.advance(by: 0.35)
        #expect(abs(box.presentationAlpha - 0.5) < 1e-9)
        #expect(fx.backend.driver.runUntilIdle(frameInterval: 0.05) == 5)
        #expect(box.presentationAlpha == 0)
    }

    @Test func anInterruptedAnimationContinuesFromThePresentationValue() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        let host = try #require(box.host as? InMemoryViewHost)
        var first: Bool?
        var second: Bool?
        let right = Rect(x: 100, y: 0, width: 100, height: 100)
        View.animate(withDuration: 1, options: .curveLinear, animations: { box.frame = right },
                     completion: { first = $0 })
        fx.backend.driver.advance(by: 0)
        for _ in 0..<30 { fx.backend.driver.advance(by: 1.0 / 60) }
        #expect(abs(box.presentationFrame.minX - 50) < 1e-9)

        // Back to the start: from what is on screen (50), not from the model (100).
        View.animate(withDuration: 1, options: .curveLinear, animations: { box.frame = Self.start },
                     completion: { second = $0 })
        #expect(abs(box.presentationFrame.minX - 50) < 1e-9)
        #expect(abs(host.presentation.frame.minX - 50) < 1e-9)
        #expect(first == false, "the first animation gave its only property up")
        #expect(second == nil)
        fx.backend.driver.advance(by: 0)
        for _ in 0..<30 { fx.backend.driver.advance(by: 1.0 / 60) }
        #expect(abs(box.presentationFrame.minX - 25) < 1e-9)
        fx.backend.driver.runUntilIdle()
        #expect(box.presentationFrame == Self.start)
        #expect(second == true)
        // Never a jump: no step the host saw moved more than one frame's worth (100 / 60 points).
        let xs = host.presentationHistory.map(\.frame.minX)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { abs($0 - $1) <= 100.0 / 60 + 1e-9 }, "\(xs)")
    }

    @Test func settingTheValueDirectlyStopsTheAnimation() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { box.frame = Self.end }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.3)
        box.frame = Self.start
        #expect(box.presentationFrame == Self.start)
        #expect(finished == false)
        #expect(!box.isAnimating)
    }

    @Test func removingTheViewMidAnimationEndsItUnfinished() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { box.frame = Self.end }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.3)
        box.removeFromSuperview()
        #expect(finished == false)
        #expect(box.presentationFrame == Self.end)
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test func removingAnAncestorMidAnimationEndsItUnfinished() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.root.top.removeFromSuperview()
        #expect(finished == false)
        #expect(box.presentationAlpha == 0)
    }

    @Test func hidingTheWindowMidAnimationEndsItUnfinished() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { box.frame = Self.end }, completion: { finished = $0 })
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.5)
        fx.window.hide()
        #expect(finished == false)
        #expect(box.presentationFrame == Self.end)
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test func withoutADriverOrADurationItCompletesAtOnce() throws {
        let loose = View(frame: Self.start)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { loose.frame = Self.end }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(loose.presentationFrame == Self.end)

        let fx = Fixture()
        let box = try makeView(fx)
        finished = nil
        View.animate(withDuration: 0, animations: { box.alpha = 0.5 }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(box.presentationAlpha == 0.5)
        #expect(!fx.backend.driver.isAnimating)

        finished = nil
        View.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == true, "nothing to animate")
    }

    @Test func autoresizingSubviewsAnimateWithTheirSuperview() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        let inner = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        inner.autoresizingMask = .flexibleSize
        try box.addSubview(inner)
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            box.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        })
        #expect(inner.frame.width == 280)
        #expect(inner.presentationFrame.width == 80)
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.5)
        #expect(inner.presentationFrame.width == 180)
        #expect(box.presentationFrame.width == 200)
    }

    @Test func performWithoutAnimationInsideABlockShowsAtOnce() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        View.animate(withDuration: 1, animations: {
            box.frame = Self.end
            View.performWithoutAnimation { box.alpha = 0.5 }
        })
        #expect(box.presentationAlpha == 0.5)
        #expect(box.presentationFrame == Self.start)
    }

    @Test func aCompletionCanStartTheNextAnimation() throws {
        let fx = Fixture()
        let box = try makeView(fx)
        var steps: [String] = []
        View.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { finished in
            steps.append("faded \(finished)")
            View.animate(withDuration: 0.5, animations: { box.alpha = 1 }, completion: { steps.append("back \($0)") })
            // The chained animation starts from what the first one left.
            steps.append("shows \(box.presentationAlpha)")
        })
        fx.backend.driver.runUntilIdle()
        #expect(steps == ["faded true", "shows 0.0", "back true"])
        #expect(box.presentationAlpha == 1)
    }
}
