/// A rectangle in a tree of views: the platform-neutral counterpart of `UIView`.
///
/// A view knows its frame, superview and subviews; a backend `ViewHost`
/// mirrors each change onto a real widget. Views added under a hosted view get
/// a host from it, so an app builds plain `View`s and the backend fills in
/// the widgets when they reach a window.
///
/// Layout is synchronous: when a view's size changes, its autoresizing
/// subviews follow at once, then every view whose size changed lays out top
/// down (`viewWillLayoutSubviews()`, `layoutSubviews()`,
/// `viewDidLayoutSubviews()` of the owning controller). That makes the order
/// of callbacks the same on every backend.
@MainActor open class View {
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The views this one contains, back to front.
    public private(set) var subviews: [View] = []
    /// A name for diagnostics and errors, e.g. `"topContainer"`.
    public var name: String?
    /// How this view follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// The backend side of the view, if it has one yet.
    public private(set) var host: (any ViewHost)?

    /// A hint to the backend: a subview removed from this view will probably
    /// come back (a tab shown again, the page under a pushed one), so its
    /// widget may stay parked here, hidden, instead of being taken out and
    /// later rebuilt on screen. Set by containers; the model is unaffected
    /// (the subview has no superview either way).
    public var parksRemovedSubviews = false

    /// The controller whose root view this is.
    weak var owningController: ViewController?
    /// Set on a window's root view only.
    weak var rootOfWindow: Window?
    /// The transition running in this view, if it is a transition's container.
    var activeTransition: TransitionAnimation?

    /// The animation moving ``presentationFrame``, if any.
    var frameTrack: AnimationTrack<Rect>?
    /// The animation moving ``presentationAlpha``, if any.
    var alphaTrack: AnimationTrack<Double>?

    private var needsLayout = false
    private static var resizeNesting = 0

