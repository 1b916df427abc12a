import CCairo

/// One label type face: a Pango font description at an absolute pixel
/// size, plus optional letter spacing (country names are spaced out).
/// Owns its Pango objects and frees them on deinit.
final class BaseMapLabelFont {
    let description: OpaquePointer
    private let attributes: OpaquePointer?

    /// `families` is a Pango family list; `size` is in points (user space).
    init(families: String, size: Double, weight: PangoWeight, letterSpacing: Double = 0) {
        description = pango_font_description_from_string(families)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight)
        if letterSpacing > 0, let list = pango_attr_list_new() {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32(letterSpacing * Double(PANGO_SCALE))))
            attributes = list
        } else {
            attributes = nil
        }
    }

    deinit {
        pango_font_description_free(description)
        if let attributes { pango_attr_list_unref(attributes) }
    }

    /// Sets `text` in this face on `layout` and returns its logical size in points.
    func apply(_ text: String, to layout: OpaquePointer) -> (width: Double, height: Double) {
        pango_layout_set_font_description(layout, description)
        pango_layout_set_attributes(layout, attributes)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}
