import CCairo
import Geo
@testable import MapRendering
import Testing

/// The night's shade over the whole world at the March equinox: clear
/// under the Sun, darkest at its antipode, the terminator a quarter of the
/// way round either side, the twilights between, and a sun drawn where it
/// is overhead.
@Suite struct NightShadeTests {
    /// 2026-03-20T12:00:00Z, hours after the equinox: the Sun over about (0°, 2° W).
    static let moment = SolarMoment(secondsSince1970: 1_774_008_000)

    /// The world at the smallest zoom, white, with the shade painted on it.
    static func shaded() -> (RenderSurface, MapViewport) {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 1, width: 512, height: 512)
        let surface = RenderSurface(width: 512, height: 512)
        surface.draw { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            NightShade(moment: moment).draw(over: viewport, in: cr)
        }
        return (surface, viewport)
    }

    @Test func clearUnderTheSunDarkestOppositeAndGraduallyBetween() {
        let (surface, viewport) = Self.shaded()
        Shots.write(surface, "night-shade-world")
        func brightness(_ latitude: Double, _ longitude: Double) -> Double {
            let p = viewport.point(for: Coordinate(latitude: latitude, longitude: longitude))
            let pixel = surface.pixel(x: Int(p.x), y: Int(p.y))
            return (pixel.red + pixel.green + pixel.blue) / 3
        }
        let subsolar = Self.moment.subsolarPoint
        #expect(abs(subsolar.latitude) < 0.5)
        // Beside the sun (its glyph covers the point itself), it is day.
        #expect(brightness(20, subsolar.longitude) > 0.99)
        #expect(brightness(0, subsolar.longitude + 60) > 0.99)
        // Opposite, night: the darkest shade.
        let night = brightness(0, subsolar.longitude + 180)
        #expect(night < 0.7)
        // Going east from the noon meridian: day until a quarter turn, then
        // each twilight darker than the last, then night.
        let east = [80.0, 92.5, 98.5, 104.5, 115].map { brightness(0, subsolar.longitude + $0) }
        #expect(east[0] > 0.99)
        for (lighter, darker) in zip(east, east.dropFirst()) { #expect(lighter > darker, "\(east)") }
        #expect(abs(east[4] - night) < 0.01)
    }

    @Test func theSunIsDrawnWhereItIsOverhead() {
        let (surface, viewport) = Self.shaded()
        let p = viewport.point(for: Self.moment.subsolarPoint)
        let pixel = surface.pixel(x: Int(p.x), y: Int(p.y))
        #expect(pixel.red > 0.9 && pixel.green > 0.7 && pixel.blue < 0.4, "\(pixel)")
    }
}
