/// A container that shows one of several children at a time, chosen with a
/// strip of tabs: the counterpart of UIKit's `UITabBarController`.
///
/// ```swift
/// let tabs = TabBarController()
/// inbox.tabBarItem.title = "Inbox"
/// inbox.tabBarItem.iconName = "mail-inbox-symbolic"
/// tabs.setViewControllers([inbox, contacts], animated: false)
/// window.rootViewController = tabs
/// tabs.selectedIndex = 1
/// ```
///
/// ## Lifecycle, as UIKit's
///
/// - Every controller in ``viewControllers`` is a child from the moment it
///   is set: `willMove(toParent:)` then `didMove(toParent:)`, with
///   `isMovingToParent` true in the appearance callbacks in between (those
///   of the tab selected at that moment, when on screen).
/// - A child's view is loaded only when its tab is first shown; the others
///   stay unloaded (`isViewLoaded == false`).
/// - Switching tabs while the controller is on screen calls, in this order,
///   `old.viewWillDisappear(false)`, `new.viewWillAppear(false)`,
///   `old.viewDidDisappear(false)`, `new.viewDidAppear(false)` — the order
///   of UIKit's transitions, and the one ``ViewController/transition(from:to:duration:options:animations:completion:)``
///   gives: the switch *is* a zero-length transition. Off screen, a switch
///   calls no appearance callbacks. The switch is instant, as in UIKit
///   (and GNOME's `AdwTabView`): a cross-dissolve would only delay the
///   content the user asked for.
/// - ``setViewControllers(_:animated:)`` keeps the selected controller if
///   it is still there, else selects the same index, else the first (as
///   UIKit documents). Removed controllers get `willMove(toParent: nil)`,
///   lose their view (disappearing, with `isMovingFromParent` true, if one
///   was on screen) and then `didMove(toParent: nil)`; added ones get
///   `willMove(toParent:)`, their view if selected, then `didMove(toParent:)`.
/// - The delegate is asked ``TabBarControllerDelegate/tabBarController(_:shouldSelect:)``
///   and told ``TabBarControllerDelegate/tabBarController(_:didSelect:)``
///   only for the user's choices: a click on the strip, Ctrl+PageUp /
///   Ctrl+PageDown (previous / next), Ctrl+Tab / Ctrl+Shift+Tab (next /
///   previous, wrapping round) and Alt+1…9 (the n-th tab), as in GNOME's
///   `AdwTabView`. Setting ``selectedIndex`` in code asks nobody.
///
/// Each switch writes `{"event":"tabSelected","controller":…,"index":…,"selected":…}`
/// to the trace, before the appearance callbacks it causes.
@MainActor open class TabBarController: ViewController {
    /// Asked about and told of the user's tab choices; not retained.
    public weak var delegate: (any TabBarControllerDelegate)?

    private var controllers: [ViewController] = []
    private var selection: Int?

    /// Creates an empty tab bar controller.
    public override init() {
        super.init()
    }

    /// The children shown as tabs, in tab order.
    public var viewControllers: [ViewController] {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab; nil when there are no tabs.
    ///
    /// Setting it selects that tab without asking the delegate; an index out
    /// of range is ignored.
    public var selectedIndex: Int? {
        get { selection }
        set {
            guard let newValue else { return }
            select(newValue)
        }
    }

    /// The child whose tab is selected.
    ///
    /// Setting it to a controller that is not in ``viewControllers`` is ignored.
    public var selectedViewController: ViewController? {
        get { selection.map { controllers[$0] } }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// The strip of tabs above the content.
    public var tabBar: TabBar { rootView.tabBar }

    /// Whether the strip is shown (default true). An app that shows the tabs
    /// elsewhere — in its header bar, say — hides it and selects with
    /// ``selectedIndex``.
    public var showsTabBar: Bool {
        get { rootView.showsTabBar }
        set { rootView.showsTabBar = newValue }
    }

    private var rootView: TabBarControllerView {
        // loadView always installs one; a subclass replacing the view gets a fresh strip.
        (view as? TabBarControllerView) ?? fallbackView
    }
    private lazy var fallbackView = TabBarControllerView()
    /// The root view if loaded: changes made before the view loads must not load it.
    private var loadedRoot: TabBarControllerView? { isViewLoaded ? rootView : nil }

    /// Sets the children shown as tabs, keeping the selection where UIKit
    /// does. `animated` is accepted for UIKit's signature; tabs change at once.
    ///
    /// A controller listed twice appears once. A controller that cannot be
    /// added (an ancestor of this one, say) is left out and its error
    /// reported through ``ContainmentLogging``.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for controller in newControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = controllers
        let oldSelected = selectedViewController
        let removed = old.filter { controller in !unique.contains { $0 === controller } }

        for controller in removed { controller.willMove(toParent: nil) }
        var added: [ViewController] = []
        var accepted: [ViewController] = []
        for controller in unique {
            if controller.parent === self && old.contains(where: { $0 === controller }) {
                accepted.append(controller)
                continue
            }
            do {
                try addChild(controller)
                added.append(controller)
                accepted.append(controller)
            } catch {
                ContainmentLogging.logger.warning("\(traceName) cannot show \(controller.traceName) as a tab: \(error)")
            }
        }
        controllers = accepted
        // `children` follows the tab order, as UITabBarController's does.
        orderChildren(accepted)

        // UIKit: keep the selected controller, else the same index, else the first.
        let newSelection: Int?
        if accepted.isEmpty {
            newSelection = nil
        } else if let oldSelected, let index = accepted.firstIndex(where: { $0 === oldSelected }) {
            newSelection = index
        } else if let selection, selection < accepted.count {
            newSelection = selection
        } else {
            newSelection = 0
        }
        showSelection(newSelection, from: oldSelected)
        loadedRoot?.tabBar.setItems(accepted.map(\.tabBarItem))
        loadedRoot?.tabBar.selectedIndex = selection

        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// A tab taken by someone else (added to another parent, or removed
    /// with its own `removeFromParent()`) leaves the tabs; the selection
    /// stays on its controller, or moves as ``setViewControllers(_:animated:)``
    /// would move it.
    override func didRemoveChild(_ child: ViewController) {
        super.didRemoveChild(child)
        guard let index = controllers.firstIndex(where: { $0 === child }) else { return }
        let selected = selectedViewController
        controllers.remove(at: index)
        if selected === child {
            let next: Int? = controllers.isEmpty ? nil : min(index, controllers.count - 1)
            showSelection(next, from: child)
        } else {
            selection = selected.flatMap { kept in controllers.firstIndex { $0 === kept } }
        }
        loadedRoot?.tabBar.setItems(controllers.map(\.tabBarItem))
        loadedRoot?.tabBar.selectedIndex = selection
    }

    // MARK: - Loading

    /// Installs the strip and the content view.
    open override func loadView() {
        view = TabBarControllerView()
    }

    /// Wires the strip and shows the selected child.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let root = rootView
        do {
            try root.addSubview(root.tabBar)
            try root.addSubview(root.contentView)
        } catch {
            ContainmentLogging.logger.error("\(traceName) cannot lay out its tab strip: \(error)")
        }
        root.layoutSubviews()
        root.tabBar.onSelect = { [weak self] index in self?.userSelect(index) }
        root.tabBar.setItems(controllers.map(\.tabBarItem))
        root.tabBar.selectedIndex = selection
        if let selected = selectedViewController {
            install(selected)
        }
    }

    // MARK: - Selecting

    /// Selects the tab at `index` as if the user had picked it: asks the
    /// delegate, switches, then tells the delegate. Returns whether the tab
    /// at `index` is selected afterwards.
    @discardableResult
    public func selectAsUser(_ index: Int) -> Bool {
        userSelect(index)
    }

    @discardableResult
    private func userSelect(_ index: Int) -> Bool {
        guard controllers.indices.contains(index) else { return false }
        let candidate = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: candidate) {
            Trace.emit(TraceEvent("tabSelectionRefused", [
                ("controller", .string(traceName)), ("index", .number(Double(index))),
                ("selected", .string(candidate.traceName)),
            ]))
            return false
        }
        select(index)
        delegate?.tabBarController(self, didSelect: candidate)
        return selection == index
    }

