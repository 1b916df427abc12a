// Appearance forwarding: the manual begin/end calls and the automatic
// propagation to children.
//
// Rules, as UIKit's:
// - A controller's callbacks come before its children's (parent will, child
//   will; parent did, child did).
// - A container forwards automatically only while
//   `shouldAutomaticallyForwardAppearanceMethods` is true, and only to
//   controllers whose root view sits inside its own view: its children, and
//   controllers with no parent (appearance follows the view tree).
// - Adding a child's view to a view of an appearing or appeared parent makes
//   the child appear (not animated); removing it makes it disappear.

extension ViewController {
    /// The work of `beginAppearanceTransition(_:animated:)`, outside the
    /// class body so the method itself can be `open`.
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearanceState.canBegin(appearing: isAppearing) else {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .unbalancedAppearanceTransition,
                message: "unbalanced beginAppearanceTransition(\(isAppearing), animated: \(animated)) "
                    + "on \(traceName), which is \(appearanceState.rawValue)"))
            return
        }
        forwardBegin(appearing: isAppearing, animated: animated)
    }

    /// The work of `endAppearanceTransition()`.
    func performEndAppearanceTransition() {
        guard appearanceState.isTransitioning else {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .unbalancedAppearanceTransition,
                message: "unbalanced endAppearanceTransition() on \(traceName), "
                    + "which is \(appearanceState.rawValue)"))
            return
        }
        forwardEnd()
    }

    /// The controllers this one passes its appearance on to: its children whose
    /// root views sit inside its view (in `children` order), then controllers
    /// without a parent whose root views sit there (in view order).
    ///
    /// Parentless controllers are included so that appearance follows the view
    /// tree: a controller whose view is on screen has appeared, whatever its
    /// containment.
    var appearanceDependents: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        let embedded = view.subviews.flatMap(\.topLevelControllers)
        let embeddedChildren = children.filter { child in embedded.contains { $0 === child } }
        return embeddedChildren + embedded.filter { $0.parent == nil }
    }

    /// Whether `child`, one of ``appearanceDependents`` when forwarding
    /// began, still is one.
    private func stillPassesAppearance(to child: ViewController) -> Bool {
        appearanceDependents.contains { $0 === child }
    }

    /// Begins an appearance transition here and, when forwarding, in embedded children.
    ///
    /// A callback that sends this controller the other way (a
    /// `viewWillAppear` that takes its own view off screen) has already
    /// forwarded that change: forwarding stops rather than undo it. The
    /// outgoing controller of a running transition is not made to appear:
    /// its view is on its way out.
    func forwardBegin(appearing: Bool, animated: Bool) {
        guard appearanceState.canBegin(appearing: appearing) else { return }
        appearanceCallbackDepth += 1
        defer { appearanceCallbackDepth -= 1 }
        defer { appearanceForwardingDidFinish(began: true) }
        let going: AppearanceState = appearing ? .appearing : .disappearing
        // Before any callback moves the focus or the view away.
        if !appearing, let view = viewIfLoaded { view.host?.controllerWillDisappear(showing: view) }
        appearanceState = going
        appearanceAnimated = animated
        traceAppearance(appearing ? "viewWillAppear" : "viewWillDisappear", animated)
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceDependents {
            guard appearanceState == going else { return }
            // A callback earlier in this loop (a sibling's, or a grandchild's)
            // may have moved this child away: it then takes its appearance
            // from where its view went, not from here.
            guard stillPassesAppearance(to: child) else { continue }
            if appearing, child.runningTransition?.from === child { continue }
            child.forwardBegin(appearing: appearing, animated: animated)
        }
    }

    /// Ends the appearance transition here and in the embedded children.
    ///
    /// A child that never began going this way is taken through both
    /// steps: a callback can end this controller before it forwarded its
    /// begin (a `viewWillDisappear` that removes its own controller), and
    /// the children must arrive where their parent did. Children taking
    /// part in a running transition are left to it: it ends their
    /// appearance when its views are in place.
    func forwardEnd() {
        guard appearanceState.isTransitioning else { return }
        appearanceCallbackDepth += 1
        defer { appearanceCallbackDepth -= 1 }
        defer { appearanceForwardingDidFinish(began: false) }
        let appearing = appearanceState == .appearing
        let arrived: AppearanceState = appearing ? .appeared : .disappeared
        // Declared after the other defers, so it runs before them, once the
        // children have appeared too: the deepest note of the focus wins.
        defer {
            if appearing, appearanceState == .appeared, let view = viewIfLoaded {
                view.host?.controllerDidAppear(showing: view)
            }
        }
        appearanceState = arrived
        traceAppearance(appearing ? "viewDidAppear" : "viewDidDisappear", appearanceAnimated)
        if appearing { viewDidAppear(appearanceAnimated) } else { viewDidDisappear(appearanceAnimated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let going: AppearanceState = appearing ? .appearing : .disappearing
        for child in appearanceDependents where child.runningTransition == nil {
            guard appearanceState == arrived else { return }
            guard stillPassesAppearance(to: child) else { continue }
            if child.appearanceState.isGoingOnScreen != appearing {
                child.forwardBegin(appearing: appearing, animated: appearanceAnimated)
            }
            if child.appearanceState == going { child.forwardEnd() }
        }
    }

    /// The running transition this controller is the outgoing or incoming side of.
    var runningTransition: TransitionAnimation? {
        guard let transition = viewIfLoaded?.superview?.activeTransition,
              transition.from === self || transition.to === self
        else { return nil }
        return transition
    }

    /// Where the view tree sends this controller: whether it should be on
    /// screen (or going there), and whether it should have arrived, which
    /// it should unless the controller its view sits in is itself midway.
    /// Nil when a container that forwards appearance by hand decides.
    var appearanceTarget: (onScreen: Bool, settled: Bool)? {
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return nil }
        guard let view = viewIfLoaded else { return (false, true) }
        if let window = view.rootOfWindow { return (window.isVisible, true) }
        guard let owner = view.superview?.nearestOwner else { return (false, true) }
        guard owner.shouldAutomaticallyForwardAppearanceMethods else { return nil }
        return (owner.appearanceState.isGoingOnScreen, !owner.appearanceState.isTransitioning)
    }

    /// Brings the appearance to where the view now is: after callbacks or a
    /// transition moved views, so a controller never ends appeared with its
    /// view gone, nor disappeared while on screen. Every step goes through
    /// the ordinary begin and end, so the callbacks stay balanced.
    func settleAppearance(animated: Bool = false) {
        guard let target = appearanceTarget else { return }
        if appearanceState.isGoingOnScreen != target.onScreen {
            forwardBegin(appearing: target.onScreen, animated: animated)
        }
        if target.settled, appearanceState.isTransitioning { forwardEnd() }
    }

    /// The controllers in `view`'s subtree that appear when it is added under `owner`.
    static func controllersAppearing(in view: View, under owner: ViewController?) -> [ViewController] {
        guard let owner, owner.shouldAutomaticallyForwardAppearanceMethods,
              owner.appearanceState == .appearing || owner.appearanceState == .appeared
        else { return [] }
        return view.topLevelControllers.filter {
            ($0.parent === owner || $0.parent == nil) && $0.appearanceState.canBegin(appearing: true)
        }
    }

    /// The controllers in `view`'s subtree that disappear when it leaves `owner`'s view.
    ///
    /// A controller with no parent disappears too: nobody else would ever end
    /// its appearance once its view has left the screen.
    static func controllersDisappearing(in view: View, from owner: ViewController?) -> [ViewController] {
        view.topLevelControllers.filter { controller in
            guard controller.appearanceState.canBegin(appearing: false) else { return false }
            guard let parent = controller.parent else { return true }
            return parent === owner && parent.shouldAutomaticallyForwardAppearanceMethods
        }
    }

    private func traceAppearance(_ event: String, _ animated: Bool) {
        Trace.emit(TraceEvent(event, [
            ("controller", .string(traceName)),
            ("animated", .bool(animated)),
        ]))
    }
}
