import CGtk

/// A mouse button pressed or released over a widget.
public struct ButtonEvent: Sendable {
    /// What happened to the button.
    public enum Kind: Sendable {
        /// Pressed.
        case press
        /// Pressed a second time in quick succession (after its own `press`).
        case doublePress
        /// Pressed a third time in quick succession.
        case triplePress
        /// Released.
        case release
    }

    /// What happened.
    public let kind: Kind
    /// The button: 1 is the primary, 3 the secondary, 8 and 9 back and forward.
    public let button: Int
    /// The pointer, in the widget's window's coordinates.
    public let x: Double, y: Double
    /// The pointer, in screen coordinates (unchanged by the widget moving).
    public let rootX: Double, rootY: Double
    /// The modifier keys held.
    public let modifiers: ModifierKeys
    /// When it happened, in milliseconds on the display server's clock.
    public let time: UInt32

    init(_ event: GdkEventButton) {
        switch event.type {
        case GDK_2BUTTON_PRESS: kind = .doublePress
        case GDK_3BUTTON_PRESS: kind = .triplePress
        case GDK_BUTTON_RELEASE: kind = .release
        default: kind = .press
        }
        button = Int(event.button)
        x = event.x
        y = event.y
        rootX = event.x_root
        rootY = event.y_root
        modifiers = ModifierKeys(state: event.state)
        time = event.time
    }
}
