import CCairo
@testable import MapRendering
import Testing

/// The label faces of one weight share one Pango font, laid out at one
/// size and scaled as they are drawn, and still measure and draw at their
/// own sizes.
@Suite struct BaseMapLabelFontsTests {
    /// A layout on an image context of its own, with a fresh font map, so
    /// the fonts it loads are the ones these faces ask for and no others.
    private final class Scratch {
        let fontMap = pango_cairo_font_map_new()!
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 40)!
        let cr: OpaquePointer
        let layout: OpaquePointer

        init() {
            cr = cairo_create(surface)
            let context = pango_font_map_create_context(fontMap)!
            pango_cairo_update_context(cr, context)
            layout = pango_layout_new(context)
            g_object_unref(UnsafeMutableRawPointer(context))
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }

        /// The font Pango chose for the first character of `layout`'s text.
        func firstFont() -> UnsafeMutableRawPointer? {
            guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
                  let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self)
            else { return nil }
            return run.pointee.item.pointee.analysis.font.map { UnsafeMutableRawPointer($0) }
        }
    }

    private let fonts = BaseMapLabelFonts(families: BaseMapStyle.standard.fontFamilies)

    @Test func theRegularFacesShareOneFontAndTheBoldOnesAnother() throws {
        let scratch = Scratch()
        var loaded: [UnsafeMutableRawPointer] = []
        for font in [fonts.city, fonts.town, fonts.country, fonts.largeCountry, fonts.graticule] {
            _ = font.apply("Ringkøbing", to: scratch.layout)
            loaded.append(try #require(scratch.firstFont()))
        }
        #expect(Set(loaded).count == 1, "the five regular faces loaded \(Set(loaded).count) fonts")
        _ = fonts.megacity.apply("Ringkøbing", to: scratch.layout)
        let megacity = try #require(scratch.firstFont())
        _ = fonts.majorCity.apply("Ringkøbing", to: scratch.layout)
        let majorCity = try #require(scratch.firstFont())
        #expect(megacity == majorCity, "the two bold faces loaded two fonts")
        #expect(megacity != loaded[0])
    }

    @Test func eachFaceMeasuresAtItsOwnSize() {
        let scratch = Scratch()
        let reference = fonts.largeCountry.apply("Ringkøbing", to: scratch.layout)
        // The same text in a face without letter spacing, unscaled.
        let plain = BaseMapLabelFont(
            families: BaseMapStyle.standard.fontFamilies, size: BaseMapLabelFonts.regularLayoutSize,
            weight: PANGO_WEIGHT_NORMAL)
        let full = plain.apply("Ringkøbing", to: scratch.layout)
        let town = fonts.town.apply("Ringkøbing", to: scratch.layout)
        let city = fonts.city.apply("Ringkøbing", to: scratch.layout)
        #expect(abs(town.width - full.width * 10.5 / 12) < 1e-9)
        #expect(abs(town.height - full.height * 10.5 / 12) < 1e-9)
        #expect(abs(city.width - full.width * 11.5 / 12) < 1e-9)
        // Letter spacing is in drawn points: 1.8 between each two of the ten letters.
        #expect(abs(reference.width - full.width - 9 * 1.8) < 0.05)
        #expect(fonts.town.scale == 10.5 / 12 && fonts.largeCountry.scale == 1 && fonts.megacity.scale == 1)
        #expect(fonts.majorCity.scale == 12.5 / 13.5)
    }

    @Test func textIsDrawnAtTheFacesSizeWhereItWasPlaced() throws {
        let scratch = Scratch()
        let font = fonts.graticule
        let size = font.apply("56°N", to: scratch.layout)
        cairo_set_source_rgb(scratch.cr, 1, 1, 1)
        cairo_paint(scratch.cr)
        cairo_set_source_rgb(scratch.cr, 0, 0, 0)
        font.show(scratch.layout, at: 10, 8, in: scratch.cr)
        cairo_surface_flush(scratch.surface)
        // The inked columns and rows lie within the measured box, and the
        // text reaches past most of its width (drawn unscaled, at 12 pixels
        // instead of 9, it would overflow the box by a third).
        let width = Int(cairo_image_surface_get_width(scratch.surface))
        let height = Int(cairo_image_surface_get_height(scratch.surface))
        let stride = Int(cairo_image_surface_get_stride(scratch.surface))
        let data = try #require(cairo_image_surface_get_data(scratch.surface))
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            for x in 0..<width where data[y * stride + x * 4] < 128 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(maxX >= 0, "nothing was drawn")
        #expect(minX >= 10 && Double(maxX) <= 10 + size.width + 1)
        #expect(minY >= 8 && Double(maxY) <= 8 + size.height + 1)
        #expect(Double(maxX - 10) > size.width * 0.75)
    }
}
