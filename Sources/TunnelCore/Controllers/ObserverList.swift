/// Observers of a value, registered and removed explicitly.
///
/// The list owns the handlers, not the observers: a handler that needs its
/// observer captures it weakly (`[weak self]`), so observing never creates a
/// retain cycle, and ``remove(_:)`` ends an observation deterministically.
@MainActor
public final class ObserverList<Value> {
    /// Identifies one registration, for ``remove(_:)``.
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private var handlers: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0

    /// Creates an empty list.
    public init() {}

    /// The number of registered observers.
    public var count: Int { handlers.count }

    /// Registers `handler`, called with every new value until removed.
    @discardableResult
    public func add(_ handler: @escaping (Value) -> Void) -> Token {
        nextID += 1
        handlers.append((nextID, handler))
        return Token(id: nextID)
    }

    /// Removes a registration; removing twice is harmless.
    public func remove(_ token: Token) {
        handlers.removeAll { $0.id == token.id }
    }

    /// Calls every observer, in registration order, with `value`.
    public func notify(_ value: Value) {
        // A handler may remove observers; iterate over a snapshot.
        for entry in handlers { entry.handler(value) }
    }
}
