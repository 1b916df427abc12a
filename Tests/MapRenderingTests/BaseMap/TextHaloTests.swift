import CCairo
@testable import MapRendering
import Testing

/// The halo painted from copies of the glyphs covers what the stroked glyph
/// outlines it replaced cover, at 1× and 2×, and keeps the colour's alpha.
@Suite struct TextHaloTests {
    /// The alpha of every pixel after `paint` draws on a transparent
    /// 200×40-point surface at `scale`.
    func alpha(scale: Double, _ paint: (OpaquePointer, OpaquePointer) -> Void) -> [Double] {
        let width = Int(200 * scale), height = Int(40 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        let layout = pango_cairo_create_layout(cr)!
        let font = pango_font_description_from_string("DejaVu Sans Bold 11")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, "Valladolid · Øresund 南太平洋", -1)
        paint(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).flatMap { y in (0..<width).map { Double(data[y * stride + $0] >> 24) / 255 } }
    }

    func stroked(radius: Double, alpha: Double = 1) -> (OpaquePointer, OpaquePointer) -> Void {
        { cr, layout in
            cairo_move_to(cr, 6, 8)
            pango_cairo_layout_path(cr, layout)
            cairo_set_source_rgba(cr, 1, 1, 1, alpha)
            cairo_set_line_width(cr, 2 * radius)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
    }

    func copied(radius: Double, alpha: Double = 1) -> (OpaquePointer, OpaquePointer) -> Void {
        { cr, layout in
            TextHalo(radius: radius).draw(layout, atX: 6, y: 8, color: BaseMapColor(hex: 0xFFFFFF, alpha: alpha), in: cr)
        }
    }

    func text(_ cr: OpaquePointer, _ layout: OpaquePointer) {
        cairo_move_to(cr, 6, 8)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        pango_cairo_show_layout(cr, layout)
    }

    @Test(arguments: [1.0, 2.0])
    func coversWhatTheStrokedOutlineCovers(scale: Double) {
        let reference = alpha(scale: scale) { stroked(radius: 1.5)($0, $1); text($0, $1) }
        let halo = alpha(scale: scale) { copied(radius: 1.5)($0, $1); text($0, $1) }
        let textOnly = alpha(scale: scale, text)
        let covered = reference.filter { $0 > 0.5 }.count
        // The halo reaches well beyond the glyphs…
        #expect(Double(halo.filter { $0 > 0.5 }.count) > 1.5 * Double(textOnly.filter { $0 > 0.5 }.count))
        // …as far as the stroke does: the same ink within a few percent (at
        // 1× cairo puts glyph copies on whole pixels, so the halo's fringe is
        // a little thinner), and the same pixels, but for antialiasing.
        let (referenceInk, haloInk) = (reference.reduce(0, +), halo.reduce(0, +))
        #expect(abs(haloInk - referenceInk) < 0.08 * referenceInk, "ink \(haloInk) against \(referenceInk)")
        let differing = zip(reference, halo).filter { abs($0 - $1) > 0.5 }.count
        #expect(Double(differing) < 0.03 * Double(covered), "\(differing) of \(covered) pixels differ")
        // A halo twice as wide is told apart by the same measures.
        let wide = alpha(scale: scale) { copied(radius: 3)($0, $1); text($0, $1) }
        #expect(abs(wide.reduce(0, +) - referenceInk) > 0.2 * referenceInk)
        #expect(zip(reference, wide).filter { abs($0 - $1) > 0.5 }.count > 5 * max(differing, 1))
    }

    @Test func overlappingCopiesKeepTheColoursAlpha() {
        let halo = alpha(scale: 1, copied(radius: 1.5, alpha: 0.9))
        let strongest = halo.max() ?? 0
        #expect(abs(strongest - 0.9) < 0.01, "the halo's alpha compounded to \(strongest)")
    }

    @Test(arguments: [0.5, 1.0, 2.0, 4.0])
    func copiesSitOnTheCircleCloseEnoughToLeaveNoNotch(scale: Double) {
        let halo = TextHalo(radius: 1.5)
        let offsets = halo.offsets(devicePixelsPerPoint: scale)
        #expect(offsets.count >= 8)
        for (index, offset) in offsets.enumerated() {
            #expect(abs((offset.x * offset.x + offset.y * offset.y).squareRoot() - 1.5) < 1e-9)
            let next = offsets[(index + 1) % offsets.count]
            let gap = ((next.x - offset.x) * (next.x - offset.x) + (next.y - offset.y) * (next.y - offset.y)).squareRoot()
            #expect(gap * scale <= TextHalo.maximumGap + 1e-9)
        }
        #expect(TextHalo(radius: 0).offsets(devicePixelsPerPoint: scale).isEmpty)
    }
}
