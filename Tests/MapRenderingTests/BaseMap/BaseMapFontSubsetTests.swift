import CCairo
@testable import MapRendering
import Testing

/// A font subset finds the maps' faces in a fraction of the system's fonts
/// and draws them pixel for pixel as the system's configuration does; text
/// that is not a subset of this format is not taken for one.
@Suite struct BaseMapFontSubsetTests {
    /// Latin with diacritics, the degree sign and Chinese: every font a map
    /// face falls back on.
    private static let sample = "Aarhus Ringkøbing 56°N 8°E DENMARK 北京 上海"

    /// `sample` in every label face and the captions' face, one line each,
    /// drawn at `scale` device pixels per point by a font map that finds its
    /// fonts through `config` (nil: the system's configuration).
    private static func drawn(through config: OpaquePointer?, scale: Double) throws -> [UInt8] {
        let map = try #require(pango_cairo_font_map_new())
        defer { g_object_unref(UnsafeMutableRawPointer(map)) }
        if let config {
            guard let fcMap = ccairo_fc_font_map(map) else {
                Issue.record("a Cairo font map without a fontconfig side")
                return []
            }
            pango_fc_font_map_set_config(fcMap, config)
        }
        let width = Int32(520 * scale), height = Int32(260 * scale)
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let context = try #require(pango_font_map_create_context(map))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        let layout = try #require(pango_layout_new(context))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        let fonts = BaseMapLabelFonts(families: BaseMapStyle.standard.fontFamilies)
        var y = 4.0
        for font in fonts.all {
            _ = font.apply(sample, to: layout)
            font.show(layout, at: 4, y, in: cr)
            y += 28
        }
        let caption = MarkerCaption.fontDescription(size: MarkerCaption.defaultFontSize)
        defer { pango_font_description_free(caption) }
        pango_layout_set_font_description(layout, caption)
        pango_layout_set_attributes(layout, nil)
        cairo_move_to(cr, 4, y)
        pango_cairo_show_layout(cr, layout)

        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(height)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: bytes))
    }

    private static func fontCount(_ config: OpaquePointer?) -> Int32 {
        FcConfigGetFonts(config, FcSetSystem).map { $0.pointee.nfont } ?? 0
    }

    @Test(arguments: [1.0, 2.0])
    func theSubsetDrawsTheMapsFacesAsTheSystemDoes(scale: Double) throws {
        let text = try #require(BaseMapFontSubset.make(), "no subset reproduces this system's fonts")
        let subset = try #require(BaseMapFontSubset.configuration(from: text))
        defer { FcConfigDestroy(subset) }
        let system = try Self.drawn(through: nil, scale: scale)
        let fromSubset = try Self.drawn(through: subset, scale: scale)
        #expect(system.contains { $0 != 0 }, "nothing was drawn")
        #expect(system.count == fromSubset.count)
        let differing = zip(system, fromSubset).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ between the system's fonts and the subset's")
    }

    @Test func theSubsetHoldsOnlyTheDirectoriesOfTheMapsFonts() throws {
        let text = try #require(BaseMapFontSubset.make())
        let subset = try #require(BaseMapFontSubset.configuration(from: text))
        defer { FcConfigDestroy(subset) }
        let system = try #require(FcConfigReference(nil))
        defer { FcConfigDestroy(system) }
        #expect(Self.fontCount(subset) < Self.fontCount(system))
        #expect(text.contains("DejaVuSans.ttf"), "\(text)")
        #expect(text.contains("NotoSansCJK"), "\(text)")
        // The captions ask for "Sans": the subset resolves it as the system does.
        #expect(text.contains("<family>Sans</family>"), "\(text)")
        #expect(text.hasPrefix(BaseMapFontSubset.header + "\n"))
    }

    @Test func whatIsNotASubsetOfThisFormatIsRefused() throws {
        let made = try #require(BaseMapFontSubset.make())
        let header = BaseMapFontSubset.header
        let refused = [
            "",
            "<fontconfig><dir>/usr/share/fonts</dir></fontconfig>\n",  // no header
            made.replacing("format 1", with: "format 2", maxReplacements: 1),  // another version
            header + "\n<fontconfig><dir>/usr/share/fonts</dir>\n",  // cut short
            header + "\n<fontconfig><dir>/nonexistent/tunnel-fonts</dir></fontconfig>\n",  // no fonts
            header + "\n<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><dir></fontconfig>\n",  // malformed
            header + "\n\u{0}\u{1}\u{2}garbage</fontconfig>\n",
        ]
        for text in refused {
            let config = BaseMapFontSubset.configuration(from: text)
            #expect(config == nil, "taken for a subset: \(text.prefix(120))")
            if let config { FcConfigDestroy(config) }
        }
        let accepted = try #require(BaseMapFontSubset.configuration(from: made))
        FcConfigDestroy(accepted)
    }
}
