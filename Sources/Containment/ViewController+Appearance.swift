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

    /// Begins an appearance transition here and, when forwarding, in embedded children.
    func forwardBegin(appearing: Bool, animated: Bool) {
        guard appearanceState.canBegin(appearing: appearing) else { return }
        appearanceCallbackDepth += 1
        defer { appearanceCallbackDepth -= 1 }
        appearanceState = appearing ? .appearing : .disappearing
        appearanceAnimated = animated
        traceAppearance(appearing ? "viewWillAppear" : "viewWillDisappear", animated)
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceDependents {
            child.forwardBegin(appearing: appearing, animated: animated)
        }
    }

    /// Ends the appearance transition here and in children going the same way.
    func forwardEnd() {
        guard appearanceState.isTransitioning else { return }
        appearanceCallbackDepth += 1
        defer { appearanceCallbackDepth -= 1 }
        let appearing = appearanceState == .appearing
        appearanceState = appearing ? .appeared : .disappeared
        traceAppearance(appearing ? "viewDidAppear" : "viewDidDisappear", appearanceAnimated)
        if appearing { viewDidAppear(appearanceAnimated) } else { viewDidDisappear(appearanceAnimated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let going: AppearanceState = appearing ? .appearing : .disappearing
        for child in appearanceDependents where child.appearanceState == going {
            child.forwardEnd()
        }
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
