import CCairo

/// The surface a card is being drawn on, when a kept surface can stand in
/// for drawing: the context's transformation is a translation by whole
/// device pixels, so painting a surface made like the target at the card's
/// origin copies its pixels one for one (no resampling, the same pixels a
/// direct draw makes).
struct GeoInfoCardTarget {
    /// The surface drawn on (the current group's, if a group is pushed).
    let surface: OpaquePointer
    /// Its device pixels per point.
    let scale: Double

    /// The target of `cr`, or nil when the card would not land on whole
    /// device pixels there (scaled, rotated or fractionally translated).
    init?(_ cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
              let surface = cairo_get_group_target(cr) else { return nil }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        let x = matrix.x0 * scaleX + offsetX, y = matrix.y0 * scaleY + offsetY
        guard scaleX == scaleY, scaleX > 0, x == x.rounded(), y == y.rounded() else { return nil }
        self.surface = surface
        self.scale = scaleX
    }

    /// `surface` itself as the target, at its device scale.
    init(surface: OpaquePointer) {
        var scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        self.surface = surface
        scale = scaleX
    }

    /// A new surface like the target (same backend, font options and device
    /// scale) with `content`, of `width` × `height` points rounded up; nil
    /// on failure.
    func makeSimilar(content: cairo_content_t, width: Double, height: Double) -> OpaquePointer? {
        // Cairo multiplies the size by the target's device scale and passes
        // that scale on, so the new surface is in points like the target.
        guard let made = cairo_surface_create_similar(
            surface, content,
            Int32(width.rounded(.up)), Int32(height.rounded(.up))) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        return made
    }
}
