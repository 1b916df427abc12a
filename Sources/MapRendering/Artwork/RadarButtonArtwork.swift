#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

/// The round radar button's face: a teal scope with rings, cross-hairs, a
/// sweep with a fading trail and a few blips, in a metal bezel with a soft
/// drop shadow. Pure vector, so it is crisp at any scale factor.
///
/// ```swift
/// RadarButtonArtwork().draw(in: cr, width: 72, height: 72, state: .hover, focused: true)
/// ```
public struct RadarButtonArtwork: Sendable {
    /// The button's interaction state.
    public enum State: Sendable {
        case normal, hover, pressed, insensitive
    }

    /// Creates the artwork.
    public init() {}

    /// Room kept around the bezel for the focus ring and the shadow, in points.
    static let margin = 5.0

    /// The bezel's radius when drawn in a `width` × `height` box.
    public static func radius(width: Double, height: Double) -> Double {
        max(1, min(width, height) / 2 - margin)
    }

    /// Colour adjustment per state: brightness, saturation and opacity.
    private func tone(_ c: MapColor, _ state: State) -> MapColor {
        switch state {
        case .normal: return c
        case .hover: return c.mixed(with: MapColor(red: 1, green: 1, blue: 1, alpha: c.alpha), fraction: 0.12)
        case .pressed: return MapColor(red: c.red * 0.78, green: c.green * 0.78, blue: c.blue * 0.78, alpha: c.alpha)
        case .insensitive:
            let grey = 0.3 * c.red + 0.59 * c.green + 0.11 * c.blue
            let g = MapColor(red: grey, green: grey, blue: grey, alpha: c.alpha)
            let desaturated = c.mixed(with: g, fraction: 0.85)
            return MapColor(red: desaturated.red * 0.8, green: desaturated.green * 0.8,
                            blue: desaturated.blue * 0.8, alpha: c.alpha * 0.75)
        }
    }

    /// The face of a `width` × `height` box (points) drawn into an image of
    /// `scale` device pixels per point, to be painted at the box's corner.
    ///
    /// A button paints its face from an image: drawn into a window's X
    /// pixmap directly, the face's clip and gradients make Cairo read pixels
    /// back from the X server, a round trip each, on every redraw.
    public func image(width: Double, height: Double, scale: Double, state: State, focused: Bool) -> RenderSurface {
        let surface = RenderSurface(width: width, height: height, scaleFactor: scale)
        surface.draw { draw(in: $0, width: width, height: height, state: state, focused: focused) }
        return surface
    }

