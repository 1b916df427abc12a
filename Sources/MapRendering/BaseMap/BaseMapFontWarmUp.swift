import CCairo
import Dispatch

/// A Pango font map that a worker thread sets up while the app starts, for
/// the main thread to adopt before it draws its first map.
///
/// The first text a thread lays out makes Pango initialise fontconfig, match
/// the label faces and load them: about 30 ms, which sat inside the first
/// map frame on the main thread. Pango keeps one default font map per
/// thread, so the worker builds a map of its own, lays out a line in every
/// label face on a scratch surface, and hands the map over;
/// ``install()`` makes it the calling thread's default. A font map is not
/// thread-safe, so only one thread uses it at a time: the worker until it
/// signals, the installing thread after.
public final class BaseMapFontWarmUp: @unchecked Sendable {
    // @unchecked: `fontMap` is written by the worker before `done` is
    // signalled and read only after waiting for it.
    private nonisolated(unsafe) var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts warming up at once, on a worker thread.
    public init() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            fontMap = Self.warmedFontMap()
            done.signal()
        }
    }

    /// Waits for the warm-up and makes its font map the calling thread's
    /// default (``pango_cairo_create_layout`` and GTK's text use it). Call
    /// once, on the thread that draws the first frame, before it draws.
    public func install() {
        done.wait()
        done.signal()
        guard let fontMap else { return }
        self.fontMap = nil
        pango_cairo_font_map_set_default(OpaquePointer(fontMap))
        g_object_unref(UnsafeMutableRawPointer(fontMap))  // the default holds its own reference
    }

    private static func warmedFontMap() -> UnsafeMutablePointer<PangoFontMap>? {
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16) else { return fontMap }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return fontMap }
        defer { cairo_destroy(cr) }
        guard let context = pango_font_map_create_context(fontMap) else { return fontMap }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        guard let layout = pango_layout_new(context) else { return fontMap }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let fonts = BaseMapLabelFonts(families: BaseMapStyle.standard.fontFamilies)
        for font in [fonts.megacity, fonts.majorCity, fonts.city, fonts.town, fonts.country, fonts.largeCountry, fonts.graticule] {
            _ = font.apply("Aarhus Ringkøbing 56°N 8°E DENMARK", to: layout)
            pango_cairo_show_layout(cr, layout)
        }
        return fontMap
    }
}
