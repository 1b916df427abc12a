import CCairo
@testable import MapRendering
import Testing

/// A city's dot, filled as two discs, paints what the dot with its stroked
/// ring painted, at 1× and 2× and wherever it falls within a pixel.
@Suite struct CityDotTests {
    /// Every pixel after `paint` draws dots of both sizes at fractional
    /// positions on a water-coloured 160×40-point surface at `scale`.
    func pixels(scale: Double, _ paint: (Double, Double, Double, OpaquePointer) -> Void) -> [UInt32] {
        let width = Int(160 * scale), height = Int(40 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, scale, scale)
        let cr = cairo_create(surface)!
        // Water, where the white ring shows most.
        BaseMapStyle.standard.water.setSource(on: cr)
        cairo_paint(cr)
        for index in 0..<16 {
            let x = 6 + Double(index % 8) * 19 + Double(index) * 0.137
            let y = 10 + Double(index / 8) * 19 + Double(index) * 0.311
            paint(x, y, index.isMultiple(of: 2) ? 2.6 : 2.1, cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] & 0xFF_FFFF } }
    }

    @Test(arguments: [1.0, 2.0])
    func aDotPaintsWhatItsStrokedRingPainted(scale: Double) {
        let style = BaseMapStyle.standard
        // The dot covers the ring's inner half only when it is opaque.
        #expect(style.cityDot.alpha == 1)
        let renderer = BaseMapRenderer(atlas: nil)
        let filled = pixels(scale: scale) { x, y, radius, cr in renderer.drawDot(x, y, radius: radius, cr) }
        let stroked = pixels(scale: scale) { x, y, radius, cr in
            cairo_new_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * .pi)
            style.cityDotRing.setSource(on: cr)
            cairo_set_line_width(cr, style.cityDotRingWidth)
            cairo_stroke_preserve(cr)
            style.cityDot.setSource(on: cr)
            cairo_fill(cr)
        }
        let background = pixels(scale: scale) { _, _, _, _ in }
        // The dots are drawn: many pixels differ from the bare water…
        #expect(zip(filled, background).filter { $0 != $1 }.count > Int(300 * scale * scale))
        // …and none by more than rounding from the stroked ring's.
        let worst = zip(filled, stroked).map { baseMapChannelDifference($0, $1) }.max() ?? 0
        #expect(worst <= 6, "a channel differs by \(worst)")
    }
}
