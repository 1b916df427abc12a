import CGtk
import Containment

/// Turns GDK key and button events into the core's `KeyCommand` inputs.
@MainActor
enum GtkKeyTranslation {
    /// The input and modifiers of a key press, or nil for a key the core has no name for.
    static func input(ofKey event: KeyEvent) -> (KeyCommand.Input, KeyCommand.Modifiers)? {
        var modifiers = modifiers(of: event.modifiers)
        let input: KeyCommand.Input
        // GDK's key symbols are the backend's vocabulary: C constants.
        switch Int32(event.keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: input = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: input = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: input = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: input = .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: input = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: input = .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: input = .home
        case GDK_KEY_End, GDK_KEY_KP_End: input = .end
        case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: input = .tab
        case GDK_KEY_Escape: input = .escape
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: input = .enter
        case GDK_KEY_space, GDK_KEY_KP_Space: input = .space
        case GDK_KEY_BackSpace: input = .backspace
        case GDK_KEY_Back: input = .back
        case GDK_KEY_Forward: input = .forward
        case GDK_KEY_F1...GDK_KEY_F12: input = .function(Int(Int32(event.keyval) - GDK_KEY_F1) + 1)
        default:
            guard let character = event.unshiftedCharacter else { return nil }
            // Shift is spent on producing the character ("?", "+"), except for letters.
            if !character.isLetter { modifiers.remove(.shift) }
            input = .character(character)
        }
        return (input, modifiers)
    }

    /// The mouse's back (8) and forward (9) buttons.
    static func input(ofButton event: ButtonEvent) -> KeyCommand.Input? {
        guard event.kind == .press else { return nil }
        switch event.button {
        case 8: return .back
        case 9: return .forward
        default: return nil
        }
    }

    private static func modifiers(of keys: ModifierKeys) -> KeyCommand.Modifiers {
        var modifiers: KeyCommand.Modifiers = []
        if keys.contains(.control) { modifiers.insert(.control) }
        if keys.contains(.alternate) { modifiers.insert(.alternate) }
        if keys.contains(.shift) { modifiers.insert(.shift) }
        if keys.contains(.super) { modifiers.insert(.command) }
        return modifiers
    }
}
