/// Greedy label placement: a box is accepted when it lies inside the view
/// (inset by a margin) and overlaps nothing accepted before, so callers
/// offer labels in priority order. O(n) per attempt for n boxes taken;
/// a few hundred labels at most per view.
struct MapLabelPlacer {
    /// Accepted boxes: min x, min y, max x, max y.
    private(set) var taken: [SIMD4<Double>] = []
    private let bounds: SIMD4<Double>

    init(width: Double, height: Double, edgeMargin: Double) {
        bounds = SIMD4(edgeMargin, edgeMargin, width - edgeMargin, height - edgeMargin)
    }

    /// Whether `box` fits: inside the view and clear of every taken box.
    func fits(_ box: SIMD4<Double>) -> Bool {
        guard box.x >= bounds.x, box.y >= bounds.y, box.z <= bounds.z, box.w <= bounds.w else { return false }
        for other in taken where box.x < other.z && other.x < box.z && box.y < other.w && other.y < box.w {
            return false
        }
        return true
    }

    /// Whether `box` is clear of every taken box (it may cross the view edge).
    func isFree(_ box: SIMD4<Double>) -> Bool {
        for other in taken where box.x < other.z && other.x < box.z && box.y < other.w && other.y < box.w {
            return false
        }
        return true
    }

    /// Takes `box` unconditionally (a city dot, after its label fitted).
    mutating func take(_ box: SIMD4<Double>) {
        taken.append(box)
    }
}
