/// A controller that manages a view and, as a container, child controllers:
/// the platform-neutral counterpart of `UIViewController`.
///
/// Subclass it and override the lifecycle methods as in UIKit; overrides of
/// `willMove(toParent:)`, `didMove(toParent:)` and `viewWillTransition(to:)`
/// must call `super`. Embedding a child reads as it does in UIKit:
///
/// ```swift
/// try addChild(map)                       // calls map.willMove(toParent: self)
/// try topContainer.addSubview(map.view)   // map appears if self is on screen
/// map.didMove(toParent: self)
/// ```
///
/// and removing it:
///
/// ```swift
/// map.willMove(toParent: nil)
/// map.view.removeFromSuperview()          // map disappears
/// map.removeFromParent()                  // calls map.didMove(toParent: nil)
/// ```
@MainActor open class ViewController {
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// True inside the appearing callbacks (`viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`, and the children's forwarded from them) of an
    /// add: between `addChild(_:)` and `didMove(toParent:)` with the new
    /// parent. False everywhere else, as in UIKit, so code outside those
    /// callbacks never sees a move that is not happening now.
    public var isMovingToParent: Bool {
        isAddPending && isInAppearanceCallbacks && appearanceState.isGoingOnScreen
    }
    /// True inside the disappearing callbacks (`viewWillDisappear(_:)`,
    /// `viewDidDisappear(_:)`, and the children's forwarded from them) of a
    /// removal: between `willMove(toParent: nil)` and `removeFromParent()`.
    /// False everywhere else, as in UIKit.
    public var isMovingFromParent: Bool {
        isRemovalPending && isInAppearanceCallbacks && !appearanceState.isGoingOnScreen
    }

    /// An add has begun (`addChild(_:)`) and not ended (`didMove(toParent:)`,
    /// a removal, another add).
    private var isAddPending = false
    /// A removal has begun (`willMove(toParent: nil)`) and not ended
    /// (`removeFromParent()`, `didMove(toParent:)` naming the parent it
    /// stays with, an add elsewhere).
    private var isRemovalPending = false
    /// How deep this controller is in its own appearance callbacks and the
    /// forwarding they start: the moving flags read true only in there.
    var appearanceCallbackDepth = 0
    private var isInAppearanceCallbacks: Bool { appearanceCallbackDepth > 0 }

    /// What a navigation controller shows for this controller.
    public let navigationItem = NavigationItem()
    /// What a tab bar controller shows for this controller.
    public let tabBarItem = TabBarItem()

    private var loadedView: View?
    private var customTraceName: String?
    /// The `animated` flag of the last begun appearance transition, repeated
    /// by its `viewDid…` callback.
    var appearanceAnimated = false

    /// Creates a controller whose view loads on first use.
    public init() {}

    /// The controller's name in the trace, errors and diagnostics, such as
    /// `"startMap"`. Defaults to the class name.
    public var traceName: String {
        get { customTraceName ?? String(describing: type(of: self)) }
        set { customTraceName = newValue }
    }

