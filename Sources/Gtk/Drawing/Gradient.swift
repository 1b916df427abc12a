import CGtk

/// A colour ramp to paint with: along a line, or between two circles.
///
/// ```swift
/// let shadow = Gradient.linear(fromX: 0, y: 0, toX: 40, y: 0)
/// shadow.addColorStop(at: 0, red: 0, green: 0, blue: 0, alpha: 0.4)
/// shadow.addColorStop(at: 1, red: 0, green: 0, blue: 0, alpha: 0)
/// context.setSource(shadow)
/// context.paint()
/// ```
public final class Gradient {
    let patternPointer: OpaquePointer

    private init(_ pattern: OpaquePointer) {
        patternPointer = pattern
    }

    deinit {
        cairo_pattern_destroy(patternPointer)
    }

    /// A gradient along the line from (`x0`, `y0`) to (`x1`, `y1`).
    public static func linear(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double) -> Gradient {
        Gradient(cairo_pattern_create_linear(x0, y0, x1, y1))
    }

    /// A gradient from the circle at (`x0`, `y0`) of radius `r0` out to the
    /// circle at (`x1`, `y1`) of radius `r1`.
    public static func radial(
        fromX x0: Double, y y0: Double, radius r0: Double, toX x1: Double, y y1: Double, radius r1: Double
    ) -> Gradient {
        Gradient(cairo_pattern_create_radial(x0, y0, r0, x1, y1, r1))
    }

    /// The colour at `offset` (0 at the start, 1 at the end), components in 0...1.
    public func addColorStop(at offset: Double, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_pattern_add_color_stop_rgba(patternPointer, offset, red, green, blue, alpha)
    }
}
