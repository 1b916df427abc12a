/// How a view's frame follows its superview's size, as `UIView.AutoresizingMask`.
///
/// When a superview's bounds change size, the change on each axis is shared
/// equally among the flexible parts of that axis (left margin, width, right
/// margin; top margin, height, bottom margin). With no flexible part on an axis
/// the view keeps its frame on that axis.
///
/// A controller's root view is created with `[.flexibleWidth, .flexibleHeight]`,
/// so once placed filling its container it keeps filling it.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Both extents flexible: the view keeps its margins and stretches.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// The frame `frame` should take when the superview goes from `oldSize` to `newSize`.
    func resize(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
        let (x, width) = Self.distribute(
            delta: newSize.width - oldSize.width,
            start: frame.origin.x, extent: frame.size.width,
            flexibleStart: contains(.flexibleLeftMargin),
            flexibleExtent: contains(.flexibleWidth),
            flexibleEnd: contains(.flexibleRightMargin)
        )
        let (y, height) = Self.distribute(
            delta: newSize.height - oldSize.height,
            start: frame.origin.y, extent: frame.size.height,
            flexibleStart: contains(.flexibleTopMargin),
            flexibleExtent: contains(.flexibleHeight),
            flexibleEnd: contains(.flexibleBottomMargin)
        )
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    private static func distribute(
        delta: Double, start: Double, extent: Double,
        flexibleStart: Bool, flexibleExtent: Bool, flexibleEnd: Bool
    ) -> (Double, Double) {
        let parts = [flexibleStart, flexibleExtent, flexibleEnd].filter { $0 }.count
        guard parts > 0, delta != 0 else { return (start, extent) }
        let share = delta / Double(parts)
        return (
            start + (flexibleStart ? share : 0),
            extent + (flexibleExtent ? share : 0)
        )
    }
}
