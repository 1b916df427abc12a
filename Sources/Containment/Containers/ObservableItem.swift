/// What an item a container's chrome shows (``NavigationItem``,
/// ``TabBarItem``) shares: observers, keyed by their owner, told after every
/// change so the chrome can redraw.
@MainActor public class ObservableItem {
    private var observers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    init() {}

    /// Calls `handler` after every change, until `removeObserver(_:)` with the
    /// same owner; for the chrome that shows the item.
    public func addObserver(_ owner: AnyObject, handler: @escaping @MainActor () -> Void) {
        observers[ObjectIdentifier(owner)] = handler
    }

    /// Stops calling the handler registered for `owner`.
    public func removeObserver(_ owner: AnyObject) {
        observers[ObjectIdentifier(owner)] = nil
    }

    /// Tells every observer that the item changed.
    func notifyChange() {
        for handler in observers.values { handler() }
    }
}
