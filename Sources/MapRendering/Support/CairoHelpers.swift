import CCairo

/// Runs `body` between `cairo_save` and `cairo_restore`, so transforms,
/// clips and sources set inside never leak to the caller's drawing.
@inline(__always)
func withSavedState<T>(_ cr: OpaquePointer, _ body: () throws -> T) rethrows -> T {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    return try body()
}

/// Runs `body` with `cr`'s antialiasing set to `antialias`, then sets it
/// back. Unlike `withSavedState` it restores nothing else, so the caller's
/// path is there for a fill or stroke inside, and is consumed by it.
func withAntialias<T>(_ cr: OpaquePointer, _ antialias: cairo_antialias_t, _ body: () throws -> T) rethrows -> T {
    let previous = cairo_get_antialias(cr)
    cairo_set_antialias(cr, antialias)
    defer { cairo_set_antialias(cr, previous) }
    return try body()
}

/// Adds a circle as a closed sub-path.
@inline(__always)
func addCircle(_ cr: OpaquePointer, x: Double, y: Double, radius: Double) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
    cairo_close_path(cr)
}

/// Adds a rectangle with rounded corners as a closed sub-path.
func addRoundedRectangle(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
    let r = min(radius, width / 2, height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
}

/// Creates a linear gradient and hands it to `body`, releasing it after.
func withLinearGradient(
    x0: Double, y0: Double, x1: Double, y1: Double,
    stops: [(Double, MapColor)], _ body: (OpaquePointer?) -> Void
) {
    let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)
    defer { cairo_pattern_destroy(pattern) }
    for (offset, color) in stops { color.addStop(to: pattern, at: offset) }
    body(pattern)
}

/// Creates a radial gradient and hands it to `body`, releasing it after.
func withRadialGradient(
    cx0: Double, cy0: Double, r0: Double, cx1: Double, cy1: Double, r1: Double,
    stops: [(Double, MapColor)], _ body: (OpaquePointer?) -> Void
) {
    let pattern = cairo_pattern_create_radial(cx0, cy0, r0, cx1, cy1, r1)
    defer { cairo_pattern_destroy(pattern) }
    for (offset, color) in stops { color.addStop(to: pattern, at: offset) }
    body(pattern)
}

/// Fills the current path (consumed, as `cairo_fill` does) with what `paint`
/// paints, drawn at a `reduction`-th of the device's resolution over `bounds`
/// (points) and enlarged with bilinear filtering.
///
/// For smooth shading only: pixman works a radial gradient out pixel by
/// pixel, so its cost grows with the device pixels it covers, and at a
/// quarter of the resolution it looks the same for a sixteenth of them.
func fillSmoothly(
    _ cr: OpaquePointer, within bounds: MapRect, reduction: Double = 4, _ paint: (OpaquePointer) -> Void
) {
    var scaleX = 1.0, scaleY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(cr), &scaleX, &scaleY)
    let scale = max(scaleX, scaleY) / max(1, reduction)
    // A pixel of margin each side, so the enlargement has neighbours to blend at the edges.
    let margin = 1 / scale
    guard let image = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(((bounds.width + 2 * margin) * scale).rounded(.up)),
        Int32(((bounds.height + 2 * margin) * scale).rounded(.up))),
        cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
    else {
        cairo_new_path(cr)
        return
    }
    defer { cairo_surface_destroy(image) }
    cairo_surface_set_device_scale(image, scale, scale)
    let shading = cairo_create(image)!
    cairo_translate(shading, margin - bounds.x, margin - bounds.y)
    paint(shading)
    cairo_destroy(shading)
    withSavedState(cr) {
        cairo_clip(cr)
        cairo_set_source_surface(cr, image, bounds.x - margin, bounds.y - margin)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
    }
}
