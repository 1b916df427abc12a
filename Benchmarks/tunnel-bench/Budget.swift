/// One budget as measured: the figure, the most it may be, and whether it
/// stayed within it. Every budget is an upper bound, in the unit its key
/// names (`startRatio`, `…Megabytes`, `…Milliseconds`, `…Percent`), so
/// the README's table (`tools/bench/budget-table.py`) reads them all alike.
struct Budget: Encodable, Sendable {
    /// The measured figure, rounded as it is printed.
    let value: Double
    /// The most it may be.
    let target: Double
    /// Whether the figure is within the target.
    let met: Bool

    /// `value` against `target`, rounded to `digits` decimals; NaN (no
    /// samples) is never met.
    init(_ value: Double, atMost target: Double, digits: Int = 2) {
        self.value = Budget.rounded(value, digits: digits)
        self.target = target
        // The rounded figure is judged, so the table never shows a figure
        // equal to its target as missed.
        met = self.value <= target
    }

    /// "met" or "MISSED", for the benchmarks' printed lines.
    var verdict: String { met ? "met" : "MISSED" }

    /// `value` rounded to `digits` decimals: figures are written as they
    /// mean, not with the noise of their last bits.
    static func rounded(_ value: Double, digits: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
