import CCairo

/// One label type face: a Pango font description, plus optional letter
/// spacing (country names are spaced out). Owns its Pango objects and frees
/// them on deinit.
///
/// A face may lay its text out at a bigger size than it is drawn
/// (`layoutSize`) and be scaled down as it is drawn, so that faces of one
/// weight share one Pango font: every new size is another fontconfig
/// substitution, match and sort of all installed fonts, and another font
/// loaded, all while the app starts. Sizes and drawing go through
/// ``apply(_:to:)`` and ``show(_:at:_:in:beneath:)``, which account for the
/// scale.
final class BaseMapLabelFont {
    let description: OpaquePointer
    private let attributes: OpaquePointer?
    /// The drawn size over the laid-out size (1 when they are the same).
    let scale: Double

    /// `families` is a Pango family list; `size` is the drawn size in points
    /// (user space); `layoutSize`, at least `size`, is the size the text is
    /// laid out at (by default `size`). `letterSpacing` is in drawn points.
    init(families: String, size: Double, weight: PangoWeight, letterSpacing: Double = 0, layoutSize: Double? = nil) {
        let layoutSize = max(layoutSize ?? size, size)
        scale = size / layoutSize
        description = pango_font_description_from_string(families)
        pango_font_description_set_absolute_size(description, layoutSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight)
        if letterSpacing > 0, let list = pango_attr_list_new() {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32((letterSpacing / scale * Double(PANGO_SCALE)).rounded())))
            attributes = list
        } else {
            attributes = nil
        }
    }

    deinit {
        pango_font_description_free(description)
        if let attributes { pango_attr_list_unref(attributes) }
    }

    /// Sets `text` in this face on `layout` and returns its logical size in
    /// drawn points.
    func apply(_ text: String, to layout: OpaquePointer) -> (width: Double, height: Double) {
        pango_layout_set_font_description(layout, description)
        pango_layout_set_attributes(layout, attributes)
        pango_layout_set_text(layout, text, -1)
        return logicalSize(of: layout)
    }

    /// The logical size in drawn points of `layout`, set in this face.
    func logicalSize(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = scale / Double(PANGO_SCALE)
        return (Double(logical.width) * unit, Double(logical.height) * unit)
    }

    /// Shows `layout`, set by ``apply(_:to:)``, in `cr`'s source with its
    /// top-left at (x, y), moved to the nearest whole device pixel, and at
    /// its drawn size. `beneath` runs first, in the text's own space (its
    /// top-left at the origin; lengths in points are divided by ``scale``),
    /// for what goes under the text, as a halo.
    func show(_ layout: OpaquePointer, at x: Double, _ y: Double, in cr: OpaquePointer, beneath: () -> Void = {}) {
        // Cairo rounds each glyph to a whole pixel of the surface, and a
        // first frame's rendering (the view's part, through a device offset)
        // can round a glyph that falls near a half pixel the other way from
        // the whole area's: the label would jump a pixel when the area is
        // swapped in. From a whole pixel of the transform, both round alike.
        var deviceX = x, deviceY = y
        cairo_user_to_device(cr, &deviceX, &deviceY)
        deviceX.round()
        deviceY.round()
        cairo_device_to_user(cr, &deviceX, &deviceY)
        cairo_save(cr)
        cairo_translate(cr, deviceX, deviceY)
        if scale != 1 { cairo_scale(cr, scale, scale) }
        beneath()
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
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
    /// options would load it again (in the first frame, or in a layout
    /// ahead of it).
    convenience init() { self.init(capacity: 600, layingOutAsForImages: true) }
}
