import CGtk

extension KeyEvent {
    /// A key press of `key` with `modifiers` held, as if typed: for tests
    /// and for input made in code. It carries no physical key code.
    public init(key: Key, modifiers: ModifierKeys = []) {
        keyval = key.rawValue
        self.modifiers = modifiers
        hardwareKeycode = 0
    }

    /// The key pressed, to match against ``Key``'s constants.
    public var key: Key { Key(rawValue: keyval) }

    /// The character the key types, if it types one that shows: not a
    /// space, nor a control or format character (GLib's `isgraph`).
    ///
    /// Unlike ``unshiftedCharacter``, this is the character as typed, in
    /// its case: what a text field would receive.
    public var visibleCharacter: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code != 0, g_unichar_isgraph(code) != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}
