import CCairo
import Testing

@testable import MapRendering

/// The distance field against shapes whose distances are known exactly.
@Suite struct EdgeDistanceFieldTests {
    /// Coverage of a disk of `radius` pixels centred at (`cx`, `cy`), drawn
    /// anti-aliased by Cairo into an alpha-only image.
    static func disk(width: Int, height: Int, cx: Double, cy: Double, radius: Double) -> (OpaquePointer, EdgeDistanceField) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_arc(cr, cx, cy, radius, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let field = EdgeDistanceField(
            coverage: cairo_image_surface_get_data(surface), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)))
        return (surface, field)
    }

    /// Within the dozen pixels a marker's shadow reads (outside the pixels
    /// the edge itself crosses), the field is off the exact distance by well
    /// under a pixel's width, and on average by a tenth of one.
    @Test(arguments: [(40.0, 40.0, 12.0), (40.3, 39.6, 7.25), (20.5, 55.8, 3.6)])
    func followsTheAntialiasedEdgeOfADisk(cx: Double, cy: Double, radius: Double) {
        let (surface, field) = Self.disk(width: 80, height: 80, cx: cx, cy: cy, radius: radius)
        defer { cairo_surface_destroy(surface) }
        var worst: Float = 0, total: Float = 0, measured = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let exact = Float((dx * dx + dy * dy).squareRoot() - radius)
                if exact < -0.75 { #expect(field[x, y] <= -0.49, "(\(x), \(y)) is covered") }
                guard exact > 0.75, exact < 12 else { continue }
                worst = max(worst, abs(field[x, y] - exact))
                total += abs(field[x, y] - exact)
                measured += 1
            }
        }
        #expect(worst < 0.45, "worst error \(worst) px")
        #expect(total / Float(measured) < 0.1, "mean error \(total / Float(measured)) px")
    }

    @Test func isInfiniteWhereNothingIsCovered() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 8, 5)!
        defer { cairo_surface_destroy(surface) }
        let field = EdgeDistanceField(
            coverage: cairo_image_surface_get_data(surface), width: 8, height: 5, stride: Int(cairo_image_surface_get_stride(surface)))
        #expect(field[3, 2] == .infinity)
    }

    @Test func measuresAlongRowsAndColumnsFromASinglePixel() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 9, 7)!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        cairo_image_surface_get_data(surface)[3 * stride + 4] = 255
        cairo_surface_mark_dirty(surface)
        let field = EdgeDistanceField(coverage: cairo_image_surface_get_data(surface), width: 9, height: 7, stride: stride)
        #expect(field[4, 3] == -0.5)
        #expect(field[8, 3] == 3.5)
        #expect(field[4, 0] == 2.5)
        #expect(abs(field[0, 0] - (5 - 0.5)) < 1e-5)
    }
}
