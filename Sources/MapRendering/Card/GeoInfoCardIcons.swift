#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

/// The icons a card shows above its title while looking up or after a failure.
extension GeoInfoCard {
    /// Eight dots in a ring, fading round it: a spinner caught mid-turn.
    static func drawSpinner(_ cr: OpaquePointer, cx: Double, cy: Double, radius: Double) {
        let dots = 8
        for i in 0..<dots {
            let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(dots)
            let fade = Double(i) / Double(dots - 1)
            let dotRadius = radius * (0.17 - 0.07 * fade)
            addCircle(cr, x: cx + cos(a) * radius * 0.8, y: cy + sin(a) * radius * 0.8, radius: dotRadius)
            Self.accent.mixed(with: MapColor(hex: 0xFFFFFF), fraction: 0.3 * (1 - fade))
                .withAlpha(1 - 0.8 * fade).setSource(cr)
            cairo_fill(cr)
        }
    }

    /// An amber warning triangle with an exclamation mark.
    static func drawWarning(_ cr: OpaquePointer, cx: Double, cy: Double, size: Double) {
        let s = size
        let top = cy - s * 0.45, bottom = cy + s * 0.42
        withSavedState(cr) {
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_move_to(cr, cx, top)
            cairo_line_to(cr, cx + s * 0.52, bottom)
            cairo_line_to(cr, cx - s * 0.52, bottom)
            cairo_close_path(cr)
            cairo_set_line_width(cr, s * 0.12)
            Self.warning.setSource(cr)
            cairo_fill_preserve(cr)
            cairo_stroke(cr)
            // The mark, cut out in the card's dark ink.
            Self.backgroundBottom.setSource(cr)
            cairo_set_line_width(cr, s * 0.11)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(cr, cx, top + s * 0.3)
            cairo_line_to(cr, cx, bottom - s * 0.32)
            cairo_stroke(cr)
            addCircle(cr, x: cx, y: bottom - s * 0.14, radius: s * 0.07)
            cairo_fill(cr)
        }
    }
}
