import CCairo
@testable import MapRendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A layout cache made before its thread's font map is installed (a map
/// canvas is built before the app installs the fonts its start-up warmed)
/// lays out in the installed map, not in a cold one of its own.
@Suite struct PangoLayoutCacheTests {
    @Test func theContextIsMadeOnTheFontMapInstalledByTheFirstUpdate() {
        // On a thread of its own: Pango's default font map is per thread.
        var thread = pthread_t()
        let result = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        defer { result.deallocate() }
        pthread_create(&thread, nil, { raw in
            let usesInstalled = raw!.assumingMemoryBound(to: Bool.self)
            let cache = PangoLayoutCache<String>(capacity: 4)
            let installed = pango_cairo_font_map_new()!
            pango_cairo_font_map_set_default(OpaquePointer(installed))
            defer {
                pango_cairo_font_map_set_default(nil)
                g_object_unref(UnsafeMutableRawPointer(installed))
            }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8)!
            let cr = cairo_create(surface)!
            defer {
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            guard cache.update(for: cr) else { return nil }
            let layout = cache.layout("55°N") { pango_layout_set_text($0, "55°N", -1) }
            usesInstalled.pointee = pango_context_get_font_map(pango_layout_get_context(layout)) == installed
            return nil
        }, result)
        pthread_join(thread, nil)
        #expect(result.pointee, "the cache laid out in a font map of its own")
    }
}
