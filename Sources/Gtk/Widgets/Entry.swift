import CGtk

/// A one-line text field.
@MainActor
public class Entry: Widget {
    /// An empty text field.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_entry_new()))
    }

    package override init(sinking pointer: UnsafeMutableRawPointer) {
        super.init(sinking: pointer)
    }

    /// The text in the field.
    public var text: String {
        get { gtk_entry_get_text(entryPointer).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_text(entryPointer, newValue) }
    }

    /// Greyed text shown while the field is empty.
    public var placeholderText: String? {
        get { gtk_entry_get_placeholder_text(entryPointer).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// The width the field asks for, in characters; -1 for the default.
    public var widthInCharacters: Int {
        get { Int(gtk_entry_get_width_chars(entryPointer)) }
        set { gtk_entry_set_width_chars(entryPointer, Int32(newValue)) }
    }

    /// The width the field grows to at most, in characters; -1 for no limit.
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_entry_get_max_width_chars(entryPointer)) }
        set { gtk_entry_set_max_width_chars(entryPointer, Int32(newValue)) }
    }

    /// Runs `handler` when the user presses Enter in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Runs `handler` each time the text changes.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed", handler)
    }

    var entryPointer: UnsafeMutablePointer<GtkEntry> { pointer(as: GtkEntry.self) }
}
