/// The strip of tabs a ``TabBarController`` draws above its content: one
/// tab per item, the selected one highlighted.
///
/// A platform-neutral model; a backend paints it with real widgets (the GTK
/// backend as an accessible page-tab list) and reports the user's choice
/// through ``requestSelection(_:)``. The strip never changes its own
/// selection: its owner decides, then sets ``selectedIndex``.
@MainActor public final class TabBar: View {
    /// The strip's height, in points, that a tab bar controller reserves for it.
    public static let preferredHeight: Double = 46

    /// The items shown, in order.
    public private(set) var items: [TabBarItem] = []
    /// The highlighted tab, or nil when there is none.
    public var selectedIndex: Int? {
        didSet { if selectedIndex != oldValue { notifyChange() } }
    }
    /// Called with a tab's index when the user picks it.
    public var onSelect: (@MainActor (Int) -> Void)?

    private var observers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Creates an empty strip.
    public init() {
        super.init()
        name = "tabBar"
    }

    /// Replaces the items; a change to any item's title, icon or badge is
    /// passed on to observers as well.
    public func setItems(_ newItems: [TabBarItem]) {
        for item in items { item.removeObserver(self) }
        items = newItems
        for item in items {
            item.addObserver(self) { [weak self] in self?.notifyChange() }
        }
        notifyChange()
    }

    /// For backends: the user picked the tab at `index`.
    public func requestSelection(_ index: Int) {
        guard items.indices.contains(index) else { return }
        onSelect?(index)
    }

    /// Calls `handler` after every change of the items, their contents or
    /// the selection, until `removeObserver(_:)` with the same owner.
    public func addObserver(_ owner: AnyObject, handler: @escaping @MainActor () -> Void) {
        observers[ObjectIdentifier(owner)] = handler
    }

    /// Stops calling the handler registered for `owner`.
    public func removeObserver(_ owner: AnyObject) {
        observers[ObjectIdentifier(owner)] = nil
    }

    private func notifyChange() {
        for handler in observers.values { handler() }
    }
}
