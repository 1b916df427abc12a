import CGtk

/// Which way a box stacks its children, or a scale or separator runs.
public enum Orientation: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var gtkValue: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}
