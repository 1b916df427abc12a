import CGtk

/// Text on a Book page, set with Pango.
@MainActor enum BookText {
    /// Draws `text` at (`x`, `y`) wrapped to `width`; returns its height.
    @discardableResult
    static func draw(
        _ cr: OpaquePointer, _ text: String, font: String, x: Double, y: Double, width: Double,
        color: (Double, Double, Double, Double), alignment: PangoAlignment = PANGO_ALIGN_LEFT,
        letterSpacing: Int32 = 0, measureOnly: Bool = false
    ) -> Double {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(font)
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, alignment)
        if letterSpacing != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(letterSpacing * PANGO_SCALE))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text, -1)
        var inkWidth: Int32 = 0, inkHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &inkWidth, &inkHeight)
        if !measureOnly {
            cairo_move_to(cr, x, y)
            cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
            pango_cairo_show_layout(cr, layout)
        }
        return Double(inkHeight)
    }
}
