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
        return Self.logicalSize(of: layout)
    }

    /// The logical size of `layout`'s text in points.
    static func logicalSize(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}

/// What a kept degree label's layout shows: its text in one face.
struct GraticuleLabelKey: Hashable {
    let text: String
    let font: ObjectIdentifier
}

/// The degree labels along a view's edges, kept from frame to frame by one
/// thread's renderer.
typealias GraticuleLabelLayouts = PangoLayoutCache<GraticuleLabelKey>

extension PangoLayoutCache where Key == GraticuleLabelKey {
    /// Room for every degree string of a graticule (541 at most, per face).
    ///
    /// Laid out as for an image surface, as the renderings beneath them lay
    /// out their place labels: the map's text looks one way on every
    /// display, and a frame's first degree labels use the face the fonts'
    /// warm-up loaded (``BaseMapFontWarmUp``), where a window's own font
    /// options would load it again (1–5 ms in the first frame, or a layout
    /// ahead of it).
    convenience init() { self.init(capacity: 600, layingOutAsForImages: true) }
}
