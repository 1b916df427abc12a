/// One running `transition(from:to:…)`: owns its timing and its end.
@MainActor final class TransitionAnimation {
    let owner: ViewController
    let from: ViewController
    let to: ViewController
    let context: TransitionContext
    let drivesAppearance: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    private var renderer: (any TransitionRenderer)?
    private var handle: (any AnimationHandle)?
    private var startTime: Double?
    private var isFinished = false

    init(
        owner: ViewController, from: ViewController, to: ViewController,
        context: TransitionContext, drivesAppearance: Bool,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.owner = owner
        self.from = from
        self.to = to
        self.context = context
        self.drivesAppearance = drivesAppearance
        self.completion = completion
    }

    /// Asks the window's driver for frames, or finishes at once without one.
    func start() {
        let window = context.container.window
        guard context.duration > 0, let driver = window?.animationDriver else {
            finish(finished: true)
            return
        }
        renderer = window?.transitionRenderer
        renderer?.transitionWillBegin(context)
        handle = driver.startFrames(for: context.container) { [weak self] time in
            self?.frame(at: time) ?? false
        }
    }

    /// One frame: the first frame's time is the start, so the animation lasts
    /// `duration` from the first frame painted to the last.
    private func frame(at time: Double) -> Bool {
        guard !isFinished else { return false }
        let start = startTime ?? time
        startTime = start
        let elapsed = (time - start) / context.duration
        // A tolerance keeps float error from costing a whole extra frame.
        let fraction = elapsed >= 1 - 1e-9 ? 1 : elapsed
        renderer?.render(context, progress: context.options.curve.progress(at: fraction))
        if fraction >= 1 {
            finish(finished: true)
            return false
        }
        return true
    }

    /// Ends the transition: removes the outgoing view, ends appearance, calls completion.
    func finish(finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        handle?.cancel()
        handle = nil
        renderer?.transitionDidEnd(context, finished: finished)
        renderer = nil
        if context.container.activeTransition === self { context.container.activeTransition = nil }
        if context.fromView.superview === context.container {
            context.fromView.detach(appearance: false)
        }
        if drivesAppearance {
            from.forwardEnd()
            to.forwardEnd()
        }
        var ended = traceEvent("transitionEnded")
        ended.append("finished", .bool(finished))
        Trace.emit(ended)
        if !finished {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .transitionInterrupted,
                message: "transition in \(owner.traceName) from \(from.traceName) to \(to.traceName) "
                    + "was cut short"))
        }
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }

    func traceEvent(_ name: String) -> TraceEvent {
        TraceEvent(name, [
            ("container", .string(owner.traceName)),
            ("from", .string(from.traceName)),
            ("to", .string(to.traceName)),
            ("options", .string(context.options.style.rawValue)),
            ("curve", .string(context.options.curve.rawValue)),
            ("duration", .number(context.duration)),
        ])
    }

    /// Finishes, with `finished == false`, every transition that moving or
    /// removing `view` would disturb: those running inside it, and the one
    /// whose outgoing or incoming view it is.
    static func finishTransitions(affecting view: View) {
        var affected = view.subtree.compactMap(\.activeTransition)
        if let running = view.superview?.activeTransition,
           running.context.fromView === view || running.context.toView === view {
            affected.append(running)
        }
        for transition in affected { transition.finish(finished: false) }
    }
}
