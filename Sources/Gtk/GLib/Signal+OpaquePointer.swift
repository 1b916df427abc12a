/// Overloads for GObjects that C declares as opaque structs (GSimpleAction,
/// GdkFrameClock, …), which Swift imports as `OpaquePointer`.
extension Signal {
    /// Connects a handler with no arguments to an opaque GObject.
    @discardableResult
    public static func connect(
        _ instance: OpaquePointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(UnsafeMutableRawPointer(instance), signal, after: after, handler: handler)
    }

    /// Connects a one-pointer-argument handler to an opaque GObject
    /// (`GSimpleAction::activate` passes its parameter `GVariant*`).
    @discardableResult
    public static func connect(
        _ instance: OpaquePointer, _ signal: String, after: Bool = false,
        pointerHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        connect(UnsafeMutableRawPointer(instance), signal, after: after, pointerHandler: handler)
    }
}
