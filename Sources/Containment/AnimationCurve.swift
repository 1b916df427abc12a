/// A timing curve: maps the fraction of time elapsed to the fraction of the
/// animation shown. The raw value is the trace's `curve` field.
///
/// The eased curves are the cubic Béziers Core Animation uses:
/// ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1).
public enum AnimationCurve: String, Hashable, Sendable, CaseIterable {
    /// Slow at the start and the end.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear

    /// The animation's progress at time fraction `time`, both in 0...1.
    ///
    /// Values outside 0...1 are clamped; the result is exactly 0 at 0 and exactly 1 at 1.
    public func progress(at time: Double) -> Double {
        let t = min(1, max(0, time))
        if t == 0 || t == 1 { return t }
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: t)
        case .easeOut: return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: t)
        case .easeInOut: return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: t)
        }
    }

    /// Solves the Bézier for the parameter whose x is `x`, then returns its y.
    private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        // Bisection: x(s) is monotonic for these control points, and 50 halvings
        // reach double precision without the derivative's corner cases.
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
