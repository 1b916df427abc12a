/// A container that manages a stack of pages: the counterpart of UIKit's
/// `UINavigationController`, with GNOME's manners (`AdwNavigationView`).
///
/// The root page sits at the bottom; a push slides the new page in from the
/// trailing edge over the old one, which drifts a third of the way out
/// (UIKit's parallax); a pop reverses it. A ``NavigationBar`` above the pages
/// shows the top page's `navigationItem.title` and a back button named after
/// the page below. Back is the bar's button, Alt+Left (Alt+Right in a
/// right-to-left locale), Escape and the mouse's back button.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ContinentsViewController())
/// window.rootViewController = navigation
/// // later, from inside a page:
/// navigationController?.pushViewController(CountriesViewController(continent), animated: true)
/// ```
///
/// ## Callback order
///
/// As UIKit's (Apple's `didMove(toParent:)` documentation: a container calls
/// it "after the transition to the new controller is complete"; the
/// delegate's place is UIKit's observed one). A push of `b` over `a`, with the
/// navigation controller on screen:
///
/// 1. `b.willMove(toParent: navigation)` (from `addChild`), `b.loadView`,
///    `b.viewDidLoad` if its view was not loaded
/// 2. `a.viewWillDisappear(animated)`, `b.viewWillAppear(animated)` —
///    `b.isMovingToParent` is true here
/// 3. delegate `willShow b`; the slide runs
/// 4. `a.viewDidDisappear(animated)`, `b.viewDidAppear(animated)`
/// 5. `b.didMove(toParent: navigation)`, delegate `didShow b`
///
/// A pop of `b` back to `a`:
///
/// 1. `b.willMove(toParent: nil)`
/// 2. `b.viewWillDisappear` — `b.isMovingFromParent` is true — then `a.viewWillAppear`
/// 3. delegate `willShow a`; the slide runs
/// 4. `b.viewDidDisappear`, `a.viewDidAppear`
/// 5. `b.didMove(toParent: nil)` (from `removeFromParent`); `b` is released
///    here, then delegate `didShow a`
///
/// Popping several pages (``popToRootViewController(animated:)``,
/// ``popToViewController(_:animated:)``, ``setViewControllers(_:animated:)``)
/// calls `willMove(toParent: nil)` on each leaving page from the top down,
/// and their `didMove(toParent: nil)` in the same order at the end; only the
/// page on screen and the page coming on screen get appearance callbacks.
/// Pages added below the top by ``setViewControllers(_:animated:)`` get
/// `willMove` at once and `didMove` at the end, in stack order, and no
/// appearance callbacks until they are shown.
///
/// ## While a slide runs
///
/// A push, pop or new stack asked for while a slide is running is never
/// refused and never corrupts the stack: ``viewControllers`` changes at once
/// (with each page's `willMove`), and the screen catches up with a single
/// further slide to the newest top page when the running one ends (queued
/// and coalesced; that slide is animated if the newest request was). A page
/// pushed and popped again before it was ever shown gets `willMove` and
/// `didMove` both ways and no appearance callbacks. The one exception is
/// putting back a page whose own removal is still sliding out: the running
/// slide then ends at once (`finished == false`) so the page leaves cleanly
/// before it comes back.
open class NavigationController: ViewController {
    /// The pages, root first, top last. Changes at once, even while a slide
    /// runs (see "While a slide runs" above).
    public private(set) var viewControllers: [ViewController] = []
    /// Told before and after each page is shown. Held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// How long a push or pop slides, in seconds.
    public var transitionDuration = 0.3
    /// How far the page underneath drifts during a slide, as a fraction of the width.
    public static let parallax = 0.3

    /// The bar above the pages.
    public let navigationBar = NavigationBar()
    /// The view the pages' views live in, below the bar.
    public let contentView: View = {
        let view = View()
        view.name = "navigationContent"
        view.autoresizingMask = .flexibleSize
        // The page under a pushed one comes back on pop; popped pages are freed.
        view.parksRemovedSubviews = true
        return view
    }()

