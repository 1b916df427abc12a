import CCairo

/// One Pango layout for the way down's labels: created on a context, measured,
/// shown, released. A class so `deinit` frees the layout exactly once.
final class WayDownText {
    private static let pangoScale = 1024.0
    let layout: OpaquePointer

    /// Lays out `text` at `size` points, at most `width` wide, wrapped onto
    /// at most `maxLines` lines (ellipsized past them), aligned left or centred.
    init(_ cr: OpaquePointer, _ text: String, size: Double, bold: Bool = false, mono: Bool = false,
         width: Double? = nil, maxLines: Int32 = 1, centred: Bool = false) {
        layout = pango_cairo_create_layout(cr)!
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, mono ? "DejaVu Sans Mono, Monospace" : "Sans")
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * Self.pangoScale)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if let width {
            pango_layout_set_width(layout, Int32(max(1, width) * Self.pangoScale))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, -max(1, maxLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if centred { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        pango_layout_set_text(layout, text, -1)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical size in points.
    var size: (width: Double, height: Double) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Self.pangoScale, Double(logical.height) / Self.pangoScale)
    }

    /// Glyphs with no font (0 when every character, CJK included, has one).
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Draws the layout with its top-left corner at (x, y).
    func show(_ cr: OpaquePointer, x: Double, y: Double, color: MapColor) {
        withSavedState(cr) {
            color.setSource(cr)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
