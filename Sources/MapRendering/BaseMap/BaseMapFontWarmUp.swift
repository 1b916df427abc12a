import CCairo
public import Dispatch
import Locking

/// A Pango font map that a worker thread sets up while the app starts, for
/// the main thread to adopt before it draws its first map.
///
/// The first text a thread lays out makes Pango initialise fontconfig, match
/// the label faces and load them, work that would otherwise sit inside the
/// first map frame on the main thread. Pango keeps one default font map per
/// thread, so the worker builds a map of its own, lays out a line in every
/// label face on a scratch surface, and hands the map over;
/// ``install()`` makes it the calling thread's default. Before that, a
/// worker may draw with it too (``BaseMapFirstRenderings`` renders the maps'
/// first frames with it), on a loan taken out ahead of ``install()``. A font
/// map is not thread-safe, so only one thread uses it at a time: the warm-up,
/// then each loan in turn, then the installing thread, which waits for both.
public final class BaseMapFontWarmUp: @unchecked Sendable {
    // @unchecked: `fontMap` is written by the warm-up before `warmed` opens
    // and read only after waiting for it; loans use it in turn on
    // one queue, and `install()` waits for them all.
    private nonisolated(unsafe) var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private let warmed = Latch()
    /// Loans taken out and not yet ended.
    private let loans = DispatchGroup()

    /// Starts warming up at once, on `queue` (by default a thread of its
    /// own). Give it a queue of its own: a borrower waits for the warm-up
    /// only before its first text, so what it draws before that runs beside
    /// the warm-up instead of after it.
    public init(on queue: DispatchQueue = .global(qos: .userInitiated)) {
        queue.async { [self] in
            fontMap = Self.warmedFontMap(pango_cairo_font_map_new())
            warmed.open()
        }
    }

    /// Keeps the font map from ``install()`` until a matching
    /// ``borrow(_:)`` has run. Call on the installing thread, before it
    /// installs; `borrow` must follow once (on any thread).
    func takeOutLoan() {
        loans.enter()
    }

    /// Runs `body` at once, then ends the loan taken out for it. `body` is
    /// given a function to call before it lays out any text: the first
    /// call waits for the warm-up and makes the warmed font map the calling
    /// thread's Pango default until `body` returns, so its text uses the
    /// fonts already loaded, and what `body` draws before needs no fonts
    /// and does not wait for them.
    func borrow<T>(_ body: (_ fontsNeeded: () -> Void) -> T) -> T {
        defer { loans.leave() }
        var adopted = false
        let result = body {
            guard !adopted else { return }
            adopted = true
            warmed.wait()
            if let fontMap { pango_cairo_font_map_set_default(OpaquePointer(fontMap)) }
        }
        if adopted, fontMap != nil { pango_cairo_font_map_set_default(nil) }
        return result
    }

    /// Waits for the warm-up and any loans, and makes the font map the
    /// calling thread's default (``pango_cairo_create_layout`` and GTK's text
    /// use it). Call once, on the thread that draws the first frame, before
    /// it draws.
    public func install() {
        warmed.wait()
        loans.wait()
        guard let fontMap else { return }
        self.fontMap = nil
        pango_cairo_font_map_set_default(OpaquePointer(fontMap))
        g_object_unref(UnsafeMutableRawPointer(fontMap))  // the default holds its own reference
    }

    private static func warmedFontMap(_ fontMap: UnsafeMutablePointer<PangoFontMap>?) -> UnsafeMutablePointer<PangoFontMap>? {
        guard let fontMap else { return nil }
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
        for font in fonts.all {
            _ = font.apply("Aarhus Ringkøbing 56°N 8°E DENMARK", to: layout)
            // At the face's drawn size, as the renderings draw it: Cairo
            // makes and keeps a scaled font per size, and its glyphs.
            font.show(layout, at: 0, 0, in: cr)
        }
        return fontMap
    }
}
