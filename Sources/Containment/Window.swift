/// A top-level window: hosts the root controller's view and tells it when it
/// appears, disappears or changes size.
///
/// ```swift
/// let window = Window(size: Size(width: 800, height: 600))
/// window.rootViewController = RootViewController()
/// window.show()   // root (and its embedded children) appear
/// ```
///
/// A backend passes a `WindowHost` and reports what really happened through
/// `windowDidBecomeVisible()`, `windowDidBecomeHidden()` and
/// `windowDidResize(to:)`; without a host, `show()`, `hide()` and
/// `resize(to:)` take effect at once.
@MainActor public final class Window {
    /// The backend window, if any.
    public let host: (any WindowHost)?
    /// Paces transitions and view animations in this window; without one
    /// they finish at once.
    public var animationDriver: (any AnimationDriver)?
    /// Paints transitions in this window; without one they are invisible.
    public var transitionRenderer: (any TransitionRenderer)?
    /// The window's size; the root view's frame always matches it.
    public private(set) var size: Size
    /// Whether the window is on screen.
    public private(set) var isVisible = false

    private var root: ViewController?

    /// Creates a hidden window.
    public init(
        size: Size,
        host: (any WindowHost)? = nil,
        animationDriver: (any AnimationDriver)? = nil,
        transitionRenderer: (any TransitionRenderer)? = nil
    ) {
        self.size = size
        self.host = host
        self.animationDriver = animationDriver
        self.transitionRenderer = transitionRenderer
    }

    /// The controller whose view fills the window.
    ///
    /// Replacing it on a visible window makes the old root disappear and the
    /// new one appear. A controller with a parent, whose view is in a view
    /// hierarchy or that roots another window is refused with
    /// `ContainmentDiagnostic.Code.invalidRootViewController`.
    public var rootViewController: ViewController? {
        get { root }
        set { setRoot(newValue) }
    }

    /// Shows the window.
    public func show() {
        if let host { host.show() } else { windowDidBecomeVisible() }
    }

    /// Hides the window.
    public func hide() {
        if let host { host.hide() } else { windowDidBecomeHidden() }
    }

    /// Resizes the window.
    public func resize(to size: Size) {
        if let host { host.resize(to: size) } else { windowDidResize(to: size) }
    }

    /// For backends: the window is now on screen, so the root appears.
    /// Running transitions finish first.
    public func windowDidBecomeVisible() {
        guard !isVisible else { return }
        isVisible = true
        guard let root else { return }
        TransitionAnimation.finishTransitions(affecting: root.view)
        root.forwardBegin(appearing: true, animated: false)
        root.forwardEnd()
    }

    /// For backends: the window left the screen, so the root disappears.
    /// Running transitions and view animations finish first, with
    /// `finished == false`.
    public func windowDidBecomeHidden() {
        guard isVisible else { return }
        isVisible = false
        guard let root else { return }
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        TransitionAnimation.finishTransitions(affecting: root.view)
        root.view.stopAnimationsInSubtree()
        root.forwardBegin(appearing: false, animated: false)
        root.forwardEnd()
    }

    /// For backends: the window has a new size. The root gets
    /// `viewWillTransition(to:)` (forwarded to its children), then its view
    /// takes the new size and lays out.
    public func windowDidResize(to size: Size) {
        guard size != self.size else { return }
        root?.dispatchWillTransition(to: size)
        self.size = size
        root?.view.frame = Rect(origin: .zero, size: size)
    }

    private func setRoot(_ controller: ViewController?) {
        guard controller !== root else { return }
        if let controller {
            let view = controller.viewIfLoaded
            if controller.parent != nil || view?.superview != nil || view?.rootOfWindow != nil {
                ContainmentLogging.report(ContainmentDiagnostic(
                    code: .invalidRootViewController,
                    message: "\(controller.traceName) cannot be a window's root: it has a parent, "
                        + "its view is in a hierarchy or it roots another window"))
                return
            }
        }
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        if let old = root {
            if isVisible {
                TransitionAnimation.finishTransitions(affecting: old.view)
                old.forwardBegin(appearing: false, animated: false)
            }
            old.view.stopAnimationsInSubtree()
            old.view.rootOfWindow = nil
            host?.setRootView(nil)
            root = nil
            if isVisible { old.forwardEnd() }
        }
        guard let controller else { return }
        let view = controller.view
        view.frame = Rect(origin: .zero, size: size)
        if isVisible {
            TransitionAnimation.finishTransitions(affecting: view)
            controller.forwardBegin(appearing: true, animated: false)
        }
        root = controller
        view.rootOfWindow = self
        if let host {
            if view.host == nil { view.adopt(host.makeRootViewHost(for: view)) }
            host.setRootView(view)
        }
        if isVisible { controller.forwardEnd() }
    }
}
