import CGtk

/// An ARGB32 image surface drawn from a widget or by a painter, with pixel access.
@MainActor final class Pixels {
    let surface: OpaquePointer
    let width: Int32
    let height: Int32

    init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    }

    /// What `widget` draws now (`gtk_widget_draw`, the whole widget tree).
    convenience init(drawing widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(width: gtk_widget_get_allocated_width(widget), height: gtk_widget_get_allocated_height(widget))
        let cr = cairo_create(surface)
        gtk_widget_draw(widget, cr)
        cairo_destroy(cr)
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Fills the whole surface with one colour.
    func fill(red: Double, green: Double, blue: Double) {
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// The pixel at (x, y) as 0...255 red, green, blue.
    func rgb(_ x: Int32, _ y: Int32) -> (red: Int, green: Int, blue: Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let offset = Int(y) * stride + Int(x) * 4
        // ARGB32 is native-endian 32-bit: B, G, R, A in memory on little-endian machines.
        return (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
    }

    /// How many pixels of row `y` satisfy `test`.
    func count(row y: Int32, where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        (0..<width).filter { test(rgb($0, y)) }.count
    }

    /// How many pixels of column `x` satisfy `test`.
    func count(column x: Int32, where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        (0..<height).filter { test(rgb(x, $0)) }.count
    }

    func writePNG(_ path: String) {
        cairo_surface_write_to_png(surface, path)
    }
}
