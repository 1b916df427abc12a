import CGtk

/// A key pressed while a widget receives keys.
public struct KeyEvent: Sendable {
    /// The key's symbol in the current layout (GDK's keyval: `GDK_KEY_a`,
    /// `GDK_KEY_Left`, …).
    public let keyval: UInt32
    /// The modifier keys held.
    public let modifiers: ModifierKeys
    /// The physical key's code, independent of the layout.
    public let hardwareKeycode: UInt16

    init(_ event: GdkEventKey) {
        keyval = event.keyval
        modifiers = ModifierKeys(state: event.state)
        hardwareKeycode = event.hardware_keycode
    }

    /// The character the key types without Shift and Caps Lock, if it
    /// types one: "a" for A, "?" stays "?".
    public var unshiftedCharacter: Character? {
        let code = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
        guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}
