import CXlibTesting

/// Draws into a new 24-bit X pixmap of `width` × `height` points at `scale`
/// device pixels per point, as GDK's frames draw into the window's, and
/// returns its pixels read back from the server (0x00RRGGBB, row by row).
func drawnInXPixmap(
    width: Double, height: Double, scale: Double, on display: OpaquePointer, _ draw: (OpaquePointer) -> Void
) -> [UInt32] {
    let screen = XDefaultScreenOfDisplay(display)!
    let columns = Int32(width * scale), rows = Int32(height * scale)
    let pixmap = XCreatePixmap(display, XRootWindowOfScreen(screen), UInt32(columns), UInt32(rows), 24)
    defer { XFreePixmap(display, pixmap) }
    let target = cairo_xlib_surface_create(display, pixmap, XDefaultVisualOfScreen(screen), columns, rows)!
    defer { cairo_surface_destroy(target) }
    cairo_surface_set_device_scale(target, scale, scale)
    let cr = cairo_create(target)!
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    let image = cairo_surface_map_to_image(target, nil)!
    defer { cairo_surface_unmap_image(target, image) }
    let stride = Int(cairo_image_surface_get_stride(image)) / 4
    let height = Int(cairo_image_surface_get_height(image)), width = Int(cairo_image_surface_get_width(image))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(image)!).bindMemory(to: UInt32.self, capacity: stride * height)
    return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] & 0xFF_FFFF } }
}

/// A connection of the test's own to the X display (Xvfb's, under
/// meson-helpers/with-xvfb.sh); without one the test fails, it is not skipped.
func openTestDisplay() throws -> OpaquePointer {
    guard let display = XOpenDisplay(nil) else { throw NoXDisplay() }
    return display
}

/// No X display to draw on.
struct NoXDisplay: Error, CustomStringConvertible {
    var description: String { "no X display: run the tests with meson-helpers/with-xvfb.sh" }
}
