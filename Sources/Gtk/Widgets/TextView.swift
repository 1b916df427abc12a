import CGtk

/// Shows (and, if editable, edits) multi-line text held by a ``TextBuffer``.
@MainActor
public final class TextView: Widget {
    /// An empty text view with a buffer of its own.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_text_view_new()))
    }

    /// The text shown.
    public private(set) lazy var buffer = TextBuffer(borrowing: gtk_text_view_get_buffer(textViewPointer))

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textViewPointer) != 0 }
        set { gtk_text_view_set_editable(textViewPointer, newValue ? 1 : 0) }
    }

    /// Whether the insertion cursor shows.
    public var isCursorVisible: Bool {
        get { gtk_text_view_get_cursor_visible(textViewPointer) != 0 }
        set { gtk_text_view_set_cursor_visible(textViewPointer, newValue ? 1 : 0) }
    }

    /// Whether the text is set in the monospace font.
    public var isMonospace: Bool {
        get { gtk_text_view_get_monospace(textViewPointer) != 0 }
        set { gtk_text_view_set_monospace(textViewPointer, newValue ? 1 : 0) }
    }

    /// Where long lines wrap; nil keeps them on one line.
    public var wrapMode: WrapMode? {
        get {
            switch gtk_text_view_get_wrap_mode(textViewPointer) {
            case GTK_WRAP_WORD: .word
            case GTK_WRAP_CHAR: .character
            case GTK_WRAP_WORD_CHAR: .wordCharacter
            default: nil
            }
        }
        set { gtk_text_view_set_wrap_mode(textViewPointer, newValue?.gtkValue ?? GTK_WRAP_NONE) }
    }

    /// Space before the text, in points.
    public var leftMargin: Int {
        get { Int(gtk_text_view_get_left_margin(textViewPointer)) }
        set { gtk_text_view_set_left_margin(textViewPointer, Int32(newValue)) }
    }

    /// Space above the text, in points.
    public var topMargin: Int {
        get { Int(gtk_text_view_get_top_margin(textViewPointer)) }
        set { gtk_text_view_set_top_margin(textViewPointer, Int32(newValue)) }
    }

    /// Space below the text, in points.
    public var bottomMargin: Int {
        get { Int(gtk_text_view_get_bottom_margin(textViewPointer)) }
        set { gtk_text_view_set_bottom_margin(textViewPointer, Int32(newValue)) }
    }

    /// How far each paragraph's first line is indented, in points;
    /// negative for a hanging indent.
    public var indent: Int {
        get { Int(gtk_text_view_get_indent(textViewPointer)) }
        set { gtk_text_view_set_indent(textViewPointer, Int32(newValue)) }
    }

    /// Scrolls as little as needed to show the end of the text.
    public func scrollToEnd() {
        let buffer = buffer.bufferPointer
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        if let endMark {
            gtk_text_buffer_move_mark(buffer, endMark, &end)
        } else {
            // Right gravity: text inserted at the mark goes before it, so it stays at the end.
            endMark = gtk_text_buffer_create_mark(buffer, nil, &end, 0)
        }
        gtk_text_view_scroll_mark_onscreen(textViewPointer, endMark)
    }

    /// A mark the buffer owns, kept at the end for ``scrollToEnd()``.
    private var endMark: UnsafeMutablePointer<GtkTextMark>?

    private var textViewPointer: UnsafeMutablePointer<GtkTextView> { pointer(as: GtkTextView.self) }
}