    /// The page whose view is in ``contentView`` (the outgoing one while a slide runs).
    private var displayed: ViewController?
    /// Pages that got `willMove(toParent: self)` and wait for `didMove`.
    private var pendingAdded: [ViewController] = []
    /// Pages that got `willMove(toParent: nil)` and wait for `removeFromParent`.
    private var pendingRemoved: [ViewController] = []
    private var isTransitioning = false
    /// Set while a running slide is ended early to make room for a new request,
    /// so its end does not start the next slide before the request is applied.
    private var holdsSync = false
    /// Whether the newest request asked for animation.
    private var wantsAnimation = false
    /// A page shown without a slide (the root, typically) whose `willShow`
    /// and `didShow` wait for its appearance, and whose `didShow` alone
    /// waits once `willShow` was told: the delegate hears of a page after
    /// its `viewWillAppear` and `viewDidAppear`, not when it loads.
    private var unannouncedWillShow: ViewController?
    private var unannouncedDidShow: ViewController?

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    }

    /// The page on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The page the user sees: the top page (there is no presentation here).
    public var visibleViewController: ViewController? { viewControllers.last }

    /// Which way the locale reads; the GTK backend sets it on the bar from
    /// GTK's text direction. A right-to-left push slides in from the left.
    public var layoutDirection: LayoutDirection {
        get { navigationBar.layoutDirection }
        set { navigationBar.layoutDirection = newValue }
    }

    // MARK: - The stack

    /// Pushes `viewController` on top of the stack and slides it in.
    ///
    /// Pushing a page already on the stack changes nothing and reports
    /// `ContainmentDiagnostic.Code.childAlreadyAdded` (UIKit throws an
    /// exception).
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        if viewControllers.contains(where: { $0 === viewController }) {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .childAlreadyAdded,
                message: "\(viewController.traceName) is already on the stack of \(traceName)"))
            return
        }
        apply(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top page and slides back to the one below.
    ///
    /// - Returns: The popped page, or nil when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        apply(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every page above the root.
    ///
    /// - Returns: The popped pages, bottom first, or nil when only the root is left.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        apply([viewControllers[0]], animated: animated)
        return popped
    }

    /// Pops the pages above `viewController`, which becomes the top.
    ///
    /// - Returns: The popped pages, bottom first; nil when `viewController`
    ///   is not on the stack (UIKit throws), an empty array when it is on top.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        apply(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. The slide is a push when the new top page was not
    /// on the stack, a pop when it was; when the top page stays, nothing slides.
    ///
    /// A page listed twice is kept once, at its first place.
    public func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for controller in newControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        apply(unique, animated: animated)
    }

    // MARK: - Keys

    /// Back on Alt+Left (Alt+Right right-to-left), Escape and the mouse's back
    /// button, as `AdwNavigationView`; each passes the key on from the root page.
    open override var keyCommands: [KeyCommand] {
        let back: @MainActor () -> Bool = { [weak self] in
            guard let self, self.viewControllers.count > 1 else { return false }
            self.popViewController(animated: true)
            return true
        }
        let arrow: KeyCommand.Input = layoutDirection.isRightToLeft ? .right : .left
        return [
            KeyCommand(arrow, modifiers: .alternate, title: "Back", action: back),
            KeyCommand(.escape, title: "Back", action: back),
            KeyCommand(.back, title: "Back", action: back),
        ]
    }

    // MARK: - The view

    /// Builds the root view: the bar on top, the content view below it.
    open override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.name = "navigationRoot"
        navigationBar.frame = Rect(x: 0, y: 0, width: 400, height: NavigationBar.preferredHeight)
        navigationBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        contentView.frame = Rect(
            x: 0, y: NavigationBar.preferredHeight, width: 400, height: 300 - NavigationBar.preferredHeight)
        try? root.addSubview(contentView)
        try? root.addSubview(navigationBar)
        view = root
    }

    /// Puts the top page's view in place once the view exists.
    open override func viewDidLoad() {
        super.viewDidLoad()
        sync()
    }

    // MARK: - Applying a new stack

    /// Makes `newStack` the stack: containment calls for the pages that come
    /// and go at once, the slide now or after the running one.
    private func apply(_ newStack: [ViewController], animated: Bool) {
        let oldStack = viewControllers
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        // Putting back a page whose removal is still sliding: end that slide first.
        if added.contains(where: { new in pendingRemoved.contains { $0 === new } }) {
            finishRunningTransition()
            // A page that was leaving but is still on screen leaves now, to come back cleanly.
            for controller in added where pendingRemoved.contains(where: { $0 === controller }) {
                pendingRemoved.removeAll { $0 === controller }
                if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
                if displayed === controller { displayed = nil }
                controller.removeFromParent()
            }
        }
        wantsAnimation = animated
        for controller in removed.reversed() { stopObserving(controller) }
        for controller in removed.reversed() {
            if let index = pendingAdded.firstIndex(where: { $0 === controller }) {
                // Never shown: finish its arrival before its departure, so moves stay balanced.
                pendingAdded.remove(at: index)
                controller.didMove(toParent: self)
            }
            controller.willMove(toParent: nil)
            pendingRemoved.append(controller)
        }
        viewControllers = newStack
        for controller in added {
            do {
                try addChild(controller)
                pendingAdded.append(controller)
            } catch {
                // A cycle or a view owned elsewhere: that page cannot be on this stack.
                ContainmentLogging.report(ContainmentDiagnostic(
                    code: .invalidRootViewController,
                    message: "\(controller.traceName) cannot be pushed on \(traceName): \(error)"))
                viewControllers.removeAll { $0 === controller }
            }
        }
        for controller in viewControllers where added.contains(where: { $0 === controller }) {
            startObserving(controller)
        }
        // `children` follows the stack, bottom first; pages still leaving come last.
        orderChildren(viewControllers)
        updateBar()
        sync()
    }

    /// Brings the screen to the stack: shows the top page, with a slide when
    /// one is possible, and finishes pending moves.
    private func sync() {
        guard !isTransitioning, !holdsSync else { return }
        guard isViewLoaded else {
            finishMoves()
            return
        }
        let target = viewControllers.last
        if target === displayed {
            finishMoves()
            return
        }
        let animated = wantsAnimation
        guard let from = displayed, let to = target, from.viewIfLoaded?.superview === contentView else {
            swapWithoutTransition(to: target, animated: animated)
            return
        }
        let isPush = pendingAdded.contains { $0 === to } || viewControllers.contains { $0 === from }
        slide(from: from, to: to, isPush: isPush, animated: animated)
    }

    /// Shows `target` with no transition: the first page, or the empty stack.
    private func swapWithoutTransition(to target: ViewController?, animated: Bool) {
        if let displayed, displayed.viewIfLoaded?.superview === contentView {
            displayed.view.removeFromSuperview()
        }
        displayed = target
        unannouncedWillShow = nil
        unannouncedDidShow = nil
        if let target {
            target.view.frame = contentView.bounds
            try? contentView.addSubview(target.view)
        }
        finishMoves()
        guard let target else { return }
        if target.appearanceState.isGoingOnScreen {
            tellWillShow(target, animated: animated)
            if target.appearanceState == .appeared {
                tellDidShow(target, animated: animated)
            } else {
                unannouncedDidShow = target
            }
        } else {
            unannouncedWillShow = target
        }
    }

    /// Tells the delegate of a page shown off screen (or still appearing)
    /// once its appearance callbacks have run.
    override func appearanceForwardingDidFinish(began: Bool) {
        super.appearanceForwardingDidFinish(began: began)
        if began, let page = unannouncedWillShow, page === displayed, page.appearanceState.isGoingOnScreen {
            unannouncedWillShow = nil
            unannouncedDidShow = page
            tellWillShow(page, animated: page.appearanceAnimated)
        }
        if !began, let page = unannouncedDidShow, page === displayed, page.appearanceState == .appeared {
            unannouncedDidShow = nil
            tellDidShow(page, animated: page.appearanceAnimated)
        }
    }

    /// Slides from `from` to `to` with the core's `transition`, frames
    /// changed inside its `animations` block.
    private func slide(from: ViewController, to: ViewController, isPush: Bool, animated: Bool) {
        // The slide announces its own page; the one it replaces is old news.
        unannouncedWillShow = nil
        unannouncedDidShow = nil
        let bounds = contentView.bounds
        let sign: Double = layoutDirection.isRightToLeft ? -1 : 1
        let width = bounds.width
        // The incoming page starts off screen (push) or a parallax step behind (pop).
        to.view.frame = bounds.offsetBy(dx: sign * (isPush ? width : -Self.parallax * width), dy: 0)
        isTransitioning = true
        if animated { navigationBar.fadeInLastChange(duration: transitionDuration, curve: .easeInOut) }
        do {
            try transition(
                from: from, to: to, duration: animated ? transitionDuration : 0, options: .curveEaseInOut,
                animations: { [weak self] in
                    if !isPush {
                        // A pop uncovers the page underneath: it slides below the leaving one.
                        try? self?.contentView.insertSubview(to.view, at: 0)
                    }
                    to.view.frame = bounds
                    from.view.frame = bounds.offsetBy(dx: sign * (isPush ? -Self.parallax * width : width), dy: 0)
                    self?.tellWillShow(to, animated: animated)
                },
                completion: { [weak self] _ in
                    self?.slideDidEnd(showing: to, from: from, animated: animated)
                })
        } catch {
            // The outgoing view was moved away by someone else: show the page plainly.
            isTransitioning = false
            swapWithoutTransition(to: to, animated: animated)
        }
    }

    private func slideDidEnd(showing to: ViewController, from: ViewController, animated: Bool) {
        isTransitioning = false
        from.viewIfLoaded?.frame = contentView.bounds
        displayed = to
        finishMoves(slideFollows: viewControllers.last !== to && !holdsSync)
        tellDidShow(to, animated: animated)
        sync()
    }

    /// A page taken from the stack by someone else (added to another
    /// parent, or removed with its own `removeFromParent()`): it leaves the
    /// stack and every pending move, so no later pop reaches into its new
    /// parent, and the screen catches up if it was the top.
    override func didRemoveChild(_ child: ViewController) {
        super.didRemoveChild(child)
        pendingAdded.removeAll { $0 === child }
        pendingRemoved.removeAll { $0 === child }
        if unannouncedWillShow === child { unannouncedWillShow = nil }
        if unannouncedDidShow === child { unannouncedDidShow = nil }
        guard viewControllers.contains(where: { $0 === child }) else { return }
        let wasTop = viewControllers.last === child
        stopObserving(child)
        viewControllers.removeAll { $0 === child }
        updateBar()
        if wasTop { sync() }
    }

    /// Ends the running slide at once.
    private func finishRunningTransition() {
        holdsSync = true
        contentView.activeTransition?.finish(finished: false)
        holdsSync = false
    }

    /// `didMove(toParent: self)` for arrived pages, in stack order, and
    /// `removeFromParent()` for departed pages (except the one still on
    /// screen), from the top down.
    private func finishMoves(slideFollows: Bool = false) {
        // The top page waiting for its own slide moves in when that slide ends.
        let waiting = slideFollows ? viewControllers.last.flatMap { $0 === displayed ? nil : $0 } : nil
        let arrived = pendingAdded.filter { $0 !== waiting }
        pendingAdded.removeAll { $0 !== waiting }
        for controller in viewControllers where arrived.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
        let departing = pendingRemoved.filter { $0 !== displayed }
        pendingRemoved.removeAll { $0 !== displayed }
        for controller in departing {
            if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
    }

    // MARK: - Delegate and bar

    private func tellWillShow(_ controller: ViewController, animated: Bool) {
        traceShow("navigationWillShow", controller, animated)
        delegate?.navigationController(self, willShow: controller, animated: animated)
    }

    private func tellDidShow(_ controller: ViewController, animated: Bool) {
        traceShow("navigationDidShow", controller, animated)
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }

    private func traceShow(_ event: String, _ controller: ViewController, _ animated: Bool) {
        Trace.emit(TraceEvent(event, [
            ("container", .string(traceName)),
            ("controller", .string(controller.traceName)),
            ("animated", .bool(animated)),
        ]))
    }

    private func startObserving(_ controller: ViewController) {
        controller.navigationItem.addObserver(self) { [weak self] in self?.updateBar() }
    }

    private func stopObserving(_ controller: ViewController) {
        controller.navigationItem.removeObserver(self)
    }

    /// Shows the stack's top title and the back button named after the page below.
    private func updateBar() {
        guard let top = viewControllers.last else {
            navigationBar.update(title: nil, backTitle: nil, showsBackButton: false)
            return
        }
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let backTitle = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? "Back" }
        navigationBar.update(
            title: top.navigationItem.title,
            backTitle: backTitle,
            showsBackButton: below != nil && !top.navigationItem.hidesBackButton)
    }
}
