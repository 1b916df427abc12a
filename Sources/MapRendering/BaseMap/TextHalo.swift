import CCairo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The halo under a map label: what the glyph outlines stroked
/// `2 × radius` wide with round joins would cover, painted from copies of
/// the glyphs instead.
///
/// Stroking every outline took 19 of the 47 ms of the start map's first
/// paint, the only render on the main thread; copies of the text are cached
/// glyph masks, and cost about a tenth of that.
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

    /// Paints the halo of `layout` drawn with its top-left at (x, y) in
    /// `color`; the caller paints the text over it.
    ///
    /// The copies' coverage is collected in an alpha-only group first, so
    /// where they overlap the halo keeps the colour's alpha instead of
    /// compounding it. The group is clipped to the label, which keeps it small.
    func draw(_ layout: OpaquePointer, atX x: Double, y: Double, color: BaseMapColor, in cr: OpaquePointer) {
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        let offsets = offsets(devicePixelsPerPoint: (unitX * unitX + unitY * unitY).squareRoot())
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
        for offset in offsets {
            cairo_move_to(cr, x + offset.x, y + offset.y)
            pango_cairo_show_layout(cr, layout)
        }
        let coverage = cairo_pop_group(cr)
        color.setSource(on: cr)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
        cairo_restore(cr)
    }
}
