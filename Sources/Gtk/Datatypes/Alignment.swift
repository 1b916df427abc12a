import CGtk

/// How a widget sits in an allocation larger than it needs.
public enum Alignment: Sendable {
    /// Stretched over the whole allocation.
    case fill
    /// At the start (left, or right in a right-to-left locale; top).
    case start
    /// At the end.
    case end
    /// In the middle.
    case center
    /// On the text baseline of its row.
    case baseline

    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}
