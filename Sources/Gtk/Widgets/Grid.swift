import CGtk

/// Lays its children out in rows and columns.
@MainActor
public final class Grid: Container {
    /// An empty grid.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_grid_new()))
    }

    /// Space between rows, in points.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(gridPointer)) }
        set { gtk_grid_set_row_spacing(gridPointer, guint(newValue)) }
    }

    /// Space between columns, in points.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(gridPointer)) }
        set { gtk_grid_set_column_spacing(gridPointer, guint(newValue)) }
    }

    /// Puts `child` in the cell at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        guard !isDestroyed else { return }
        gtk_grid_attach(gridPointer, child.widgetPointer, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    private var gridPointer: UnsafeMutablePointer<GtkGrid> { pointer(as: GtkGrid.self) }
}
