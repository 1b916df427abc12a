import CGtk

/// A side of something: where a button's image goes, where a popover
/// points from, where a scale's mark is drawn.
public enum Position: Sendable {
    /// The left side.
    case left
    /// The right side.
    case right
    /// The top.
    case top
    /// The bottom.
    case bottom

    var gtkValue: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }
}
