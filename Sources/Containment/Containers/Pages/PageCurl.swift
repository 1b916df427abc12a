/// One frame of a page curl in a ``PageContainerView``: what a backend needs
/// to paint the turning sheet, the pages beneath and the fold.
///
/// The curl is always described as a *forward* turn: `front` pages are
/// turned away, revealing `beneath`. A backward turn is the forward turn
/// between the same spreads played in reverse, so `fraction` runs from 1 to
/// 0 and the roles swap; the core does that mapping, painters never see
/// directions.
public struct PageCurl: Sendable, Equatable {
    /// The turning sheet is on the right (horizontal) or bottom (vertical)
    /// and lifts towards the spine on the left or top.
    public enum Axis: Sendable, Equatable {
        /// Pages turn about a vertical spine.
        case horizontal
        /// Pages turn about a horizontal spine.
        case vertical
    }

    /// How far the sheet has turned, 0 (flat, nothing turned) to 1 (fully over).
    public var fraction: Double
    /// The direction pages turn in.
    public var axis: Axis
    /// Whether two pages show side by side, the spine between them.
    public var isSpread: Bool
    /// Whether the right-to-left reading order mirrors the book (the spine
    /// on the right, sheets turning to the right).
    public var isMirrored: Bool
    /// Whether the back of a single page is blank paper (false) or a page
    /// of its own (true; always so in a spread).
    public var isDoubleSided: Bool

    /// Creates a curl frame.
    public init(fraction: Double, axis: Axis, isSpread: Bool, isMirrored: Bool, isDoubleSided: Bool) {
        self.fraction = fraction
        self.axis = axis
        self.isSpread = isSpread
        self.isMirrored = isMirrored
        self.isDoubleSided = isDoubleSided
    }
}