    /// Draws the face centred in a `width` × `height` box (points), as large
    /// as fits, with a visible keyboard-focus ring when `focused`.
    ///
    /// The context's state is left unchanged.
    public func draw(in cr: OpaquePointer, width: Double, height: Double, state: State, focused: Bool) {
        let big = Self.radius(width: width, height: height)
        let cx = width / 2, cy = height / 2
        let pressed = state == .pressed
        let t = { (c: MapColor) in self.tone(c, state) }
        withSavedState(cr) {
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_BEST)
            // Drop shadow: soft stacked discs; a pressed button sits lower, so less shadow.
            let shadowOffset = pressed ? 0.6 : 1.6
            let shadowAlpha = state == .insensitive ? 0.12 : (pressed ? 0.2 : 0.32)
            for i in 0..<5 {
                let grow = Double(4 - i) * 0.8
                cairo_set_source_rgba(cr, 0, 0.02, 0.06, shadowAlpha / 5 * 1.4)
                addCircle(cr, x: cx, y: cy + shadowOffset + 0.6, radius: big + grow - 0.8)
                cairo_fill(cr)
            }

            // Bezel: brushed metal, light from the top.
            addCircle(cr, x: cx, y: cy, radius: big)
            withLinearGradient(
                x0: 0, y0: cy - big, x1: 0, y1: cy + big,
                stops: pressed
                    ? [(0, t(MapColor(hex: 0x26323C))), (1, t(MapColor(hex: 0x5A6B78)))]
                    : [(0, t(MapColor(hex: 0x8A9BA8))), (0.5, t(MapColor(hex: 0x4A5A67))), (1, t(MapColor(hex: 0x232D36)))]
            ) { cairo_set_source(cr, $0) }
            cairo_fill(cr)
            // Bezel rim: a crisp dark outline and a thin light inner edge.
            cairo_set_line_width(cr, 1)
            t(MapColor(hex: 0x0B1118, alpha: 0.9)).setSource(cr)
            addCircle(cr, x: cx, y: cy, radius: big - 0.5)
            cairo_stroke(cr)

            let r = big * 0.82
            let dy = pressed ? 0.5 : 0
            let ccy = cy + dy
            // Inner groove between bezel and scope.
            addCircle(cr, x: cx, y: ccy, radius: r + 1.2)
            t(MapColor(hex: 0x061014)).setSource(cr)
            cairo_fill(cr)

            // The scope: deep teal, brighter in the middle.
            addCircle(cr, x: cx, y: ccy, radius: r)
            withRadialGradient(
                cx0: cx, cy0: ccy, r0: 0, cx1: cx, cy1: ccy, r1: r,
                stops: [(0, t(MapColor(hex: 0x16806C))), (0.65, t(MapColor(hex: 0x0C4F46))), (1, t(MapColor(hex: 0x052824)))]
            ) { cairo_set_source(cr, $0) }
            cairo_fill(cr)

            // Everything on the scope stays within its disc by construction:
            // a clip to the disc would make Cairo mask each of the forty-odd
            // fills and strokes below, an extra step for every one of them
            // (`tunnel-bench map` prints the face's drawing time).
            withSavedState(cr) {
                let grid = t(MapColor(hex: 0x6FF2CC, alpha: 0.38))
                grid.setSource(cr)
                cairo_set_line_width(cr, max(0.6, r * 0.028))
                for f in [1.0 / 3, 2.0 / 3] {
                    addCircle(cr, x: cx, y: ccy, radius: r * f)
                    cairo_stroke(cr)
                }
                cairo_move_to(cr, cx - r, ccy); cairo_line_to(cr, cx + r, ccy)
                cairo_move_to(cr, cx, ccy - r); cairo_line_to(cr, cx, ccy + r)
                cairo_stroke(cr)
                // Tick marks on the outer ring.
                t(MapColor(hex: 0x6FF2CC, alpha: 0.3)).setSource(cr)
                for i in 0..<24 {
                    let a = Double(i) * .pi / 12
                    let inner = i % 2 == 0 ? r * 0.86 : r * 0.92
                    cairo_move_to(cr, cx + cos(a) * inner, ccy + sin(a) * inner)
                    cairo_line_to(cr, cx + cos(a) * r, ccy + sin(a) * r)
                }
                cairo_stroke(cr)

                // The sweep: a fan of thin wedges fading behind the leading edge.
                let lead = -0.28 * .pi  // pointing up and to the right
                let trail = 0.55 * .pi
                let steps = 36
                for i in 0..<steps {
                    let f0 = Double(i) / Double(steps), f1 = Double(i + 1) / Double(steps)
                    let a0 = lead - trail * f1, a1 = lead - trail * f0
                    let alpha = 0.7 * (1 - f0) * (1 - f0)
                    cairo_move_to(cr, cx, ccy)
                    cairo_arc(cr, cx, ccy, r, a0, a1 + 0.004)
                    cairo_close_path(cr)
                    t(MapColor(hex: 0x58F5C4, alpha: alpha)).setSource(cr)
                    cairo_fill(cr)
                }
                // Leading edge: a bright line, with butt caps so it ends on the
                // scope's rim.
                cairo_set_line_width(cr, max(0.8, r * 0.04))
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                t(MapColor(hex: 0xCFFFEF, alpha: 0.95)).setSource(cr)
                cairo_move_to(cr, cx, ccy)
                cairo_line_to(cr, cx + cos(lead) * r, ccy + sin(lead) * r)
                cairo_stroke(cr)

                // Blips: brighter the more recently the sweep passed them.
                let blips: [(angle: Double, distance: Double, strength: Double)] = [
                    (lead - 0.18, 0.58, 1.0), (lead - 0.9, 0.8, 0.6), (lead - 1.6, 0.36, 0.35),
                ]
                for blip in blips {
                    let bx = cx + cos(blip.angle) * r * blip.distance
                    let by = ccy + sin(blip.angle) * r * blip.distance
                    let size = max(1.2, r * 0.075)
                    addCircle(cr, x: bx, y: by, radius: size * 2.6)
                    withRadialGradient(
                        cx0: bx, cy0: by, r0: 0, cx1: bx, cy1: by, r1: size * 2.6,
                        stops: [(0, t(MapColor(hex: 0x9DFFD9, alpha: 0.55 * blip.strength))),
                                (1, t(MapColor(hex: 0x9DFFD9, alpha: 0)))]
                    ) { cairo_set_source(cr, $0) }
                    cairo_fill(cr)
                    addCircle(cr, x: bx, y: by, radius: size)
                    t(MapColor(hex: 0xE8FFF6, alpha: 0.35 + 0.65 * blip.strength)).setSource(cr)
                    cairo_fill(cr)
                }
                // Centre hub.
                addCircle(cr, x: cx, y: ccy, radius: max(1, r * 0.06))
                t(MapColor(hex: 0xCFFFEF)).setSource(cr)
                cairo_fill(cr)

                // Inner shadow at the top edge: the scope sits below the bezel.
                addCircle(cr, x: cx, y: ccy, radius: r)
                withRadialGradient(
                    cx0: cx, cy0: ccy + r * 0.12, r0: r * 0.8, cx1: cx, cy1: ccy + r * 0.12, r1: r * 1.12,
                    stops: [(0, MapColor(hex: 0x000000, alpha: 0)), (1, MapColor(hex: 0x000000, alpha: pressed ? 0.6 : 0.4))]
                ) { cairo_set_source(cr, $0) }
                cairo_fill(cr)

                // Glass: a soft highlight over the top half.
                if !pressed {
                    cairo_save(cr)
                    cairo_translate(cr, cx, ccy - r * 0.42)
                    cairo_scale(cr, r * 0.78, r * 0.5)
                    addCircle(cr, x: 0, y: 0, radius: 1)
                    cairo_restore(cr)
                    withLinearGradient(
                        x0: 0, y0: ccy - r * 0.95, x1: 0, y1: ccy,
                        stops: [(0, MapColor(hex: 0xFFFFFF, alpha: state == .insensitive ? 0.08 : 0.2)),
                                (1, MapColor(hex: 0xFFFFFF, alpha: 0))]
                    ) { cairo_set_source(cr, $0) }
                    cairo_fill(cr)
                }
            }

            // Keyboard focus: a clear ring outside the bezel, in the desktop's focus blue.
            if focused {
                cairo_set_line_width(cr, 2)
                MapColor(hex: 0x8CC4FF, alpha: 0.95).setSource(cr)
                addCircle(cr, x: cx, y: cy, radius: big + 3)
                cairo_stroke(cr)
            }
        }
    }
}
