import CGtk

/// One row of a ``ListBox``.
@MainActor
public final class ListBoxRow: Container {
    /// An empty row; ``Container/add(_:)`` gives it content.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_list_box_row_new()))
    }

    init(borrowing pointer: UnsafeMutablePointer<GtkListBoxRow>) {
        super.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Whether the row can be activated (clicked to do something).
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(rowPointer) != 0 }
        set { gtk_list_box_row_set_activatable(rowPointer, newValue ? 1 : 0) }
    }

    /// The row's position in its list, or -1 outside one.
    public var index: Int { Int(gtk_list_box_row_get_index(rowPointer)) }

    private var rowPointer: UnsafeMutablePointer<GtkListBoxRow> { pointer(as: GtkListBoxRow.self) }
}
