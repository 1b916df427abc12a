extension ViewController {
    /// The work of `transition(from:to:duration:options:animations:completion:)`,
    /// outside the class body so the method itself can be `open`.
    func performTransition(
        from fromController: ViewController,
        to toController: ViewController,
        duration: Double,
        options: TransitionOptions,
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (_ finished: Bool) -> Void)?
    ) throws(ContainmentError) {
        if fromController === toController { throw .transitionToSelf(controller: traceName) }
        guard fromController.parent === self, toController.parent === self else {
            throw .notChildren(container: traceName, from: fromController.traceName, to: toController.traceName)
        }
        guard let fromView = fromController.viewIfLoaded, let container = fromView.superview else {
            throw .fromViewNotInHierarchy(from: fromController.traceName)
        }
        if let running = container.activeTransition {
            throw .transitionInProgress(
                container: traceName, from: running.from.traceName, to: running.to.traceName)
        }
        if let toView = toController.viewIfLoaded, toView.superview != nil || toView.rootOfWindow != nil {
            throw .toViewAlreadyInHierarchy(to: toController.traceName)
        }
        let toView = toController.view
        try container.validateInsertion(of: toView)

        let drivesAppearance = shouldAutomaticallyForwardAppearanceMethods
            && (appearanceState == .appeared || appearanceState == .appearing)
        let animated = duration > 0
        let animation = TransitionAnimation(
            owner: self, from: fromController, to: toController,
            context: TransitionContext(
                container: container, fromView: fromView, toView: toView,
                options: options, duration: max(0, duration)),
            drivesAppearance: drivesAppearance,
            animates: TransitionAnimation.animates(duration: duration, in: container),
            completion: completion)

        Trace.emit(animation.traceEvent("transitionBegan"))
        // Registered before the callbacks, so a transition they start in this
        // container is the one refused, not this one; it cannot be cut short
        // until they return (see `TransitionAnimation.isPreparing`).
        container.activeTransition = animation
        if drivesAppearance {
            fromController.forwardBegin(appearing: false, animated: animated)
            toController.forwardBegin(appearing: true, animated: animated)
        }
        // The callbacks may have changed the tree (a viewWillAppear that
        // re-parents its own controller): validate again, and give up
        // cleanly rather than insert into a hierarchy that moved.
        do throws(ContainmentError) {
            try revalidateTransition(from: fromController, to: toController, in: container)
            // The incoming frame is the caller's, as in UIKit; a view never
            // given one takes the outgoing view's place.
            if toView.frame == .zero { toView.frame = fromView.frame }
            let index = (container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count - 1) + 1
            try container.insert(toView, at: index, appearance: false)
        } catch {
            animation.isPreparing = false
            if container.activeTransition === animation { container.activeTransition = nil }
            View.reportCallbackChange("transition in \(traceName) from \(fromController.traceName) to "
                + "\(toController.traceName) abandoned: a callback changed the hierarchy (\(error))")
            if drivesAppearance || shouldAutomaticallyForwardAppearanceMethods {
                // End the appearance begun above where each view now is, so
                // every callback stays balanced.
                for controller in [fromController, toController] { controller.settleAppearance() }
            }
            var ended = animation.traceEvent("transitionEnded")
            ended.append("finished", .bool(false))
            Trace.emit(ended)
            throw error
        }
        animation.isPreparing = false
        animation.runAnimations(animations)
        animation.start()
    }

    /// The checks of `transition(from:to:…)` once more, after callbacks ran.
    ///
    /// The outgoing controller may have left, the documented way (say, from
    /// its own `viewWillDisappear`): that is where the transition was taking
    /// it anyway, so the incoming one still arrives. Its view moved elsewhere
    /// in the container's place, though, is a change the transition cannot
    /// follow.
    private func revalidateTransition(
        from fromController: ViewController, to toController: ViewController, in container: View
    ) throws(ContainmentError) {
        guard toController.parent === self else {
            throw .notChildren(container: traceName, from: fromController.traceName, to: toController.traceName)
        }
        let fromSuperview = fromController.viewIfLoaded?.superview
        let fromLeft = fromController.parent !== self && fromSuperview == nil
        guard container.nearestOwner === self, fromSuperview === container || fromLeft else {
            throw .fromViewNotInHierarchy(from: fromController.traceName)
        }
        let toView = toController.view
        if toView.superview != nil || toView.rootOfWindow != nil {
            throw .toViewAlreadyInHierarchy(to: toController.traceName)
        }
        try container.validateInsertion(of: toView)
    }
}
