import Geo
import MapRendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct MapViewportTests {
    static let zooms: [Double] = [1, 2.5, 5, 9, 14]

    @Test(arguments: zooms)
    func pointAndCoordinateRoundTrip(zoom: Double) {
        let viewport = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.3), zoom: zoom, width: 640, height: 360)
        let halfWorld = 128 * exp2(zoom)
        for x in stride(from: 0.0, through: 640, by: 80) where abs(x - 320) < halfWorld - 1 {
            // Beyond half a world from the centre, point(for:) rightly picks a nearer copy.
            for y in stride(from: 0.0, through: 360, by: 60) {
                let coordinate = viewport.coordinate(atX: x, y: y)
                guard abs(coordinate.latitude) < WebMercator.maximumLatitude - 0.01 else { continue }
                let point = viewport.point(for: coordinate)
                #expect(abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6, "(\(x), \(y)) → \(coordinate) → \(point)")
            }
        }
    }

    @Test func centreIsInTheMiddle() {
        let viewport = MapViewport(center: Coordinate(latitude: -33.9, longitude: 151.2), zoom: 7, width: 800, height: 500)
        let point = viewport.point(for: viewport.center)
        #expect(abs(point.x - 400) < 1e-9 && abs(point.y - 250) < 1e-9)
    }

    @Test(arguments: [(1.0, 100.0, 50.0), (-2.5, 10.0, 300.0), (0.3, 639.0, 1.0)])
    func zoomKeepsTheCoordinateUnderThePointer(delta: Double, x: Double, y: Double) {
        let viewport = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.3), zoom: 6, width: 640, height: 360)
        let before = viewport.coordinate(atX: x, y: y)
        let zoomed = viewport.zoomed(by: delta, aroundX: x, y: y)
        #expect(abs(zoomed.zoom - (6 + delta)) < 1e-12)
        let after = zoomed.point(for: before)
        #expect(abs(after.x - x) < 1e-6 && abs(after.y - y) < 1e-6)
    }

    @Test func zoomIsClamped() {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 40, width: 100, height: 100)
        #expect(viewport.zoom == MapViewport.maximumZoom)
        #expect(viewport.zoomed(by: -100, aroundX: 10, y: 10).zoom == MapViewport.minimumZoom)
        #expect(MapViewport(center: viewport.center, zoom: .nan, width: 1, height: 1).zoom == MapViewport.minimumZoom)
    }

    @Test func panWrapsAcrossTheAntimeridian() {
        let viewport = MapViewport(center: Coordinate(latitude: -17, longitude: 179), zoom: 5, width: 640, height: 360)
        // Dragging the content left moves the view east, over 180°.
        let panned = viewport.panned(byX: -viewport.point(for: Coordinate(latitude: -17, longitude: -178)).x + 320, y: 0)
        #expect(abs(panned.center.longitude - -178) < 1e-6)
        #expect(abs(panned.center.latitude - -17) < 1e-6)
        // A whole world's drag comes back to the same place.
        let world = 256 * Double(1 << 5)
        let around = viewport.panned(byX: world, y: 0)
        #expect(abs(around.center.longitude - 179) < 1e-6)
    }

    @Test func panFollowsThePointer() {
        let viewport = MapViewport(center: Coordinate(latitude: 40, longitude: -3), zoom: 8, width: 640, height: 360)
        let grabbed = viewport.coordinate(atX: 200, y: 100)
        let panned = viewport.panned(byX: 37, y: -21)
        let point = panned.point(for: grabbed)
        #expect(abs(point.x - 237) < 1e-6 && abs(point.y - 79) < 1e-6)
    }

    @Test func pointUsesTheNearestWorldCopy() {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 179), zoom: 4, width: 640, height: 360)
        let east = viewport.point(for: Coordinate(latitude: 0, longitude: -179))
        #expect(east.x > 320 && east.x < 400)
    }

    @Test(arguments: [0.0, 56.55, -41.0, 70.0])
    func zoomSpanningKilometres(latitude: Double) {
        let zoom = MapViewport.zoom(spanningKilometres: 1000, atLatitude: latitude, width: 640)
        let viewport = MapViewport(center: Coordinate(latitude: latitude, longitude: 8), zoom: zoom, width: 640, height: 360)
        #expect(abs(viewport.kilometresAcross - 1000) < 0.01)
        // Cross-check with great-circle distance along the centre's parallel, near the centre.
        let west = viewport.coordinate(atX: 300, y: 180), east = viewport.coordinate(atX: 340, y: 180)
        #expect(abs(west.distance(to: east) * 16 - 1000) < 15)
    }

    @Test func latitudeIsClamped() {
        var viewport = MapViewport(center: Coordinate(latitude: 89.9, longitude: 370), zoom: 3, width: 100, height: 100)
        #expect(abs(viewport.center.latitude - WebMercator.maximumLatitude) < 1e-9)
        #expect(abs(viewport.center.longitude - 10) < 1e-9)
        viewport.center = Coordinate(latitude: -100, longitude: 0)
        #expect(abs(viewport.center.latitude + WebMercator.maximumLatitude) < 1e-9)
        let far = viewport.panned(byX: 0, y: -1e6)
        #expect(far.center.latitude <= WebMercator.maximumLatitude)
        #expect(viewport.coordinate(atX: 50, y: -1e7).latitude <= WebMercator.maximumLatitude + 1e-9)
    }

    @Test func containsHonoursTheMargin() {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 3, width: 100, height: 80)
        #expect(viewport.contains(x: 50, y: 40, margin: 10))
        #expect(!viewport.contains(x: 5, y: 40, margin: 10))
        #expect(!viewport.contains(x: 50, y: 75, margin: 10))
        #expect(viewport.contains(x: 0, y: 0, margin: 0))
    }

    @Test func centeredKeepsZoomAndSize() {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 6, width: 300, height: 200)
        let moved = viewport.centered(on: Coordinate(latitude: -56.55, longitude: -171.68))
        #expect(moved.zoom == 6 && moved.width == 300 && moved.height == 200)
        #expect(moved.center == Coordinate(latitude: -56.55, longitude: -171.68))
    }
}