    private func select(_ index: Int) {
        guard controllers.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        showSelection(index, from: old)
        loadedRoot?.tabBar.selectedIndex = selection
    }

    /// Makes `index` the selection and puts its controller's view in the
    /// content view in place of `old`'s.
    private func showSelection(_ index: Int?, from old: ViewController?) {
        selection = index
        let new = index.map { controllers[$0] }
        guard old !== new else { return }
        if let new {
            Trace.emit(TraceEvent("tabSelected", [
                ("controller", .string(traceName)), ("index", .number(Double(index ?? 0))),
                ("selected", .string(new.traceName)),
            ]))
        }
        guard isViewLoaded else { return }
        let content = rootView.contentView
        if let old, let oldView = old.viewIfLoaded, oldView.superview === content, let new, old.parent === self {
            do {
                try transition(from: old, to: new, duration: 0)
                return
            } catch {
                // A transition already running in the content view: fall
                // back to swapping the views, which finishes it first.
                ContainmentLogging.logger.info("\(traceName) switches tabs without a transition: \(error)")
            }
        }
        if let old, let oldView = old.viewIfLoaded, oldView.superview === content {
            oldView.removeFromSuperview()
        }
        if let new { install(new) }
    }

    private func install(_ controller: ViewController) {
        let content = rootView.contentView
        do {
            try content.addSubview(controller.view)
        } catch {
            ContainmentLogging.logger.error("\(traceName) cannot show \(controller.traceName): \(error)")
        }
    }

    // MARK: - Keyboard

    /// GNOME's tab shortcuts (see ``TabBarController``).
    open override var keyCommands: [KeyCommand] {
        var commands = [
            KeyCommand(.pageDown, modifiers: .control, title: "Next Tab") { [weak self] in
                self?.step(by: 1, wrapping: false) ?? false
            },
            KeyCommand(.pageUp, modifiers: .control, title: "Previous Tab") { [weak self] in
                self?.step(by: -1, wrapping: false) ?? false
            },
            KeyCommand(.tab, modifiers: .control, title: "Next Tab") { [weak self] in
                self?.step(by: 1, wrapping: true) ?? false
            },
            KeyCommand(.tab, modifiers: [.control, .shift], title: "Previous Tab") { [weak self] in
                self?.step(by: -1, wrapping: true) ?? false
            },
        ]
        for number in 1...9 {
            commands.append(KeyCommand(.character(Character("\(number)")), modifiers: .alternate, title: "Tab \(number)") {
                [weak self] in
                guard let self, controllers.indices.contains(number - 1) else { return false }
                userSelect(number - 1)
                return true
            })
        }
        return commands
    }

    /// Moves the selection by `offset` as the user; false when there is
    /// nowhere to go (so the key goes on to an outer controller).
    private func step(by offset: Int, wrapping: Bool) -> Bool {
        guard let selection, controllers.count > 1 else { return false }
        var target = selection + offset
        if wrapping {
            target = (target % controllers.count + controllers.count) % controllers.count
        } else if !controllers.indices.contains(target) {
            return false
        }
        userSelect(target)
        return true
    }
}
