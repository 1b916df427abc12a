import CCairo

/// Pango layouts of the degree labels drawn along a view's edges, kept from
/// frame to frame by one thread's renderer.
///
/// Every composited frame draws these labels again (they follow the view's
/// edges), and making a Pango context and shaping each label anew cost
/// about 1 ms of a frame: a perf profile of a zoom at 2560×1600×2 found a
/// tenth of the frames' time there, and of the flip's map snapshot a third.
/// The degree strings are few (whole degrees on a graticule step), so their
/// layouts are kept on one context of the thread's default font map, which
/// ``update(for:)`` matches to each frame's target (Pango lays a layout out
/// again by itself when its context changed).
final class GraticuleLabelLayouts {
    private let context: OpaquePointer
    private var layouts: [Key: OpaquePointer] = [:]

    private struct Key: Hashable {
        let text: String
        let font: ObjectIdentifier
    }

    /// More degree strings than this (there are 541 at most, per face) are
    /// not expected; past it the cache starts afresh rather than grow.
    static let capacity = 600

    /// Nil when Pango has no Cairo font map (callers then make a layout per frame).
    init?() {
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap) else { return nil }
        self.context = context
    }

    deinit {
        removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Matches the layouts to `cr` (its target's font options and its
    /// transformation): once per frame, before ``layout(_:font:)``.
    func update(for cr: OpaquePointer) {
        pango_cairo_update_context(cr, context)
    }

    /// A layout showing `text` in `font`, and its logical size in points.
    func layout(_ text: String, font: BaseMapLabelFont) -> (layout: OpaquePointer, width: Double, height: Double) {
        let key = Key(text: text, font: ObjectIdentifier(font))
        let layout: OpaquePointer
        if let known = layouts[key] {
            layout = known
        } else {
            if layouts.count >= Self.capacity { removeAll() }
            layout = pango_layout_new(context)
            _ = font.apply(text, to: layout)
            layouts[key] = layout
        }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (layout, Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    private func removeAll() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = [:]
    }
}
