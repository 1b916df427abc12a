import CGtk

/// A piece of text.
///
/// ```swift
/// let counter = Label()
/// counter.text = "1 of 3"
/// ```
@MainActor
public final class Label: Widget {
    /// A label showing `text`.
    public init(_ text: String? = nil) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    /// The text shown (without markup).
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set { gtk_label_set_text(labelPointer, newValue) }
    }

    /// Sets the text from Pango markup (`<b>bold</b>`, `<span size='x-large'>…</span>`).
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(labelPointer, markup)
    }

    /// Where the text sits across the label's width: 0 at the start, 1 at the end.
    public var xAlignment: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }

    /// Where text too long for the label is cut.
    public var ellipsizeMode: EllipsizeMode {
        get {
            switch gtk_label_get_ellipsize(labelPointer) {
            case PANGO_ELLIPSIZE_START: .start
            case PANGO_ELLIPSIZE_MIDDLE: .middle
            case PANGO_ELLIPSIZE_END: .end
            default: .none
            }
        }
        set { gtk_label_set_ellipsize(labelPointer, newValue.pangoValue) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(labelPointer) != 0 }
        set { gtk_label_set_selectable(labelPointer, newValue ? 1 : 0) }
    }

    /// Whether the text wraps onto more lines, and where; nil keeps one line.
    public var lineWrapping: WrapMode? {
        get {
            guard gtk_label_get_line_wrap(labelPointer) != 0 else { return nil }
            switch gtk_label_get_line_wrap_mode(labelPointer) {
            case PANGO_WRAP_CHAR: return .character
            case PANGO_WRAP_WORD_CHAR: return .wordCharacter
            default: return .word
            }
        }
        set {
            gtk_label_set_line_wrap(labelPointer, newValue == nil ? 0 : 1)
            if let newValue { gtk_label_set_line_wrap_mode(labelPointer, newValue.pangoValue) }
        }
    }

    /// The width the label asks for at most, in characters; -1 for no limit.
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_label_get_max_width_chars(labelPointer)) }
        set { gtk_label_set_max_width_chars(labelPointer, Int32(newValue)) }
    }

    private var labelPointer: UnsafeMutablePointer<GtkLabel> { pointer(as: GtkLabel.self) }
}
