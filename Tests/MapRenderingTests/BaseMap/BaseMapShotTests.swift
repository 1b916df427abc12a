import Geo
import MapRendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Renders the reference views to /tmp/basemap-shots for a person to look
/// at. Opt-in (`TUNNEL_BASEMAP_SHOTS=1`): the pictures are judged by eye.
@Suite struct BaseMapShotTests {
    struct Shot {
        let name: String
        let center: Coordinate
        let zoom: Double?
        let kilometres: Double?
        let width: Int
        let height: Int
    }

    static let shots = [
        Shot(name: "world", center: Coordinate(latitude: 20, longitude: 10), zoom: 1.3, kilometres: nil, width: 1280, height: 800),
        Shot(name: "denmark", center: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: nil, kilometres: 1000, width: 640, height: 360),
        Shot(name: "madrid", center: Coordinate(latitude: 40.4168, longitude: -3.7038), zoom: 9, kilometres: nil, width: 1280, height: 800),
        Shot(name: "south-pacific", center: Coordinate(latitude: -56.55, longitude: -171.683333), zoom: nil, kilometres: 1000, width: 640, height: 360),
        Shot(name: "sydney", center: Coordinate(latitude: -33.87, longitude: 151.21), zoom: 7, kilometres: nil, width: 1280, height: 800),
        Shot(name: "new-zealand", center: Coordinate(latitude: -41, longitude: 174), zoom: 5, kilometres: nil, width: 1280, height: 800),
        Shot(name: "antimeridian", center: Coordinate(latitude: 0, longitude: 179), zoom: 3, kilometres: nil, width: 1280, height: 800),
        Shot(name: "chukotka", center: Coordinate(latitude: 65, longitude: -178), zoom: 4, kilometres: nil, width: 1280, height: 800),
        Shot(name: "europe", center: Coordinate(latitude: 50, longitude: 10), zoom: 4, kilometres: nil, width: 1280, height: 800),
        Shot(name: "victoria", center: Coordinate(latitude: -1.5, longitude: 33), zoom: 6, kilometres: nil, width: 1280, height: 800),
    ]

    @Test(.enabled(if: getenv("TUNNEL_BASEMAP_SHOTS") != nil))
    func writeShots() {
        mkdir("/tmp/basemap-shots", 0o755)
        let renderer = BaseMapRenderer(atlas: baseMapTestAtlas)
        for shot in Self.shots {
            let zoom = shot.zoom ?? MapViewport.zoom(
                spanningKilometres: shot.kilometres ?? 1000, atLatitude: shot.center.latitude, width: Double(shot.width))
            let viewport = MapViewport(center: shot.center, zoom: zoom, width: Double(shot.width), height: Double(shot.height))
            let image = BaseMapTestImage(width: shot.width, height: shot.height)
            renderer.draw(viewport, in: image.cr)
            image.writePNG("/tmp/basemap-shots/\(shot.name).png")
        }
    }
}
