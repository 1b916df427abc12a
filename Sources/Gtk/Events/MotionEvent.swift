import CGtk

/// The pointer moving over a widget.
public struct MotionEvent: Sendable {
    /// The pointer, in the widget's window's coordinates.
    public let x: Double, y: Double
    /// The pointer, in screen coordinates.
    public let rootX: Double, rootY: Double
    /// The modifier keys held.
    public let modifiers: ModifierKeys
    /// When it happened, in milliseconds on the display server's clock.
    public let time: UInt32

    init(_ event: GdkEventMotion) {
        x = event.x
        y = event.y
        rootX = event.x_root
        rootY = event.y_root
        modifiers = ModifierKeys(state: event.state)
        time = event.time
    }
}
