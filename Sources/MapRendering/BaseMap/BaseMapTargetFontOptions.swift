import CCairo

/// The font options (antialiasing, hinting, subpixel order) of the surfaces
/// a thread will draw text on, captured where such a surface can be made,
/// so that text laid out ahead on another thread loads the very fonts that
/// thread's text will use.
///
/// Pango keeps a font map's fonts per font options: text laid out for an
/// image surface (a worker's rendering) loads other fonts than the same text
/// for an X window's surface. The main thread's first degree labels were
/// 1–5 ms of the window's first frame until they were warmed with these.
public final class BaseMapTargetFontOptions: @unchecked Sendable {
    // @unchecked: a copy of its own, never changed after init and freed in deinit.
    let options: OpaquePointer

    /// The font options of `surface` (a `cairo_surface_t *` like the ones
    /// the text will be drawn on; it may be destroyed afterwards).
    public init(of surface: OpaquePointer) {
        let options = cairo_font_options_create()!
        cairo_surface_get_font_options(surface, options)
        self.options = options
    }

    deinit { cairo_font_options_destroy(options) }
}
