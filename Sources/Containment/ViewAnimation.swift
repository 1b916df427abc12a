/// What one animated property of one view shows: its value when the
/// animation took over (`from`) and how far the animation has gone towards
/// the model value. The view's model value is always the target, so a track
/// never needs its own copy of it.
@MainActor final class AnimationTrack<Value> {
    let from: Value
    let animation: ViewAnimation
    var progress = 0.0

    init(from: Value, animation: ViewAnimation) {
        self.from = from
        self.animation = animation
    }
}

/// One `View.animate(…)` call, or the `animations` block of one transition:
/// the properties it changed and the timing they follow.
///
/// While its block runs, an animation is the capturing one: property setters
/// hand it a track that starts at what the view showed (Core Animation's
/// `beginFromCurrentState`). A track leaves its animation when a newer
/// animation or a plain assignment takes the property over, or when the view
/// leaves its window; the animation then completes with `finished == false`.
@MainActor final class ViewAnimation {
    private final class WeakView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    /// The animations whose blocks are running, innermost last; `nil` entries
    /// are `performWithoutAnimation` blocks.
    private static var captureStack: [ViewAnimation?] = []
    /// Animations that lost a track since the last `settle()`.
    private static var abandoned: [ViewAnimation] = []

    /// The animation capturing property changes now, if any.
    static var capturing: ViewAnimation? { captureStack.last ?? nil }

    let duration: Double
    let delay: Double
    let curve: AnimationCurve
    /// A transition's animation is paced and ended by the transition.
    let isOwnedByTransition: Bool
    private var views: [WeakView] = []
    private var timer: AnimationTimer?
    private var completion: (@MainActor (Bool) -> Void)?
    private(set) var wasInterrupted = false
    private(set) var isEnded = false

    init(
        duration: Double, delay: Double = 0, curve: AnimationCurve,
        ownedByTransition: Bool = false, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.isOwnedByTransition = ownedByTransition
        self.completion = completion
    }

    // MARK: - Capturing

    /// Runs `body` with this animation capturing property changes.
    func capture(_ body: () -> Void) {
        ViewAnimation.captureStack.append(self)
        body()
        ViewAnimation.captureStack.removeLast()
    }

    /// Runs `body` with no animation capturing, even inside another's block.
    static func withoutCapture<Result>(_ body: () throws -> Result) rethrows -> Result {
        captureStack.append(nil)
        defer { captureStack.removeLast() }
        return try body()
    }

    /// A setter gave `view` a track of this animation.
    func register(_ view: View) {
        guard !views.contains(where: { $0.view === view }) else { return }
        views.append(WeakView(view))
    }

    /// One of this animation's tracks was taken over or cut.
    func lose() {
        wasInterrupted = true
        guard !isOwnedByTransition && !isEnded else { return }
        ViewAnimation.abandoned.append(self)
        if ViewAnimation.deferringDepth == 0 { ViewAnimation.settle() }
    }

    /// Operations running now that defer ends; see `beginDeferringEnds()`.
    private static var deferringDepth = 0

    /// Starts an operation (a setter, a removal, a window change) during
    /// which animations that lose their last track do not end yet, so no
    /// completion runs in the middle of a layout or a move.
    static func beginDeferringEnds() { deferringDepth += 1 }

    /// Ends the operation; the outermost one ends the abandoned animations.
    static func endDeferringEnds() {
        deferringDepth -= 1
        if deferringDepth == 0 { settle() }
    }

    /// Ends the animations that lost their last track; their completions run
    /// now, outside any capturing block.
    private static func settle() {
        while !abandoned.isEmpty {
            let animation = abandoned.removeFirst()
            if !animation.isEnded && !animation.hasTracks { animation.end(finished: false) }
        }
    }

    // MARK: - Running

    /// After the block: tracks of views with no animation driver show their
    /// model value at once; the rest follow a timer on the first driver, or
    /// `frame(progress:)` calls from the owning transition. With nothing left
    /// to animate, a free animation completes at once.
    func start() {
        var driver: (any AnimationDriver)?
        var pacing: View?
        for view in liveViews where hasTracks(on: view) {
            if let window = view.window, let windowDriver = window.animationDriver {
                if driver == nil { driver = windowDriver; pacing = window.rootViewController?.view ?? view }
            } else {
                removeTracks(on: view)
            }
        }
        guard !isOwnedByTransition else { return }
        guard hasTracks, let driver, let pacing, duration > 0 || delay > 0 else {
            end(finished: true)
            return
        }
        let timer = AnimationTimer(duration: duration, delay: delay, curve: curve)
        self.timer = timer
        // The timer's closures keep this animation alive until it ends.
        timer.start(on: driver, pacing: pacing,
                    onFrame: { progress in self.frame(progress: progress) },
                    onEnd: { self.end(finished: true) })
    }

    /// Shows every track at `progress` (already shaped by the curve).
    func frame(progress: Double) {
        for view in liveViews {
            var moved = false
            if let track = view.frameTrack, track.animation === self, track.progress != progress {
                track.progress = progress
                moved = true
            }
            if let track = view.alphaTrack, track.animation === self, track.progress != progress {
                track.progress = progress
                moved = true
            }
            if moved { view.host?.viewPresentationDidChange(view) }
        }
    }

    /// Hands every property still following this animation to its model
    /// value and calls the completion, with `finished` false if the
    /// animation was cut short or lost a track.
    func end(finished: Bool) {
        guard !isEnded else { return }
        isEnded = true
        timer?.cancel()
        timer = nil
        for view in liveViews { removeTracks(on: view) }
        views.removeAll()
        let completion = self.completion
        self.completion = nil
        let result = finished && !wasInterrupted
        ViewAnimation.withoutCapture { completion?(result) }
    }

    // MARK: - Tracks

    private var liveViews: [View] { views.compactMap(\.view) }

    private var hasTracks: Bool { liveViews.contains { hasTracks(on: $0) } }

    private func hasTracks(on view: View) -> Bool {
        view.frameTrack?.animation === self || view.alphaTrack?.animation === self
    }

    /// Drops this animation's tracks on `view`, which then shows its model values.
    private func removeTracks(on view: View) {
        var changed = false
        if let track = view.frameTrack, track.animation === self {
            changed = changed || track.progress < 1
            view.frameTrack = nil
        }
        if let track = view.alphaTrack, track.animation === self {
            changed = changed || track.progress < 1
            view.alphaTrack = nil
        }
        if changed { view.host?.viewPresentationDidChange(view) }
    }
}
