import CGtk

/// How a stroke's ends are drawn.
public enum LineCap: Sendable {
    /// Cut square at the end point.
    case butt
    /// Rounded around the end point.
    case round
    /// Squared off half a line width past the end point.
    case square

    init(_ value: cairo_line_cap_t) {
        switch value {
        case CAIRO_LINE_CAP_ROUND: self = .round
        case CAIRO_LINE_CAP_SQUARE: self = .square
        default: self = .butt
        }
    }

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How a stroke's corners are drawn.
public enum LineJoin: Sendable {
    /// Pointed.
    case miter
    /// Rounded.
    case round
    /// Cut off.
    case bevel

    init(_ value: cairo_line_join_t) {
        switch value {
        case CAIRO_LINE_JOIN_ROUND: self = .round
        case CAIRO_LINE_JOIN_BEVEL: self = .bevel
        default: self = .miter
        }
    }

    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which parts of a self-overlapping path a fill covers.
public enum FillRule: Sendable {
    /// Wherever the path winds round a point at all.
    case winding
    /// Wherever an odd number of the path's edges surround a point: holes stay empty.
    case evenOdd

    init(_ value: cairo_fill_rule_t) {
        self = value == CAIRO_FILL_RULE_EVEN_ODD ? .evenOdd : .winding
    }

    var cairoValue: cairo_fill_rule_t {
        self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }
}

/// How an image is resampled when painted scaled.
public enum ImageFilter: Sendable {
    /// The nearest pixel: fast and blocky.
    case nearest
    /// Linear between the four nearest pixels: cheap and smooth.
    case bilinear
    /// Cairo's default: box-filtered when shrinking, several times bilinear's cost.
    case good

    var cairoValue: cairo_filter_t {
        switch self {
        case .nearest: CAIRO_FILTER_NEAREST
        case .bilinear: CAIRO_FILTER_BILINEAR
        case .good: CAIRO_FILTER_GOOD
        }
    }
}

/// How heavy a font's strokes are.
public enum FontWeight: Sendable {
    /// Regular.
    case normal
    /// Bold.
    case bold

    var pangoValue: PangoWeight { self == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL }
    var cairoValue: cairo_font_weight_t { self == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL }
}

/// Whether a font leans.
public enum FontSlant: Sendable {
    /// Upright.
    case normal
    /// Italic.
    case italic
    /// Slanted upright letters.
    case oblique

    var cairoValue: cairo_font_slant_t {
        switch self {
        case .normal: CAIRO_FONT_SLANT_NORMAL
        case .italic: CAIRO_FONT_SLANT_ITALIC
        case .oblique: CAIRO_FONT_SLANT_OBLIQUE
        }
    }
}

/// How lines of text sit across their layout's width.
public enum TextAlignment: Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right

    init(_ value: PangoAlignment) {
        switch value {
        case PANGO_ALIGN_CENTER: self = .center
        case PANGO_ALIGN_RIGHT: self = .right
        default: self = .left
        }
    }

    var pangoValue: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
