import CGtk

/// A vertical list of rows (GNOME's boxed lists): ``Container/add(_:)``
/// puts a widget in a new row, or adds a ``ListBoxRow``.
@MainActor
public final class ListBox: Container {
    /// An empty list.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_list_box_new()))
    }

    /// How many rows can be selected.
    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_list_box_get_selection_mode(listPointer)) }
        set { gtk_list_box_set_selection_mode(listPointer, newValue.gtkValue) }
    }

    /// Whether one click activates a row (otherwise it takes a double click).
    public var activatesOnSingleClick: Bool {
        get { gtk_list_box_get_activate_on_single_click(listPointer) != 0 }
        set { gtk_list_box_set_activate_on_single_click(listPointer, newValue ? 1 : 0) }
    }

    /// Shown instead of the rows while there are none.
    public func setPlaceholder(_ placeholder: Widget?) {
        gtk_list_box_set_placeholder(listPointer, placeholder?.widgetPointer)
    }

    /// The row at `index`, if there is one.
    public func row(at index: Int) -> ListBoxRow? {
        gtk_list_box_get_row_at_index(listPointer, Int32(index)).map(ListBoxRow.init(borrowing:))
    }

    /// Selects the row at `index`, or clears the selection for nil.
    public func selectRow(at index: Int?) {
        guard let index, let row = gtk_list_box_get_row_at_index(listPointer, Int32(index)) else {
            gtk_list_box_unselect_all(listPointer)
            return
        }
        gtk_list_box_select_row(listPointer, row)
    }

    /// Runs `handler` with a row's index when the user activates it (a
    /// click, or Enter on the focused row).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (_ index: Int) -> Void) -> SignalConnection {
        connect("row-activated", pointerHandler: { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        })
    }

    private var listPointer: UnsafeMutablePointer<GtkListBox> { pointer(as: GtkListBox.self) }
}

/// How many rows of a list can be selected.
public enum SelectionMode: Sendable {
    /// None: rows only activate.
    case none
    /// At most one.
    case single
    /// Exactly one once the user picked one.
    case browse
    /// Any number.
    case multiple

    init(_ value: GtkSelectionMode) {
        switch value {
        case GTK_SELECTION_NONE: self = .none
        case GTK_SELECTION_BROWSE: self = .browse
        case GTK_SELECTION_MULTIPLE: self = .multiple
        default: self = .single
        }
    }

    var gtkValue: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .browse: GTK_SELECTION_BROWSE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
    }
}
