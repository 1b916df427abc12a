import CCairo

/// Pango layouts kept from frame to frame by one thread, on one context of
/// that thread's default Cairo font map, by a key that says what a layout
/// shows.
///
/// Text drawn again on every frame (the degree labels along a map's edges,
/// the marker's caption) would cost a Pango context and fresh shaping each
/// time: a share of a zoom's frames, and of a flip's map snapshot, large
/// enough to stand out in a profile. A kept layout is only matched to the
/// frame's target (``update(for:)``); Pango lays it out again by itself
/// when the target's font options (unless the cache lays out as for
/// images) or its transformation changed.
///
/// The context is made at the first ``update(for:)``, on the font map that
/// is the thread's default then: a cache made while a window is built, before
/// the app installs the font map its start-up warmed (``BaseMapFontWarmUp``),
/// still draws from that one, not from a cold map of its own.
public final class PangoLayoutCache<Key: Hashable> {
    /// Made at the first update; nil when Pango has no Cairo font map, and
    /// callers then make a layout per frame.
    private var context: OpaquePointer?
    private var madeContext = false
    private var layouts: [Key: OpaquePointer] = [:]
    /// More layouts than this and the cache starts afresh rather than grow.
    private let capacity: Int
    /// With ``init(capacity:layingOutAsForImages:)``: a context on a pixel
    /// of image surface that takes each frame's transformation, so layouts
    /// follow it but keep an image surface's font options.
    private let imageTarget: OpaquePointer?

    /// A cache of at most `capacity` layouts, laid out for each frame's
    /// target. With `layingOutAsForImages`, they are laid out for an image
    /// surface in the frame's transformation, whatever the target: text
    /// drawn on a window then uses the fonts, hinting and antialiasing of
    /// text rendered into images (the maps' renderings), and finds loaded
    /// the faces warmed for those.
    public init(capacity: Int, layingOutAsForImages: Bool = false) {
        self.capacity = max(1, capacity)
        imageTarget = layingOutAsForImages ? Self.pixelContext() : nil
    }

    deinit {
        removeAll()
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        if let imageTarget { cairo_destroy(imageTarget) }
    }

    /// Matches the layouts to `cr` (its target's font options, or an image
    /// surface's, and its transformation): once per frame, before
    /// ``layout(_:configure:)``. False when there is no context to keep,
    /// and layouts must be made per frame.
    func update(for cr: OpaquePointer) -> Bool {
        if !madeContext {
            madeContext = true
            context = pango_cairo_font_map_get_default().flatMap { pango_font_map_create_context($0) }
        }
        guard let context else { return false }
        if let imageTarget {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_set_matrix(imageTarget, &matrix)
            pango_cairo_update_context(imageTarget, context)
        } else {
            pango_cairo_update_context(cr, context)
        }
        return true
    }

    /// A Cairo context on a 1×1 image surface (which it keeps alive).
    private static func pixelContext() -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface), cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        return cr
    }

    /// The layout for `key`, made and set up by `configure` the first time;
    /// owned by the cache. Call only after ``update(for:)`` returned true.
    func layout(_ key: Key, configure: (OpaquePointer) -> Void) -> OpaquePointer {
        if let known = layouts[key] { return known }
        if layouts.count >= capacity { removeAll() }
        let layout = pango_layout_new(context)!
        configure(layout)
        layouts[key] = layout
        return layout
    }

    private func removeAll() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = [:]
    }
}
