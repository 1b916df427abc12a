import CGtk
import Containment

/// Turns GDK key and button events into the core's `KeyCommand` inputs.
@MainActor
enum GtkKeyTranslation {
    /// The input and modifiers of a key press, or nil for a key the core has no name for.
    static func input(ofKey event: UnsafeMutablePointer<GdkEventKey>)
        -> (KeyCommand.Input, KeyCommand.Modifiers)?
    {
        let keyval = cgtk_key_event_keyval(event)
        var modifiers = modifiers(of: cgtk_key_event_state(event))
        let input: KeyCommand.Input
        switch Int32(keyval) {
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
        case GDK_KEY_F1...GDK_KEY_F12: input = .function(Int(Int32(keyval) - GDK_KEY_F1) + 1)
        default:
            let code = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
            guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            // Shift is spent on producing the character ("?", "+"), except for letters.
            if !character.isLetter { modifiers.remove(.shift) }
            input = .character(character)
        }
        return (input, modifiers)
    }

    /// The mouse's back (8) and forward (9) buttons.
    static func input(ofButton event: UnsafeMutablePointer<GdkEventButton>) -> KeyCommand.Input? {
        guard cgtk_button_event_type(event) == GDK_BUTTON_PRESS else { return nil }
        switch cgtk_button_event_button(event) {
        case 8: return .back
        case 9: return .forward
        default: return nil
        }
    }

    private static func modifiers(of state: guint) -> KeyCommand.Modifiers {
        var modifiers: KeyCommand.Modifiers = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & GDK_MOD1_MASK.rawValue != 0 { modifiers.insert(.alternate) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }
}
