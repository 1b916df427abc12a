import CGtk

/// Where text too long for its space is cut and replaced with "…".
public enum EllipsizeMode: Sendable {
    /// Never cut.
    case none
    /// At the start ("…Examples/Gallery/Book.swift").
    case start
    /// In the middle.
    case middle
    /// At the end ("Kingdom of …").
    case end

    var pangoValue: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
}
