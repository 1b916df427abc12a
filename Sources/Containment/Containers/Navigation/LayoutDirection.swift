/// Which way a locale reads, and so which edge is "trailing": a push slides
/// the new page in from the trailing edge, and Alt plus the leading arrow
/// goes back.
public enum LayoutDirection: String, Hashable, Sendable {
    /// Left to right (English, Chinese): the trailing edge is the right one.
    case leftToRight
    /// Right to left (Arabic, Hebrew): everything horizontal is mirrored.
    case rightToLeft

    /// Whether the trailing edge is the left one.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
