extension ViewController {
    /// Replaces `fromController`'s view with `toController`'s, animated, as
    /// UIKit's `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// The incoming view is added to the outgoing view's superview (the
    /// container), above it and with its frame; `animations` runs once at the
    /// start; the backend's `TransitionRenderer` paints frames paced by the
    /// window's `AnimationDriver`; at the end the outgoing view is removed.
    /// When this controller is on screen and forwards appearance
    /// automatically, the callbacks come in UIKit's order:
    /// `from.viewWillDisappear`, `to.viewWillAppear`, …,
    /// `from.viewDidDisappear`, `to.viewDidAppear`, then `completion`.
    ///
    /// With a duration of zero, or outside a window with a driver, everything
    /// happens before this method returns. Containment itself is the
    /// caller's job, as in UIKit: typically `addChild(to)` before and
    /// `from.removeFromParent()` in `completion`.
    ///
    /// ```swift
    /// map.willMove(toParent: nil)
    /// try addChild(info)
    /// try transition(from: map, to: info, duration: 0.2,
    ///                options: [.transitionFlipFromTop, .curveEaseIn],
    ///                completion: { _ in
    ///                    map.removeFromParent()
    ///                    info.didMove(toParent: self)
    ///                })
    /// ```
    ///
    /// - Parameter completion: Called once with `true`, or with `false` when
    ///   the transition was cut short because its views were moved, a
    ///   controller left its parent or the window changed visibility.
    /// - Throws: `ContainmentError.notChildren` unless both are children of
    ///   this controller; `.transitionToSelf`; `.fromViewNotInHierarchy`;
    ///   `.toViewAlreadyInHierarchy`; `.transitionInProgress` when the
    ///   container is already transitioning. Nothing changes when it throws.
    public func transition(
        from fromController: ViewController,
        to toController: ViewController,
        duration: Double,
        options: TransitionOptions = [],
        animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
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
            completion: completion)

        Trace.emit(animation.traceEvent("transitionBegan"))
        if drivesAppearance {
            fromController.forwardBegin(appearing: false, animated: animated)
            toController.forwardBegin(appearing: true, animated: animated)
        }
        toView.frame = fromView.frame
        let index = (container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count - 1) + 1
        do {
            try container.insert(toView, at: index, appearance: false)
        } catch {
            // Validated above and nothing ran in between that could change the tree.
            preconditionFailure("transition insertion failed after validation: \(error)")
        }
        container.activeTransition = animation
        animations?()
        animation.start()
    }
}
