import CGtk

/// The text a ``TextView`` shows, with named tags that colour parts of it.
@MainActor
public final class TextBuffer: Object {
    init(borrowing pointer: UnsafeMutablePointer<GtkTextBuffer>) {
        super.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// All of the text.
    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(bufferPointer, &start, &end)
            return gtk_text_buffer_get_text(bufferPointer, &start, &end, 0).map(String.takingGString) ?? ""
        }
        set { gtk_text_buffer_set_text(bufferPointer, newValue, -1) }
    }

    /// How many characters the text has.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(bufferPointer)) }

    /// Defines a tag, `name`, that sets text in the colour `foreground`
    /// (CSS syntax: `#26a269`).
    public func createTag(named name: String, foreground: String) {
        _ = cgtk_tabs_text_buffer_create_color_tag(bufferPointer, name, foreground)
    }

    /// Adds `text` at the end, in the tag named `tag` if given.
    public func append(_ text: String, tag: String? = nil) {
        let start = gtk_text_buffer_get_char_count(bufferPointer)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(bufferPointer, &end)
        gtk_text_buffer_insert(bufferPointer, &end, text, -1)
        guard let tag else { return }
        var from = GtkTextIter(), to = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(bufferPointer, &from, start)
        gtk_text_buffer_get_end_iter(bufferPointer, &to)
        gtk_text_buffer_apply_tag_by_name(bufferPointer, tag, &from, &to)
    }

    /// Deletes the first `count` lines.
    public func deleteLines(upTo count: Int) {
        var from = GtkTextIter(), to = GtkTextIter()
        gtk_text_buffer_get_start_iter(bufferPointer, &from)
        gtk_text_buffer_get_iter_at_line(bufferPointer, &to, Int32(count))
        gtk_text_buffer_delete(bufferPointer, &from, &to)
    }

    var bufferPointer: UnsafeMutablePointer<GtkTextBuffer> { pointer(as: GtkTextBuffer.self) }
}
