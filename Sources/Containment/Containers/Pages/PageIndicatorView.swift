/// A page indicator: which page of how many, drawn by the backend as dots
/// (few pages) or a line with a thumb (many), after libadwaita's
/// `AdwCarouselIndicatorDots` and `AdwCarouselIndicatorLines`.
@MainActor public final class PageIndicatorView: View {
    /// How the indicator draws.
    public enum Style: Sendable, Equatable {
        /// One dot per page, the current one bright.
        case dots
        /// A track with a thumb at the current position, for many pages.
        case lines
    }

    /// Up to this many pages show as dots; more as a line.
    public static let maximumDots = 12

    /// The number of pages; 0 hides the indicator.
    public private(set) var count = 0
    /// The index of the first visible page.
    public private(set) var index = 0
    /// How many pages show at once (2 for a spread).
    public private(set) var visibleCount = 1
    /// Called after the values change; for the backend that draws them.
    public var changeObserver: (@MainActor (PageIndicatorView) -> Void)?

    /// Creates an indicator showing nothing.
    public init() {
        super.init()
        name = "pageIndicator"
    }

    /// Dots up to ``maximumDots`` pages, a line beyond.
    public var style: Style { count <= Self.maximumDots ? .dots : .lines }

    /// What a screen reader says, e.g. "Page 3 of 250" or "Pages 3 and 4 of 250".
    public var accessibleLabel: String {
        guard count > 0 else { return "" }
        if visibleCount > 1 && index + 1 < count {
            return "Pages \(index + 1) and \(index + 2) of \(count)"
        }
        return "Page \(index + 1) of \(count)"
    }

    func update(count: Int, index: Int, visibleCount: Int) {
        let count = max(0, count)
        let index = min(max(0, index), max(0, count - 1))
        guard count != self.count || index != self.index || visibleCount != self.visibleCount else { return }
        self.count = count
        self.index = index
        self.visibleCount = visibleCount
        isHidden = count == 0
        changeObserver?(self)
    }
}
