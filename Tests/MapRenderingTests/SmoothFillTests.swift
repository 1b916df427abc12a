import CCairo
@testable import MapRendering
import Testing

/// A smooth gradient filled at a quarter of the resolution and enlarged
/// (``fillSmoothly(_:within:reduction:_:)``) looks like the gradient filled
/// pixel by pixel, and stays inside the path.
@Suite struct SmoothFillTests {
    /// The way down's shading: a highlight off centre, dark at the limb.
    private func shade(_ cr: OpaquePointer, smoothly: Bool, scale: Double) {
        let c = MapPoint(x: 150, y: 120), r = 100.0
        let gradient = { (target: OpaquePointer) in
            withRadialGradient(
                cx0: c.x - r * 0.35, cy0: c.y - r * 0.4, r0: 0, cx1: c.x, cy1: c.y, r1: r,
                stops: [(0, MapColor(hex: 0xFFFFFF, alpha: 0.10)), (0.7, MapColor(hex: 0xFFFFFF, alpha: 0)),
                        (1, MapColor(hex: 0x000000, alpha: 0.10))]
            ) { cairo_set_source(target, $0) }
        }
        cairo_set_source_rgb(cr, 0.8, 0.5, 0.3)
        cairo_paint(cr)
        addCircle(cr, x: c.x, y: c.y, radius: r)
        if smoothly {
            fillSmoothly(cr, within: MapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) { shading in
                gradient(shading)
                cairo_paint(shading)
            }
        } else {
            gradient(cr)
            cairo_fill(cr)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aQuarterOfTheResolutionLooksTheSame(scale: Double) {
        let exact = RenderSurface(width: 300, height: 240, scaleFactor: scale)
        exact.draw { shade($0, smoothly: false, scale: scale) }
        let smooth = RenderSurface(width: 300, height: 240, scaleFactor: scale)
        smooth.draw { shade($0, smoothly: true, scale: scale) }
        let background = RenderSurface(width: 300, height: 240, scaleFactor: scale)
        background.draw { cr in
            cairo_set_source_rgb(cr, 0.8, 0.5, 0.3)
            cairo_paint(cr)
        }
        var worst = 0.0, shaded = 0
        for y in 0..<exact.pixelHeight {
            for x in 0..<exact.pixelWidth {
                let a = exact.pixel(x: x, y: y), b = smooth.pixel(x: x, y: y), ground = background.pixel(x: x, y: y)
                worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
                if abs(a.red - ground.red) > 4.0 / 255 { shaded += 1 }
            }
        }
        #expect(shaded > 1000, "the gradient shaded next to nothing")
        // Bilinear steps across the gradient's kink at its middle stop: a
        // few levels of 255 at most, where the eye sees none.
        #expect(worst <= 3.5 / 255, "largest difference \(worst * 255) of 255")
        // Outside the disc, the background as it was.
        #expect(smooth.pixel(x: 2, y: 2) == background.pixel(x: 2, y: 2))
        #expect(smooth.pixel(x: exact.pixelWidth - 3, y: exact.pixelHeight - 3) == background.pixel(x: 2, y: 2))
    }
}
