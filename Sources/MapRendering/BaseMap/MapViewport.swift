public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What part of the world a map shows: Web Mercator, centre + continuous zoom.
///
/// Positions in "world points" run from 0 at 180° W (and at the top, ~85° N)
/// to `256 * 2^zoom` at 180° E (and the bottom), as on a web map. All the
/// conversions here are O(1).
///
/// ```swift
/// var viewport = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.32),
///                            zoom: MapViewport.zoom(spanningKilometres: 1000, atLatitude: 56.55, width: 640),
///                            width: 640, height: 360)
/// viewport = viewport.panned(byX: 40, y: 0)           // content follows the pointer
/// viewport = viewport.zoomed(by: 1, aroundX: 100, y: 80)
/// ```
public struct MapViewport: Hashable, Sendable {
    /// The coordinate at the middle of the view. Its latitude is clamped to
    /// ±``WebMercator/maximumLatitude`` and its longitude wrapped into −180..<180.
    public var center: Coordinate {
        didSet { center = Self.clamped(center) }
    }

    /// Continuous zoom level: the whole world is `256 * 2^zoom` points wide.
    /// Clamped to ``minimumZoom``…``maximumZoom``.
    public var zoom: Double {
        didSet { zoom = Self.clamped(zoom: zoom) }
    }

    /// View width in points.
    public var width: Double
    /// View height in points.
    public var height: Double

    /// The smallest zoom: the world is 512 points wide, about one pane.
    public static let minimumZoom: Double = 1
    /// The largest zoom: street level, far finer than the world data's detail.
    public static let maximumZoom: Double = 16

    /// Width of the world at zoom 0, as on tiled web maps.
    static let worldSizeAtZoomZero = 256.0
    /// Equatorial circumference of the Web Mercator sphere (WGS 84 semi-major axis).
    static let equatorKilometres = 2 * Double.pi * 6378.137

    /// Creates a viewport, clamping the zoom and the centre's latitude.
    public init(center: Coordinate, zoom: Double, width: Double, height: Double) {
        self.center = Self.clamped(center)
        self.zoom = Self.clamped(zoom: zoom)
        self.width = width
        self.height = height
    }

    /// The zoom at which `kilometres` span the view's width at `latitude`
    /// (the original app opens about 1000 km across). Clamped like ``zoom``.
    public static func zoom(spanningKilometres kilometres: Double, atLatitude latitude: Double, width: Double) -> Double {
        guard kilometres > 0, width > 0 else { return minimumZoom }
        let lat = max(-WebMercator.maximumLatitude, min(WebMercator.maximumLatitude, latitude.isFinite ? latitude : 0))
        // Mercator stretches distances by 1/cos(latitude), so a view at 56° N
        // needs a larger world than one at the equator to show the same span.
        let worldPoints = width * equatorKilometres * cos(lat * .pi / 180) / kilometres
        return clamped(zoom: log2(worldPoints / worldSizeAtZoomZero))
    }

    /// The width (and height) of the whole world in points at this zoom.
    var worldSize: Double { Self.worldSizeAtZoomZero * exp2(zoom) }

    /// The centre as a normalised Web Mercator position (0…1 each way).
    var normalizedCenter: SIMD2<Double> { WebMercator().project(center) }

    /// View point (points, origin top-left) of a coordinate, on the copy of
    /// the world nearest to the centre, so a marker near the antimeridian is
    /// drawn on the visible side.
    public func point(for coordinate: Coordinate) -> (x: Double, y: Double) {
        let p = WebMercator().project(coordinate)
        let c = normalizedCenter
        var dx = p.x - c.x
        dx -= dx.rounded()  // the nearest copy: |dx| ≤ half a world
        let size = worldSize
        return (width / 2 + dx * size, height / 2 + (p.y - c.y) * size)
    }

    /// The coordinate at a view point (longitude wrapped into −180..<180,
    /// latitude clamped to the Mercator range).
    public func coordinate(atX x: Double, y: Double) -> Coordinate {
        let size = worldSize
        let c = normalizedCenter
        let nx = c.x + (x - width / 2) / size
        let ny = c.y + (y - height / 2) / size
        return WebMercator().unproject(SIMD2(nx - nx.rounded(.down), ny))
    }

    /// The viewport after dragging the map content by (`dx`, `dy`) points:
    /// the content follows the pointer. Wraps around the antimeridian; the
    /// centre stops at the Mercator latitude limit.
    public func panned(byX dx: Double, y dy: Double) -> MapViewport {
        let size = worldSize
        let c = normalizedCenter
        var moved = self
        moved.center = Self.coordinate(normalized: SIMD2(c.x - dx / size, c.y - dy / size))
        return moved
    }

    /// The viewport after changing the zoom by `delta` levels while the
    /// coordinate under (`x`, `y`) stays under (`x`, `y`) (exactly, unless
    /// the zoom limit or the latitude limit intervenes).
    public func zoomed(by delta: Double, aroundX x: Double, y: Double) -> MapViewport {
        let oldSize = worldSize
        var result = self
        result.zoom = zoom + (delta.isFinite ? delta : 0)
        let newSize = result.worldSize
        let c = normalizedCenter
        // Keep the unwrapped world position under the pointer fixed.
        let anchorX = c.x + (x - width / 2) / oldSize
        let anchorY = c.y + (y - height / 2) / oldSize
        result.center = Self.coordinate(
            normalized: SIMD2(anchorX - (x - width / 2) / newSize, anchorY - (y - height / 2) / newSize))
        return result
    }

    /// The viewport centred on `coordinate`, with the same zoom and size.
    public func centered(on coordinate: Coordinate) -> MapViewport {
        var result = self
        result.center = coordinate
        return result
    }

    /// Kilometres across the view's width at the centre's latitude.
    public var kilometresAcross: Double {
        width / worldSize * Self.equatorKilometres * cos(center.latitude * .pi / 180)
    }

    /// Whether a view point lies inside the view inset by `margin` points on
    /// every side (edges included).
    public func contains(x: Double, y: Double, margin: Double) -> Bool {
        x >= margin && x <= width - margin && y >= margin && y <= height - margin
    }

    // MARK: Clamping

    private static func coordinate(normalized p: SIMD2<Double>) -> Coordinate {
        WebMercator().unproject(SIMD2(p.x - p.x.rounded(.down), p.y))
    }

    private static func clamped(zoom: Double) -> Double {
        guard zoom.isFinite else { return zoom == .infinity ? maximumZoom : minimumZoom }
        return max(minimumZoom, min(maximumZoom, zoom))
    }

    private static func clamped(_ coordinate: Coordinate) -> Coordinate {
        let limit = WebMercator.maximumLatitude
        let latitude = coordinate.latitude.isFinite ? max(-limit, min(limit, coordinate.latitude)) : 0
        let longitude = coordinate.longitude.isFinite ? coordinate.longitude : 0
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
