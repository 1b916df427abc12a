import Geo
import MapRendering
import Testing

/// The renderer's count of polygon rings it filled (``BaseMapRenderer/lastPolygonCount``),
/// which the scaling benchmark reports cost against: it counts what survived
/// culling, so it follows the view, and each fresh render starts it afresh.
@Suite(.serialized) struct BaseMapPolygonCountTests {
    func count(_ renderer: BaseMapRenderer, _ viewport: MapViewport) -> Int {
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, in: image.cr)
        return renderer.lastPolygonCount
    }

    @Test func landIsCountedAndOpenOceanIsNot() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let europe = MapViewport(center: Coordinate(latitude: 50, longitude: 10), zoom: 4, width: 1280, height: 800)
        #expect(count(renderer, europe) > 20)
        // The South Pacific between New Zealand and Chile: no land in view,
        // and the count of the render before does not linger.
        let ocean = MapViewport(center: Coordinate(latitude: -45, longitude: -120), zoom: 6, width: 640, height: 400)
        #expect(count(renderer, ocean) == 0)
    }

    @Test func aSmallerViewCountsFewerPolygons() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let center = Coordinate(latitude: 56.55, longitude: 8.316667)
        let large = count(renderer, MapViewport(center: center, zoom: 5, width: 2560, height: 1440))
        let small = count(renderer, MapViewport(center: center, zoom: 5, width: 320, height: 200))
        #expect(small > 0)
        #expect(small < large)
    }

    @Test func noAtlasCountsNothing() {
        let renderer = BaseMapRenderer(atlas: nil)
        #expect(count(renderer, MapViewport(center: Coordinate(latitude: 50, longitude: 10), zoom: 4, width: 640, height: 400)) == 0)
    }
}
