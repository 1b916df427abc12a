import CCairo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The halo under a map label: what the glyph outlines stroked
/// `2 × radius` wide with round joins would cover, painted from shifted
/// copies of the text's own coverage instead.
///
/// Stroking every outline would be a large part of the start map's first
/// paint, the only render on the main thread. Showing the text once per
/// copy costs far less, yet would still be most of the labels' time in the
/// first renderings: every copy would go through Pango's layout walk and
/// Cairo's glyph lookup again. So the text's coverage is made once, and
/// each copy is that small alpha image added at a whole-pixel shift, which
/// pixman does with a plain vector loop: far quicker than showing the text
/// again, the more so at 2×, where a label has twice as many copies.
/// `tunnel-bench map` prints the start-up frames' times.
///
/// The copies sit on the circle of `radius` around the text's origin. A
/// point within `radius` of a glyph lies at exactly `radius` from some point
/// of it when the glyph reaches farther (glyphs are connected), so some copy
/// covers it; only inside glyph parts smaller than the circle, such as the
/// dot of an "i", is nothing covered, and there the text itself is.
struct TextHalo: Sendable {
    /// The largest distance, in device pixels, between neighbouring copies,
    /// so no notch shows between them at any scale.
    static let maximumGap = 0.75

    /// How far the halo reaches beyond the glyphs, in user units (points).
    let radius: Double

    /// Offsets of the copies from the text's origin, in user units, on a
    /// target with `devicePixelsPerPoint`: at least eight, and more as the
    /// circle grows in device pixels.
    func offsets(devicePixelsPerPoint: Double) -> [(x: Double, y: Double)] {
        guard radius > 0 else { return [] }
        let circumference = 2 * Double.pi * radius * max(devicePixelsPerPoint, 0.01)
        let count = max(8, Int((circumference / Self.maximumGap).rounded(.up)))
        return (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return (radius * cos(angle), radius * sin(angle))
        }
    }

    /// The copies' shifts in whole device pixels of `cr`'s target: each
    /// offset rounded, each shift once.
    ///
    /// Cairo 1.16 puts every glyph on a whole pixel, so the text shown once
    /// per copy would be whole-pixel shifts too, rounded per glyph; rounded
    /// per copy, neighbouring offsets often meet on one pixel (13 offsets
    /// give 8 shifts at 1×, 26 give 16 at 2×). Across a stem the halo comes
    /// out as the text shown per copy would draw it, its edge within 13
    /// levels of 255 (an "I" at 1× and 2×).
    func shifts(in cr: OpaquePointer) -> [SIMD2<Int>] {
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        var shifts: [SIMD2<Int>] = []
        for offset in offsets(devicePixelsPerPoint: (unitX * unitX + unitY * unitY).squareRoot()) {
            var dx = offset.x, dy = offset.y
            cairo_user_to_device_distance(cr, &dx, &dy)
            let shift = SIMD2(Int(dx.rounded()), Int(dy.rounded()))
            if !shifts.contains(shift) { shifts.append(shift) }
        }
        return shifts
    }

    /// Paints the halo of `layout` drawn with its top-left at (x, y) in
    /// `color`; the caller paints the text over it.
    ///
    /// The copies' coverage is collected in an alpha-only group first, so
    /// where they overlap the halo keeps the colour's alpha instead of
    /// compounding it; they are added, which saturates at full coverage
    /// and is pixman's fastest way to combine alpha images. Both groups are
    /// clipped to the label, which keeps them small.
    func draw(_ layout: OpaquePointer, atX x: Double, y: Double, color: BaseMapColor, in cr: OpaquePointer) {
        let shifts = shifts(in: cr)
        guard !shifts.isEmpty else { return }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)

        cairo_save(cr)
        cairo_new_path(cr)
        let margin = radius + 1
        cairo_rectangle(
            cr, x + Double(ink.x) - margin, y + Double(ink.y) - margin,
            Double(ink.width) + 2 * margin, Double(ink.height) + 2 * margin)
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        let text = cairo_pop_group(cr)

        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        // With no transform, a shift of whole device pixels is a pure
        // translation of the text's pattern, which Cairo hands pixman as an
        // integer offset: no resampling, and the copy's pixels are exact.
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(cairo_get_group_target(cr), &scaleX, &scaleY)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        for shift in shifts {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(&matrix, -Double(shift.x) / scaleX, -Double(shift.y) / scaleY)
            cairo_pattern_set_matrix(text, &matrix)
            cairo_set_source(cr, text)
            cairo_paint(cr)
        }
        let coverage = cairo_pop_group(cr)
        cairo_pattern_destroy(text)
        color.setSource(on: cr)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
        cairo_restore(cr)
    }
}