    /// Creates a view with a frame and, for views backed by a specific widget,
    /// the host that wraps it.
    public init(frame: Rect = .zero, host: (any ViewHost)? = nil) {
        self.frame = frame
        self.host = host
    }

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting a new size resizes autoresizing subviews and lays out. Inside
    /// an animation block (`View.animate(withDuration:…)` or a transition's
    /// `animations`) the new value takes effect at once, as in UIKit, while
    /// ``presentationFrame`` moves to it over the animation.
    public var frame: Rect {
        didSet {
            ViewAnimation.beginDeferringEnds()
            defer { ViewAnimation.endDeferringEnds() }
            let shown = presentationChange(&frameTrack, old: oldValue, new: frame, interpolate: Rect.interpolate)
            guard frame != oldValue else {
                if shown { host?.viewPresentationDidChange(self) }
                return
            }
            host?.viewFrameDidChange(self)
            guard frame.size != oldValue.size else { return }
            needsLayout = true
            View.resizeNesting += 1
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = subview.autoresizingMask.resize(
                    subview.frame, from: oldValue.size, to: frame.size)
            }
            View.resizeNesting -= 1
            if View.resizeNesting == 0 { layoutSubtreeIfNeeded() }
        }
    }

    /// The view's rectangle in its own coordinates: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The view's opacity, from 0 (transparent) to 1 (opaque, the default).
    ///
    /// Animatable like ``frame``: inside an animation block the new value
    /// takes effect at once while ``presentationAlpha`` follows the curve.
    public var alpha: Double = 1 {
        didSet {
            ViewAnimation.beginDeferringEnds()
            defer { ViewAnimation.endDeferringEnds() }
            let shown = presentationChange(&alphaTrack, old: oldValue, new: alpha, interpolate: View.interpolate)
            if alpha != oldValue {
                host?.viewAlphaDidChange(self)
            } else if shown {
                host?.viewPresentationDidChange(self)
            }
        }
    }

    /// Whether the view is hidden.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue { host?.viewHiddenDidChange(self) }
        }
    }

    /// The window whose tree this view is in, if any.
    public var window: Window? {
        var top = self
        while let next = top.superview { top = next }
        return top.rootOfWindow
    }

    /// Whether this view is `view` or one of its descendants, as UIKit's.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds `view` on top of the subviews, taking it from its current superview.
    ///
    /// If `view` is a controller's root view and this view is in the visible
    /// view of that controller's parent, the controller appears.
    ///
    /// - Throws: `ContainmentError.hierarchyInconsistency` when `view` (or a
    ///   controller's root view inside it) would sit under a view owned by a
    ///   controller other than its parent; `.viewIsSelf`, `.viewIsAncestor` or
    ///   `.viewIsWindowRoot` when the tree would stop being a tree. Nothing
    ///   changes when it throws.
    public func addSubview(_ view: View) throws(ContainmentError) {
        try insert(view, at: subviews.count, appearance: true)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid
    /// range), with the same rules and errors as `addSubview(_:)`.
    public func insertSubview(_ view: View, at index: Int) throws(ContainmentError) {
        try insert(view, at: index, appearance: true)
    }

    /// Removes the view from its superview; a controller whose root view
    /// leaves a visible view disappears. Does nothing without a superview.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        TransitionAnimation.finishTransitions(affecting: self)
        detach(appearance: true)
    }

    /// Lays out subviews; called after the view's size changed. The default
    /// does nothing, since autoresizing already happened. Override to place
    /// subviews by hand.
    open func layoutSubviews() {}

    /// Marks the view as needing layout at the next `layoutIfNeeded()`.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its descendants now if any of them needs it.
    public func layoutIfNeeded() { layoutSubtreeIfNeeded() }

    // MARK: - Internals shared with controllers and transitions

    /// A readable name for errors and diagnostics.
    public var displayName: String {
        if let name { return name }
        if let owningController { return "\(owningController.traceName).view" }
        return "view"
    }

    /// The controller owning this view or its nearest ancestor that has one.
    var nearestOwner: ViewController? {
        var current: View? = self
        while let view = current {
            if let owner = view.owningController { return owner }
            current = view.superview
        }
        return nil
    }

    /// The controllers whose root views are in this subtree with no other
    /// controller's root view between them and this view, in tree order.
    var topLevelControllers: [ViewController] {
        if let owningController { return [owningController] }
        return subviews.flatMap(\.topLevelControllers)
    }

    /// Every view in this subtree, this one first.
    var subtree: [View] { [self] + subviews.flatMap(\.subtree) }

    func validateInsertion(of view: View) throws(ContainmentError) {
        if view === self { throw .viewIsSelf(view: view.displayName) }
        if isDescendant(of: view) {
            throw .viewIsAncestor(view: view.displayName, superview: displayName)
        }
        if view.rootOfWindow != nil { throw .viewIsWindowRoot(view: view.displayName) }
        guard let owner = nearestOwner else { return }
        for controller in view.topLevelControllers {
            if let parent = controller.parent, parent !== owner {
                throw .hierarchyInconsistency(
                    child: controller.traceName,
                    expectedParent: parent.traceName,
                    actualOwner: owner.traceName)
            }
        }
    }

    /// Inserts `view`; `appearance` is false when a transition drives appearance itself.
    func insert(_ view: View, at index: Int, appearance: Bool) throws(ContainmentError) {
        try validateInsertion(of: view)
        if view.superview === self {
            reorder(view, to: index)
            return
        }
        if appearance {
            TransitionAnimation.finishTransitions(affecting: view)
            // A completion handler run by the finished transition may have changed the tree.
            try validateInsertion(of: view)
        }
        let owner = nearestOwner
        let keepsOwner = view.superview.map { $0.nearestOwner === owner } ?? false
        if view.superview != nil { view.detach(appearance: appearance && !keepsOwner) }

        // A controller's root view with the default autoresizing fills its container.
        if appearance, view.owningController != nil, view.autoresizingMask == .flexibleSize {
            view.frame = bounds
        }

        // Callbacks (the detached view's viewWillDisappear) may have moved it again.
        guard stillInsertable(view) else { return }

        let appearing = appearance && !keepsOwner ? ViewController.controllersAppearing(in: view, under: owner) : []
        for controller in appearing { controller.forwardBegin(appearing: true, animated: false) }
        // A viewWillAppear that moved its own view, or changed its parent,
        // wins: this insertion is dropped, and the appearance it began goes
        // where the view went instead (on screen, if it moved to another
        // visible container).
        guard stillInsertable(view) else {
            for controller in appearing { controller.settleAppearance() }
            return
        }

        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if let host, view.host == nil {
            view.host = host.makeHost(forSubview: view)
            view.host?.viewDidMove(view, from: nil)
            // A new widget: its subviews' widgets must be placed in it.
            view.hostSubviews()
        } else {
            // An existing widget already holds its subviews' widgets.
            view.host?.viewDidMove(view, from: nil)
        }

        // Ended here if the owner has appeared, else by the owner's own end;
        // reversed if a callback took the owner off screen meanwhile.
        for controller in appearing { controller.settleAppearance() }
    }

    /// Removes the view from its superview; `appearance` as in `insert`.
    func detach(appearance: Bool) {
        guard let oldSuperview = superview else { return }
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        // What leaves the screen stops animating, as in UIKit.
        stopAnimationsInSubtree()
        let disappearing = appearance
            ? ViewController.controllersDisappearing(in: self, from: oldSuperview.nearestOwner) : []
        // Those already on their way (their container is disappearing) are
        // ended too: their container's own end no longer reaches them.
        let leaving = appearance
            ? topLevelControllers.filter { $0.appearanceState.isTransitioning } : []
        for controller in disappearing { controller.forwardBegin(appearing: false, animated: false) }
        guard superview === oldSuperview else {
            // A viewWillDisappear moved this view itself: that move stands,
            // and appearance follows the view to where it went.
            View.reportCallbackChange("\(displayName) was moved by a callback while leaving \(oldSuperview.displayName)")
            for controller in disappearing { controller.settleAppearance() }
            return
        }

        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
        host?.viewDidMove(self, from: oldSuperview)

        for controller in disappearing { controller.settleAppearance() }
        for controller in leaving where !disappearing.contains(where: { $0 === controller }) {
            controller.settleAppearance()
        }
    }

    /// Whether `view` can still be inserted here after callbacks ran: it has
    /// no superview and the insertion is still valid. Reports when not.
    private func stillInsertable(_ view: View) -> Bool {
        let valid: Bool
        do {
            try validateInsertion(of: view)
            valid = view.superview == nil
        } catch {
            valid = false
        }
        if !valid {
            View.reportCallbackChange("\(view.displayName) was moved by a callback while being added to \(displayName)")
        }
        return valid
    }

    static func reportCallbackChange(_ message: String) {
        ContainmentLogging.report(ContainmentDiagnostic(code: .hierarchyChangedByCallback, message: message))
    }

    /// Called when this view has just got its host: gives hosts to subviews
    /// that lack one (so a hosted view's subviews are always hosted) and
    /// places every subview's widget in the new one.
    private func hostSubviews() {
        guard let host else { return }
        for subview in subviews {
            if subview.host == nil {
                subview.host = host.makeHost(forSubview: subview)
                subview.host?.viewDidMove(subview, from: nil)
                subview.hostSubviews()
            } else {
                subview.host?.viewDidMove(subview, from: nil)
            }
        }
    }

    /// Installs `host` on a view that has none (a window's root view).
    func adopt(_ host: any ViewHost) {
        self.host = host
        hostSubviews()
    }

    private func reorder(_ view: View, to index: Int) {
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.host?.viewDidMove(view, from: self)
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.dispatchLayout(will: true)
            layoutSubviews()
            owningController?.dispatchLayout(will: false)
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }
}
