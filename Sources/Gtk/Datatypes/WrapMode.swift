import CGtk

/// Where wrapped text breaks its lines.
public enum WrapMode: Sendable {
    /// Between words only.
    case word
    /// Between any two characters.
    case character
    /// Between words, and inside a word too long for a line.
    case wordCharacter

    var pangoValue: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .character: PANGO_WRAP_CHAR
        case .wordCharacter: PANGO_WRAP_WORD_CHAR
        }
    }

    var gtkValue: GtkWrapMode {
        switch self {
        case .word: GTK_WRAP_WORD
        case .character: GTK_WRAP_CHAR
        case .wordCharacter: GTK_WRAP_WORD_CHAR
        }
    }
}
