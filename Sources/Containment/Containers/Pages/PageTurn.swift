/// One running turn of a ``PageViewController``: which pages leave, which
/// arrive, and how far the turn has gone. The fraction comes from the
/// pointer (interactive) or from the window's `AnimationDriver`; the turn
/// lays the pages out for it and, at the end, settles containment and
/// appearance.
@MainActor final class PageTurn {
    unowned let owner: PageViewController
    let direction: PageViewController.NavigationDirection
    let outgoing: [ViewController]
    let incoming: [ViewController]
    /// Whether the user started it (the delegate hears of it).
    let isUserInitiated: Bool
    private(set) var isInteractive: Bool
    private(set) var fraction = 0.0
    private let animated: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    private var handle: (any AnimationHandle)?
    private var isFinished = false

    init(
        owner: PageViewController, direction: PageViewController.NavigationDirection,
        outgoing: [ViewController], incoming: [ViewController],
        isUserInitiated: Bool, isInteractive: Bool, animated: Bool,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.owner = owner
        self.direction = direction
        self.outgoing = outgoing
        self.incoming = incoming
        self.isUserInitiated = isUserInitiated
        self.isInteractive = isInteractive
        self.animated = animated
        self.completion = completion
    }

    // MARK: - Beginning

    /// Makes the incoming pages children, places their views and begins appearance.
    func begin() {
        Trace.emit(traceEvent("pageTurnBegan"))
        for page in incoming {
            do { try owner.addChild(page) } catch {
                ContainmentLogging.report(ContainmentDiagnostic(
                    code: .transitionInterrupted,
                    message: "page \(page.traceName) cannot join \(owner.traceName): \(error)"))
            }
        }
        if isUserInitiated { owner.delegate?.pageViewController(owner, willTransitionTo: incoming) }
        for (slot, page) in incoming.enumerated() {
            page.view.autoresizingMask = []
            // At its resting size from the start, so a backend's snapshot of it is whole.
            page.view.frame = owner.restingFrame(slot: slot)
            // Below the outgoing pages: a curl reveals them; a slide never overlaps.
            try? owner.pageContainer.insertSubview(page.view, at: 0)
        }
        if owner.isOnScreen {
            for page in outgoing { page.beginAppearanceTransitionIfNeeded(false, animated: animated) }
            for page in incoming { page.beginAppearanceTransitionIfNeeded(true, animated: animated) }
        }
        if owner.transitionStyle == .pageCurl {
            owner.pageContainer.beginCurl(curlFrame(), front: curlFront.map(\.view), beneath: curlBeneath.map(\.view))
        }
        layout()
    }

    // MARK: - Progress

    /// Follows the pointer: `fraction` of the way (0...1).
    func update(_ fraction: Double) {
        guard !isFinished else { return }
        self.fraction = min(1, max(0, fraction))
        layout()
    }

    /// Animates from the current fraction to 1 (`complete`) or 0, then ends.
    /// Without a driver, or off screen, ends at once.
    func run(toCompletion complete: Bool, duration: Double) {
        guard !isFinished else { return }
        isInteractive = false
        handle?.cancel()
        let target = complete ? 1.0 : 0.0
        let start = fraction
        let remaining = abs(target - start)
        guard animated, owner.isOnScreen, remaining > 1e-6, duration > 0,
              let driver = owner.view.window?.animationDriver else {
            update(target)
            end(completed: complete)
            return
        }
        let length = duration * max(0.25, remaining)
        var startTime: Double?
        handle = driver.startFrames(for: owner.pageContainer) { [weak self] time in
            guard let self, !self.isFinished else { return false }
            let began = startTime ?? time
            startTime = began
            let elapsed = (time - began) / length
            let linear = elapsed >= 1 - 1e-9 ? 1 : elapsed
            // Ease out: a turn released by the pointer keeps its speed, then settles.
            let eased = 1 - (1 - linear) * (1 - linear)
            self.update(start + (target - start) * eased)
            if linear >= 1 {
                self.end(completed: complete)
                return false
            }
            return true
        }
    }

    /// Ends at once: an animated turn completes, an interactive one cancels.
    func finishNow() {
        guard !isFinished else { return }
        let complete = isInteractive ? false : true
        handle?.cancel()
        handle = nil
        update(complete ? 1 : 0)
        end(completed: complete)
    }

    // MARK: - Layout

