/// A key chord in xdotool's syntax (`ctrl+f`, `alt+Left`, `ctrl+Next`,
/// `Return`, `ctrl+question`, `shift+Right`, `F11`, `a`) as X keysyms: the
/// modifiers held around the key, in the order they go down.
///
/// The tests name keys as they do for xdotool on X11, so one test reads the
/// same on both displays; on Wayland the keysyms go to wayvnc, which finds
/// each one's key in the compositor's (US) keymap. A character that needs
/// Shift there (`?`, `A`) gets Shift held as a typist's finger would:
/// without it the server presses the unshifted key (`/`).
public struct KeyChord: Equatable, Sendable, CustomStringConvertible {
    /// The modifiers' keysyms, pressed in this order and released in reverse.
    public let modifiers: [UInt32]
    /// The key's keysym.
    public let key: UInt32

    /// Shift_L, Control_L, Alt_L and Super_L.
    public static let shift: UInt32 = 0xFFE1, control: UInt32 = 0xFFE3, alt: UInt32 = 0xFFE9, superKey: UInt32 = 0xFFEB

    /// Parses `chord`; throws for a key it has no keysym for.
    public init(_ chord: String) throws {
        // "ctrl+plus" names the key; a lone "+" is the key itself.
        let parts = chord == "+" ? ["+"] : chord.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, !name.isEmpty else { throw HarnessError("no key in the chord \"\(chord)\"") }
        var modifiers: [UInt32] = []
        for modifier in parts.dropLast() {
            guard let keysym = Self.modifierNames[modifier.lowercased()] else {
                throw HarnessError("unknown modifier \"\(modifier)\" in \"\(chord)\"")
            }
            modifiers.append(keysym)
        }
        guard let key = Self.keysym(named: name) else { throw HarnessError("no keysym for \"\(name)\" in \"\(chord)\"") }
        if Self.needsShift(key) && !modifiers.contains(Self.shift) { modifiers.append(Self.shift) }
        self.modifiers = modifiers
        self.key = key
    }

    /// A chord of `modifiers` (pressed in this order) around `key`.
    public init(modifiers: [UInt32], key: UInt32) {
        self.modifiers = modifiers
        self.key = key
    }

    /// A character typed alone, Shift held when the US keymap needs it.
    public init(typing character: Character) {
        let key = Self.keysym(for: character)
        modifiers = Self.needsShift(key) ? [Self.shift] : []
        self.key = key
    }

    /// The keysyms, for messages.
    public var description: String {
        (modifiers + [key]).map { "0x" + String($0, radix: 16) }.joined(separator: "+")
    }

    private static let modifierNames: [String: UInt32] = [
        "shift": shift, "ctrl": control, "control": control, "alt": alt, "super": superKey,
    ]

    /// X's names (keysymdef.h) for the keys the tests press that are not
    /// one character.
    private static let names: [String: UInt32] = {
        var names: [String: UInt32] = [
            "BackSpace": 0xFF08, "Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "Delete": 0xFFFF,
            "Home": 0xFF50, "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54,
            "Prior": 0xFF55, "Page_Up": 0xFF55, "Next": 0xFF56, "Page_Down": 0xFF56, "End": 0xFF57,
            "Insert": 0xFF63, "Menu": 0xFF67, "KP_Enter": 0xFF8D,
            "space": 0x20, "exclam": 0x21, "quotedbl": 0x22, "numbersign": 0x23, "dollar": 0x24,
            "percent": 0x25, "ampersand": 0x26, "apostrophe": 0x27, "parenleft": 0x28, "parenright": 0x29,
            "asterisk": 0x2A, "plus": 0x2B, "comma": 0x2C, "minus": 0x2D, "period": 0x2E, "slash": 0x2F,
            "colon": 0x3A, "semicolon": 0x3B, "less": 0x3C, "equal": 0x3D, "greater": 0x3E, "question": 0x3F,
            "at": 0x40, "bracketleft": 0x5B, "backslash": 0x5C, "bracketright": 0x5D, "asciicircum": 0x5E,
            "underscore": 0x5F, "grave": 0x60, "braceleft": 0x7B, "bar": 0x7C, "braceright": 0x7D, "asciitilde": 0x7E,
            "Shift_L": shift, "Control_L": control, "Alt_L": alt, "Super_L": superKey,
        ]
        for number in 1...24 { names["F\(number)"] = 0xFFBE + UInt32(number - 1) }
        return names
    }()

    /// The keysym a name stands for: X's name, or the one character itself.
    static func keysym(named name: String) -> UInt32? {
        if let keysym = names[name] { return keysym }
        guard name.count == 1, let character = name.first else { return nil }
        return keysym(for: character)
    }

    /// A character's keysym: Latin-1 characters' equal their code points,
    /// others are 0x01000000 plus the code point (X's Unicode keysyms).
    static func keysym(for character: Character) -> UInt32 {
        let scalar = character.unicodeScalars.first!.value
        switch character {
        case "\n", "\r": return 0xFF0D
        case "\t": return 0xFF09
        default: return (0x20...0x7E).contains(scalar) || (0xA0...0xFF).contains(scalar) ? scalar : 0x0100_0000 + scalar
        }
    }

    /// Whether the US keymap puts the keysym on a key's shifted level.
    static func needsShift(_ keysym: UInt32) -> Bool {
        guard keysym < 0x80, let scalar = Unicode.Scalar(keysym) else { return false }
        return ("A"..."Z").contains(Character(scalar)) || "~!@#$%^&*()_+{}|:\"<>?".unicodeScalars.contains(scalar)
    }
}
