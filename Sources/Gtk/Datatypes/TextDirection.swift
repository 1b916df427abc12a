import CGtk

/// The reading direction a widget lays itself out in.
public enum TextDirection: Sendable {
    /// Unset: the widget follows the default direction.
    case none
    /// Left to right (English, Chinese).
    case leftToRight
    /// Right to left (Arabic, Hebrew): horizontal layouts are mirrored.
    case rightToLeft

    init(_ value: GtkTextDirection) {
        switch value {
        case GTK_TEXT_DIR_LTR: self = .leftToRight
        case GTK_TEXT_DIR_RTL: self = .rightToLeft
        default: self = .none
        }
    }

    var gtkValue: GtkTextDirection {
        switch self {
        case .none: GTK_TEXT_DIR_NONE
        case .leftToRight: GTK_TEXT_DIR_LTR
        case .rightToLeft: GTK_TEXT_DIR_RTL
        }
    }
}
