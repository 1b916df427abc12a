import CGtk

/// Draws into a new 24-bit surface of the X server, made as GDK makes the
/// window's, of `width` × `height` points at `scale` device pixels per
/// point, and returns its pixels read back from the server (0x00RRGGBB, row
/// by row).
func drawnInXPixmap(
    width: Double, height: Double, scale: Double, on display: OpaquePointer, _ draw: (OpaquePointer) -> Void
) -> [UInt32] {
    let screen = gdk_display_get_default_screen(display)
    let columns = Int32(width * scale), rows = Int32(height * scale)
    let target = gdk_window_create_similar_surface(gdk_screen_get_root_window(screen), CAIRO_CONTENT_COLOR, columns, rows)!
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

/// The test process's GDK display on the test's X server (Xvfb's, under
/// meson-helpers/with-xvfb.sh); without one the test fails, it is not skipped.
func openTestDisplay() throws -> OpaquePointer {
    guard gtk_init_check(nil, nil) != 0, let display = gdk_display_get_default(),
          g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(display), g_type_from_name("GdkX11Display")) != 0
    else { throw NoXDisplay() }
    return display
}

/// No X display to draw on.
struct NoXDisplay: Error, CustomStringConvertible {
    var description: String { "no X display: run the tests with meson-helpers/with-xvfb.sh" }
}
