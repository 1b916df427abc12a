import CCairo

/// Runs `body` between `cairo_save` and `cairo_restore`, so transforms,
/// clips and sources set inside never leak to the caller's drawing.
@inline(__always)
func withSavedState<T>(_ cr: OpaquePointer, _ body: () throws -> T) rethrows -> T {
    cairo_save(cr)
    defer { cairo_restore(cr) }
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
