import CCairo
import Geo
import MapRendering
import Testing

/// An offscreen RGB image the tests render into and read pixels from.
final class BaseMapTestImage {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        cr = cairo_create(surface)
    }

    /// Every pixel's colour, row by row, as 0xRRGGBB.
    var colourWords: [UInt32] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] & 0xFF_FFFF } }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The pixel at (x, y) as 0xRRGGBB.
    func pixel(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let base = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return base & 0xFF_FFFF
    }

    func writePNG(_ path: String) {
        cairo_surface_flush(surface)
        cairo_surface_write_to_png(surface, path)
    }
}

/// The world data, loaded once for all base map tests.
let baseMapTestAtlas: WorldAtlas? = try? WorldAtlas.load()

/// The largest difference of one channel between two 0xRRGGBB colours.
func baseMapChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    [16, 8, 0].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.max()!
}

/// Whether two 0xRRGGBB colours differ by at most `tolerance` per channel.
func baseMapColorsClose(_ a: UInt32, _ b: UInt32, tolerance: Int = 10) -> Bool {
    baseMapChannelDifference(a, b) <= tolerance
}

/// Two frames of one view, `width` device pixels wide, compared pixel by
/// pixel: the largest channel difference in the band of `band` pixels along
/// the frame's border, and every difference beyond `tolerance` inside it.
///
/// A first frame's rendering ends at the view's border, the whole area's
/// runs on: Cairo's coarse rasteriser, which strokes coasts and lake
/// outlines, rounds a line it cuts there by a quarter pixel, so a thin
/// line's tone may differ by about a sixteenth of its contrast in the
/// band; inside it, only by the fine rasteriser's rounding of a clipped
/// span, a few levels.
func baseMapSwapDifferences(
    _ a: [UInt32], _ b: [UInt32], width: Int, band: Int = 2, tolerance: Int = 2
) -> (border: Int, inside: [Int]) {
    let height = a.count / width
    var border = 0
    var inside: [Int] = []
    for (index, (p, q)) in zip(a, b).enumerated() {
        let difference = baseMapChannelDifference(p, q)
        let x = index % width, y = index / width
        if min(x, y, width - 1 - x, height - 1 - y) < band {
            border = max(border, difference)
        } else if difference > tolerance {
            inside.append(difference)
        }
    }
    return (border, inside)
}

/// Scales an image's context as GTK does for a HiDPI window.
func baseMapScaleForTests(_ image: BaseMapTestImage, _ factor: Double) {
    cairo_scale(image.cr, factor, factor)
}

/// The loaded atlas, or a test failure saying the world data is missing.
func requireBaseMapAtlas() throws -> WorldAtlas {
    try #require(baseMapTestAtlas, "world data (Assets/world) did not load")
}
