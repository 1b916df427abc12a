import CGtk

/// The desktop's clipboard (Ctrl+C, Ctrl+V).
@MainActor
public final class Clipboard: Object {
    /// The default display's clipboard.
    public static var `default`: Clipboard {
        Clipboard(sinking: UnsafeMutableRawPointer(cgtk_clipboard_default()))
    }

    /// Puts `text` on the clipboard.
    public func setText(_ text: String) {
        gtk_clipboard_set_text(OpaquePointer(gobjectPointer), text, -1)
    }
}
