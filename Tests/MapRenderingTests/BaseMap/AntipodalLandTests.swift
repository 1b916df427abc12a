import CCairo
import Geo
@testable import MapRendering
import Testing

/// The land at the antipodes over a map: mirrored from the view centred on
/// the antipode, deeper where the map's own land has land opposite, and
/// nothing where sea lies opposite sea.
@Suite struct AntipodalLandTests {
    func render(_ viewport: MapViewport, antipodalLand: Bool) throws -> BaseMapTestImage {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, in: image.cr, antipodalLand: antipodalLand)
        cairo_surface_flush(image.surface)
        return image
    }

    func pixel(_ image: BaseMapTestImage, _ point: (x: Double, y: Double)) -> (red: Int, green: Int, blue: Int) {
        let stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        let data = cairo_image_surface_get_data(image.surface)!.withMemoryRebound(
            to: UInt32.self, capacity: stride * image.height) { $0 }
        let word = data[Int(point.y) * stride + Int(point.x)]
        return (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
    }

    @Test func beijingHasLandOppositeAndThePacificHasSea() throws {
        // Beijing's antipode is in Argentina: land meets land.
        let beijing = Coordinate(latitude: 39.9, longitude: 116.4)
        let view = MapViewport(center: beijing, zoom: 5, width: 320, height: 240)
        let plain = try render(view, antipodalLand: false)
        let overlaid = try render(view, antipodalLand: true)
        // Beside the city's dot and label: open country west of Beijing.
        let west = view.point(for: Coordinate(latitude: 39.5, longitude: 114.0))
        let before = pixel(plain, west), after = pixel(overlaid, west)
        #expect(after.red - after.blue > before.red - before.blue + 40, "\(before) → \(after)")

        // Sea opposite sea, west of California: nothing changes there.
        let pacific = Coordinate(latitude: 30, longitude: -140)
        let open = MapViewport(center: pacific, zoom: 5, width: 320, height: 240)
        let centre = open.point(for: pacific)
        let sea = (try render(open, antipodalLand: false), try render(open, antipodalLand: true))
        #expect(pixel(sea.0, centre) == pixel(sea.1, centre))
    }

    @Test func theOverlayIsTheAntipodesViewTurnedUpsideDown() throws {
        // Madrid's antipode is in New Zealand, whose land is far from
        // symmetric about the view's middle row: the overlay changes the map
        // where the antipode's view, turned upside down, has land, and not
        // where only the same view the right way up would have it.
        let madrid = Coordinate(latitude: 40.42, longitude: -3.70)
        let view = MapViewport(center: madrid, zoom: 5, width: 256, height: 256)
        let overlaid = try render(view, antipodalLand: true)
        let plain = try render(view, antipodalLand: false)
        var opposite = view
        opposite.center = madrid.antipode
        let antipodes = try render(opposite, antipodalLand: false)
        func isLand(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.blue < p.red + 20 }  // the sea is blue
        var mirroredLand = 0, mirroredLandChanged = 0, uprightOnly = 0, uprightOnlyChanged = 0
        for y in stride(from: 6, to: 250, by: 4) {
            for x in stride(from: 6, to: 250, by: 4) {
                let point = (Double(x), Double(y))
                let changed = pixel(overlaid, point) != pixel(plain, point)
                let mirrored = isLand(pixel(antipodes, (Double(x), Double(255 - y))))
                let upright = isLand(pixel(antipodes, point))
                if mirrored {
                    mirroredLand += 1
                    if changed { mirroredLandChanged += 1 }
                } else if upright {
                    uprightOnly += 1
                    if changed { uprightOnlyChanged += 1 }
                }
            }
        }
        #expect(mirroredLand > 100 && uprightOnly > 100, "\(mirroredLand), \(uprightOnly)")
        #expect(Double(mirroredLandChanged) > 0.8 * Double(mirroredLand), "\(mirroredLandChanged) of \(mirroredLand)")
        // Labels, their halos and coastlines read as land here and there.
        #expect(Double(uprightOnlyChanged) < 0.1 * Double(uprightOnly), "\(uprightOnlyChanged) of \(uprightOnly)")
    }
}
