import CCairo

/// The Pango layout of the caption a map shows, kept from frame to frame
/// by one thread (GTK's), so a frame that only moved the map does not make
/// a Pango context and shape the place name again (a few tenths of a
/// millisecond a frame, a millisecond on a new kind of target such as a
/// flip's snapshot). The layout is made again when the caption's text or
/// size changes; ``layout(for:in:)`` matches its context to each frame's
/// target, and Pango lays the text out again by itself when that changed.
public final class MarkerCaptionLayouts {
    private var context: OpaquePointer?
    private var layout: OpaquePointer?
    private var shown: (text: String, fontSize: Double)?

    /// An empty cache.
    public init() {}

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// A layout showing `caption`, matched to `cr`; owned by this cache,
    /// valid until the next call.
    func layout(for caption: MarkerCaption, in cr: OpaquePointer) -> OpaquePointer {
        if context == nil, let fontMap = pango_cairo_font_map_get_default() {
            context = pango_font_map_create_context(fontMap)
        }
        guard let context else {
            // No font map to keep a context of: a layout per frame, as without a cache.
            if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let made = pango_cairo_create_layout(cr)!
            caption.configure(made)
            layout = made
            return made
        }
        pango_cairo_update_context(cr, context)
        if let layout, let shown, shown.text == caption.text, shown.fontSize == caption.fontSize { return layout }
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let made = pango_layout_new(context)!
        caption.configure(made)
        layout = made
        shown = (caption.text, caption.fontSize)
        return made
    }
}
