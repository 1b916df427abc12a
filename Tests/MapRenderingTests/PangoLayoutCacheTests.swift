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

/// A cache laying out as for images keeps an image surface's font options
/// on any target, so the map's degree labels on a window use the faces
/// warmed for images, and look like the labels rendered beside them.
@Suite struct PangoLayoutCacheImageOptionsTests {
    /// The font options of `surface`.
    static func options(of surface: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_surface_get_font_options(surface, options)
        return options
    }

    /// The font options of the scaled font `layout`'s first run is drawn in.
    static func fontOptions(of layout: OpaquePointer) -> OpaquePointer? {
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
        else { return nil }
        let options = cairo_font_options_create()!
        cairo_scaled_font_get_font_options(scaled, options)
        return options
    }

    @Test(arguments: [false, true])
    func layoutsForAnotherTargetUseItsOptionsOrAnImages(asForImages: Bool) throws {
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8)!
        // A recording surface stands for a window's: its font options are not an image's.
        var extents = cairo_rectangle_t(x: 0, y: 0, width: 64, height: 64)
        let other = cairo_recording_surface_create(CAIRO_CONTENT_COLOR, &extents)!
        let cr = cairo_create(other)!
        let imageOptions = Self.options(of: image), otherOptions = Self.options(of: other)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(other)
            cairo_surface_destroy(image)
            cairo_font_options_destroy(imageOptions)
            cairo_font_options_destroy(otherOptions)
        }
        try #require(cairo_font_options_equal(imageOptions, otherOptions) == 0, "the two targets' options must differ")

        let cache = PangoLayoutCache<String>(capacity: 2, layingOutAsForImages: asForImages)
        cairo_scale(cr, 2, 2)
        try #require(cache.update(for: cr))
        let layout = cache.layout("55°N") { pango_layout_set_text($0, "55°N", -1) }
        let used = try #require(Self.fontOptions(of: layout))
        defer { cairo_font_options_destroy(used) }
        let expected = asForImages ? imageOptions : otherOptions
        // The scaled font's options are the target's merged onto the defaults.
        let merged = cairo_font_options_create()!
        defer { cairo_font_options_destroy(merged) }
        cairo_font_options_merge(merged, expected)
        #expect(cairo_font_options_get_hint_metrics(used) == cairo_font_options_get_hint_metrics(merged))
        #expect(cairo_font_options_get_hint_style(used) == cairo_font_options_get_hint_style(merged))
        // The frame's transformation is followed either way.
        let matrix = pango_context_get_matrix(pango_layout_get_context(layout))
        #expect(matrix?.pointee.xx == 2 && matrix?.pointee.yy == 2, "the 2× frame's transformation was not taken")
    }
}