    /// Places the pages for the current fraction.
    func layout() {
        switch owner.transitionStyle {
        case .scroll:
            layoutSlide()
        case .pageCurl:
            for (slot, page) in outgoing.enumerated() { page.viewIfLoaded?.frame = owner.restingFrame(slot: slot) }
            for (slot, page) in incoming.enumerated() { page.viewIfLoaded?.frame = owner.restingFrame(slot: slot) }
            owner.pageContainer.updateCurl(fraction: curlFraction)
        }
    }

    /// Pages move by `fraction` of the container: outgoing away, incoming in
    /// from the side it comes from.
    private func layoutSlide() {
        let bounds = owner.pageContainer.bounds
        let sign = slideSign
        let (dx, dy): (Double, Double) = owner.navigationOrientation == .horizontal
            ? (bounds.width * sign, 0) : (0, bounds.height * sign)
        for (slot, page) in outgoing.enumerated() {
            let rest = owner.restingFrame(slot: slot)
            page.viewIfLoaded?.frame = Rect(
                x: rest.minX - dx * fraction, y: rest.minY - dy * fraction, width: rest.width, height: rest.height)
        }
        for (slot, page) in incoming.enumerated() {
            let rest = owner.restingFrame(slot: slot)
            page.viewIfLoaded?.frame = Rect(
                x: rest.minX + dx * (1 - fraction), y: rest.minY + dy * (1 - fraction),
                width: rest.width, height: rest.height)
        }
    }

    /// +1 when the incoming page comes from the right (or below), −1 from the left (or above).
    private var slideSign: Double {
        var sign: Double = direction == .forward ? 1 : -1
        if owner.navigationOrientation == .horizontal && owner.isLayoutRightToLeft { sign = -sign }
        return sign
    }

    // A backward curl is the forward curl between the same spreads played in reverse.
    private var curlFront: [ViewController] { direction == .forward ? outgoing : incoming }
    private var curlBeneath: [ViewController] { direction == .forward ? incoming : outgoing }
    private var curlFraction: Double { direction == .forward ? fraction : 1 - fraction }

    private func curlFrame() -> PageCurl {
        PageCurl(
            fraction: curlFraction,
            axis: owner.navigationOrientation == .horizontal ? .horizontal : .vertical,
            isSpread: owner.pagesPerSpread == 2,
            isMirrored: owner.navigationOrientation == .horizontal && owner.isLayoutRightToLeft,
            isDoubleSided: owner.isDoubleSided || owner.pagesPerSpread == 2)
    }

    // MARK: - Ending

    /// Settles appearance and containment; `completed` false keeps the outgoing pages.
    private func end(completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        handle?.cancel()
        handle = nil
        owner.pageContainer.endCurl()
        let staying = completed ? incoming : outgoing
        let leaving = completed ? outgoing : incoming
        if completed {
            owner.viewControllers = incoming
        }
        if owner.turn === self { owner.turn = nil }
        // Appearance goes where the pages now are: the leaving ones off
        // screen, the staying ones wherever the page controller is, which
        // may have come on screen or left it since the turn began. The page
        // controller's own end finishes them if it is midway itself.
        let onScreen = owner.isOnScreen
        for page in leaving where page.appearanceState.isGoingOnScreen {
            page.beginAppearanceTransition(false, animated: animated)
        }
        for page in staying where page.appearanceState.isGoingOnScreen != onScreen {
            page.beginAppearanceTransition(onScreen, animated: animated)
        }
        for page in leaving where page.appearanceState.isTransitioning { page.endAppearanceTransition() }
        if !owner.appearanceState.isTransitioning {
            for page in staying where page.appearanceState.isTransitioning { page.endAppearanceTransition() }
        }
        if !completed {
            // Arrival finished before departure, so the moves balance.
            for page in incoming where page.parent === owner { page.didMove(toParent: owner) }
        }
        for page in leaving {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        if completed {
            for page in incoming { page.didMove(toParent: owner) }
        }
        owner.layoutRestingPages()
        owner.updatePageIndicator()
        var ended = traceEvent("pageTurnEnded")
        ended.append("completed", .bool(completed))
        Trace.emit(ended)
        if isUserInitiated {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: true, previousViewControllers: outgoing,
                transitionCompleted: completed)
        }
        let completion = self.completion
        self.completion = nil
        completion?(completed)
    }

    func traceEvent(_ name: String) -> TraceEvent {
        TraceEvent(name, [
            ("container", .string(owner.traceName)),
            ("from", .string(outgoing.map(\.traceName).joined(separator: ","))),
            ("to", .string(incoming.map(\.traceName).joined(separator: ","))),
            ("direction", .string(direction.rawValue)),
            ("style", .string(owner.transitionStyle.rawValue)),
            ("interactive", .bool(isInteractive)),
        ])
    }
}
