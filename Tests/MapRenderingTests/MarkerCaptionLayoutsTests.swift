import CCairo
@testable import MapRendering
import Testing

/// A caption drawn from a layout kept frame to frame looks exactly like one
/// drawn from a fresh layout, as its text, place and device scale change.
@Suite struct MarkerCaptionLayoutsTests {
    func pixels(_ caption: MarkerCaption, anchorX: Double, scale: Double, layouts: MarkerCaptionLayouts?) -> [UInt32] {
        let width = Int(240 * scale), height = Int(80 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0.6, 0.8, 0.9)
        cairo_paint(cr)
        caption.draw(in: cr, anchorX: anchorX, anchorY: 20, viewWidth: 240, viewHeight: 80, layouts: layouts)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] & 0xFF_FFFF } }
    }

    @Test func aKeptLayoutDrawsWhatAFreshOneDraws() {
        let layouts = MarkerCaptionLayouts()
        let frames: [(String, Double, Double)] = [
            ("Thyborøn, Denmark", 120, 1), ("Thyborøn, Denmark", 97.25, 1), ("Lemvig, Denmark", 97.25, 1),
            ("Lemvig, Denmark", 130, 2), ("南太平洋", 110, 2), ("Thyborøn, Denmark", 120, 1),
        ]
        var previous: [UInt32] = []
        for (index, (text, anchorX, scale)) in frames.enumerated() {
            let caption = MarkerCaption(text: text)
            let kept = pixels(caption, anchorX: anchorX, scale: scale, layouts: layouts)
            let fresh = pixels(caption, anchorX: anchorX, scale: scale, layouts: nil)
            #expect(kept == fresh, "frame \(index): the kept layout draws differently")
            #expect(kept != previous, "frame \(index): the caption changed with its text or place")
            previous = kept
        }
    }
}