    // MARK: - The view

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    ///
    /// A root view gets `[.flexibleWidth, .flexibleHeight]` autoresizing if it
    /// has none. While it keeps exactly that mask, adding it to a container
    /// sizes it to the container's bounds, and autoresizing keeps it so: a
    /// child's view fills its container by default. Give it another mask to
    /// place it yourself.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue.owningController = self
            if newValue.autoresizingMask.isEmpty { newValue.autoresizingMask = .flexibleSize }
        }
    }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view. Override to assign `view` your own; the default
    /// assigns an empty `View`.
    open func loadView() {
        view = View()
    }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        trace("loadView")
        loadView()
        if loadedView == nil { view = View() }
        trace("viewDidLoad")
        viewDidLoad()
    }

    // MARK: - Containment

    /// Adds `child` as a child, calling `child.willMove(toParent: self)` first
    /// and taking it from any other parent (which calls
    /// `didMove(toParent: nil)` on it). Call `child.didMove(toParent: self)`
    /// after placing its view.
    ///
    /// Adding a controller that is already a child does nothing and reports
    /// `ContainmentDiagnostic.Code.childAlreadyAdded`.
    ///
    /// - Throws: `ContainmentError.childIsParent` or `.childIsAncestor` when the
    ///   tree would get a cycle; `.hierarchyInconsistency` when the child's
    ///   view still sits in another controller's view; `.viewIsWindowRoot` when
    ///   it is a window's root. Nothing changes when it throws.
    ///
    /// Overrides must call `super`.
    open func addChild(_ child: ViewController) throws(ContainmentError) {
        if child === self { throw .childIsParent(controller: traceName) }
        var ancestor = parent
        while let current = ancestor {
            if current === child { throw .childIsAncestor(child: child.traceName, parent: traceName) }
            ancestor = current.parent
        }
        if child.parent === self {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .childAlreadyAdded,
                message: "\(child.traceName) is already a child of \(traceName)"))
            return
        }
        if let childView = child.loadedView {
            if childView.rootOfWindow != nil { throw .viewIsWindowRoot(view: childView.displayName) }
            if let owner = childView.superview?.nearestOwner, owner !== self {
                throw .hierarchyInconsistency(
                    child: child.traceName, expectedParent: traceName, actualOwner: owner.traceName)
            }
        }
        child.willMove(toParent: self)
        if child.parent != nil {
            child.detachFromParent()
            // The old parent's didMove(toParent: nil) may have put the child
            // somewhere else already: that move stands, and this add yields
            // to it rather than leave two parents listing the child.
            if child.parent != nil {
                View.reportCallbackChange("\(child.traceName) was re-parented to "
                    + "\(child.parent?.traceName ?? "nil") by a callback while being added to \(traceName)")
                return
            }
        }
        // Set after the old parent let go, which ended any move the child was in.
        child.isAddPending = true
        children.append(child)
        child.parent = self
    }

    /// Replaces `fromController`'s view with `toController`'s, animated, as
    /// UIKit's `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// The incoming view is added to the outgoing view's superview (the
    /// container), just above it. Its frame is left to the caller, as in
    /// UIKit: set it before calling (say, off to one side for a slide); a
    /// view whose frame is still `.zero` takes the outgoing view's frame.
    /// `animations` runs once, after the incoming view is added: the
    /// ``View/frame`` and ``View/alpha`` changes it makes animate with the
    /// transition's duration and curve, exactly as in
    /// ``View/animate(withDuration:delay:options:animations:completion:)``.
    /// The backend's `TransitionRenderer` paints the transition style paced
    /// by the window's `AnimationDriver`; at the end the outgoing view is
    /// removed.
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
    ///   The transition holds its container from the start, so a second
    ///   one started there from its callbacks is the one refused. The checks
    ///   run again after the appearance callbacks: the outgoing controller
    ///   may have removed itself (that is where it was going), but if one of
    ///   them changed the hierarchy otherwise (say, a `viewWillAppear` that
    ///   re-parents its controller), the transition is abandoned with the
    ///   matching error, the callback's change stands, the appearance it
    ///   began follows the views to where they are, and
    ///   `ContainmentDiagnostic.Code.hierarchyChangedByCallback` is reported.
    ///
    /// Overrides must call `super`.
    open func transition(
        from fromController: ViewController,
        to toController: ViewController,
        duration: Double,
        options: TransitionOptions = [],
        animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) throws(ContainmentError) {
        try performTransition(
            from: fromController, to: toController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`.
    /// Call `willMove(toParent: nil)` first and remove the view yourself.
    /// Does nothing without a parent.
    ///
    /// A transition this controller takes part in is finished first
    /// (`finished == false`). Overrides must call `super`.
    open func removeFromParent() {
        guard parent != nil else { return }
        if let container = loadedView?.superview, let transition = container.activeTransition,
           transition.from === self || transition.to === self {
            transition.finish(finished: false)
        }
        guard parent != nil else { return }
        detachFromParent()
    }

    /// Puts `ordered` (those of them that are children) first in
    /// ``children``, in that order, followed by the other children as they
    /// were: a container keeps `children` in its own order, as
    /// `UINavigationController` keeps them in stack order.
    func orderChildren(_ ordered: [ViewController]) {
        let first = ordered.filter { candidate in children.contains { $0 === candidate } }
        let rest = children.filter { child in !first.contains { $0 === child } }
        children = first + rest
    }

    /// Called before the controller is added to or removed from a parent.
    /// `addChild(_:)` calls it; before `removeFromParent()`, call it with nil
    /// yourself. Overrides must call `super`.
    open func willMove(toParent parent: ViewController?) {
        traceMove("willMove(toParent:)", parent)
        if parent == nil && self.parent != nil {
            // A removal supersedes an add still waiting for its didMove.
            isAddPending = false
            isRemovalPending = true
        }
    }

    /// Called after the controller was added to or removed from a parent.
    /// `removeFromParent()` calls it with nil; after `addChild(_:)` and placing
    /// the view, call it yourself. Overrides must call `super`.
    ///
    /// Naming a controller other than the actual parent reports
    /// `ContainmentDiagnostic.Code.didMoveToUnexpectedParent` and changes nothing.
    open func didMove(toParent parent: ViewController?) {
        traceMove("didMove(toParent:)", parent)
        guard parent === self.parent else {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .didMoveToUnexpectedParent,
                message: "didMove(toParent: \(parent?.traceName ?? "nil")) on \(traceName), "
                    + "whose parent is \(self.parent?.traceName ?? "nil")"))
            return
        }
        // Naming the parent it stays with ends an add, or a removal the
        // container changed its mind about.
        if parent != nil {
            isAddPending = false
            isRemovalPending = false
        }
    }

    private func detachFromParent() {
        let oldParent = parent
        oldParent?.children.removeAll { $0 === self }
        parent = nil
        isAddPending = false
        isRemovalPending = false
        // Before didMove, so no callback ever sees a container list a
        // controller that is no longer its child.
        oldParent?.didRemoveChild(self)
        didMove(toParent: nil)
    }

    /// Called when `child` has just stopped being a child, whoever removed
    /// it: its own `removeFromParent()`, or an `addChild(_:)` elsewhere.
    /// Containers that keep lists of their children beyond ``children``
    /// (a navigation stack, tabs) drop it here; what the container removed
    /// itself is already gone from them.
    func didRemoveChild(_ child: ViewController) {}

    // MARK: - Appearance

    /// Whether this container passes its appearance changes on to its
    /// children, and makes children appear or disappear when their views are
    /// added or removed. Defaults to true; override to return false and drive
    /// children with `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`isAppearing`) or
    /// disappear, calling `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    ///
    /// Use it from a container that returns false from
    /// `shouldAutomaticallyForwardAppearanceMethods`, and balance it with
    /// `endAppearanceTransition()`. Beginning in the direction the controller
    /// is already going is ignored and reported as
    /// `ContainmentDiagnostic.Code.unbalancedAppearanceTransition`.
    ///
    /// Overrides must call `super`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Completes the appearance transition begun last, calling
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`. Without a begun
    /// transition it is ignored and reported as
    /// `ContainmentDiagnostic.Code.unbalancedAppearanceTransition`.
    ///
    /// Overrides must call `super`.
    open func endAppearanceTransition() {
        performEndAppearanceTransition()
    }

    /// Called once this controller's `viewWill…` (`began`) or `viewDid…`
    /// callback and those forwarded from it to its children have all run:
    /// the place for a container to tell a delegate about a child, after
    /// that child's own callback.
    func appearanceForwardingDidFinish(began: Bool) {}

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Keyboard

    /// The keyboard shortcuts this controller answers while it is on screen;
    /// see ``KeyCommand``. The default has none.
    open var keyCommands: [KeyCommand] { [] }

    // MARK: - Layout and size

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called before the window (the desktop's rotation) changes size. The
    /// default forwards `size` to every child; overrides must call `super`.
    open func viewWillTransition(to size: Size) {
        for child in children { child.dispatchWillTransition(to: size) }
    }

    func dispatchWillTransition(to size: Size) {
        Trace.emit(TraceEvent("viewWillTransition(to:)", [
            ("controller", .string(traceName)),
            ("width", .number(size.width)),
            ("height", .number(size.height)),
        ]))
        viewWillTransition(to: size)
    }

    func dispatchLayout(will: Bool) {
        if will {
            trace("viewWillLayoutSubviews")
            viewWillLayoutSubviews()
        } else {
            trace("viewDidLayoutSubviews")
            viewDidLayoutSubviews()
        }
    }

    // MARK: - Tracing

    func trace(_ event: String) {
        Trace.emit(TraceEvent(event, [("controller", .string(traceName))]))
    }

    private func traceMove(_ event: String, _ parent: ViewController?) {
        Trace.emit(TraceEvent(event, [
            ("controller", .string(traceName)),
            ("parent", parent.map { .string($0.traceName) } ?? .null),
        ]))
    }
}
