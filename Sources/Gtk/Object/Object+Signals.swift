extension Object {
    /// Connects a handler with no arguments to `signal` (`clicked`,
    /// `destroy`, `map`, `changed`, …). See ``Signal``.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        Signal.connect(gobjectPointer, signal, after: after, handler: handler)
    }

    /// Connects a handler to a signal whose one argument is a pointer
    /// (`size-allocate` passes a `GtkAllocation*`).
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false,
        pointerHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        Signal.connect(gobjectPointer, signal, after: after, pointerHandler: handler)
    }

    /// Connects a handler to a signal that passes one pointer and expects a
    /// `gboolean` back (GDK event signals, `draw`). Return `true` to stop
    /// other handlers.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false,
        eventHandler handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool
    ) -> SignalConnection {
        Signal.connect(gobjectPointer, signal, after: after, eventHandler: handler)
    }
}
