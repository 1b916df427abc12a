/// One running `transition(from:to:…)`: owns its timing and its end.
@MainActor final class TransitionAnimation {
    let owner: ViewController
    let from: ViewController
    let to: ViewController
    let context: TransitionContext
    let drivesAppearance: Bool
    /// The changes the `animations` block made, when the transition animates.
    let viewAnimation: ViewAnimation?
    private var completion: (@MainActor (Bool) -> Void)?
    private var renderer: (any TransitionRenderer)?
    private var timer: AnimationTimer?
    private var isFinished = false
    /// True while `transition(from:to:…)` runs the opening appearance
    /// callbacks. The transition already holds its container (so a second
    /// one started from a callback is refused) but cannot be finished yet:
    /// what the callbacks change is checked, and followed or given up
    /// cleanly, when they return.
    var isPreparing = true

    init(
        owner: ViewController, from: ViewController, to: ViewController,
        context: TransitionContext, drivesAppearance: Bool, animates: Bool,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.owner = owner
        self.from = from
        self.to = to
        self.context = context
        self.drivesAppearance = drivesAppearance
        self.viewAnimation = animates
            ? ViewAnimation(duration: context.duration, curve: context.options.curve, ownedByTransition: true)
            : nil
        self.completion = completion
    }

    /// Whether `start()` will animate: a duration and a window with a driver.
    static func animates(duration: Double, in container: View) -> Bool {
        duration > 0 && container.window?.animationDriver != nil
    }

    /// Runs the caller's `animations` block: captured by this transition's
    /// view animation when it animates, applied at once otherwise.
    func runAnimations(_ animations: (@MainActor () -> Void)?) {
        guard let animations else { return }
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        if let viewAnimation {
            viewAnimation.capture(animations)
        } else {
            ViewAnimation.withoutCapture(animations)
        }
    }

    /// Asks the window's driver for frames, or finishes at once without one.
    func start() {
        let window = context.container.window
        guard viewAnimation != nil, let driver = window?.animationDriver else {
            finish(finished: true)
            return
        }
        renderer = window?.transitionRenderer
        renderer?.transitionWillBegin(context)
        viewAnimation?.start()
        let timer = AnimationTimer(duration: context.duration, curve: context.options.curve)
        self.timer = timer
        timer.start(
            on: driver, pacing: context.container,
            onFrame: { [weak self] progress in
                guard let self else { return }
                self.renderer?.render(self.context, progress: progress)
                self.viewAnimation?.frame(progress: progress)
            },
            onEnd: { [weak self] in self?.finish(finished: true) })
    }

    /// Ends the transition: removes the outgoing view, ends appearance, calls completion.
    func finish(finished: Bool) {
        guard !isFinished, !isPreparing else { return }
        isFinished = true
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        timer?.cancel()
        timer = nil
        // The block's properties reach their model values before the
        // outgoing view leaves (leaving would count as cutting them short).
        viewAnimation?.end(finished: finished)
        let finished = finished && !(viewAnimation?.wasInterrupted ?? false)
        renderer?.transitionDidEnd(context, finished: finished)
        renderer = nil
        if context.container.activeTransition === self { context.container.activeTransition = nil }
        if context.fromView.superview === context.container {
            context.fromView.detach(appearance: false)
        }
        // Appearance follows where the views now are, whether or not the
        // container was on screen when the transition began: it may have
        // appeared or disappeared since.
        if drivesAppearance || owner.shouldAutomaticallyForwardAppearanceMethods {
            from.settleAppearance(animated: from.appearanceAnimated)
            to.settleAppearance(animated: to.appearanceAnimated)
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
