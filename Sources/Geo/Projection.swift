#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A map projection between coordinates and normalised map positions.
///
/// Normalised positions ("world units") cover the whole map as
/// x in 0…1 from 180° W to 180° E and y in 0…1 from the top (north) to the
/// bottom (south), so a renderer scales them by its map size in pixels.
public protocol MapProjection: Sendable {
    /// The normalised position of a coordinate; O(1).
    func project(_ coordinate: Coordinate) -> SIMD2<Double>
    /// The coordinate at a normalised position (x wraps; y is clamped to 0…1); O(1).
    func unproject(_ point: SIMD2<Double>) -> Coordinate
}

/// Spherical Web Mercator (EPSG:3857), as web maps and the original app use.
///
/// Latitudes beyond ±``maximumLatitude`` are clamped, which makes the world a square.
public struct WebMercator: MapProjection, Hashable {
    /// The latitude at which the projected map is square: atan(sinh(π)) ≈ 85.0511°.
    public static let maximumLatitude = atan(sinh(Double.pi)) * 180 / .pi

    /// Creates the projection.
    public init() {}

    /// See ``MapProjection/project(_:)``.
    public func project(_ coordinate: Coordinate) -> SIMD2<Double> {
        let lat = max(-Self.maximumLatitude, min(Self.maximumLatitude, coordinate.latitude))
        let x = (Coordinate.normalizedLongitude(coordinate.longitude) + 180) / 360
        let phi = lat * .pi / 180
        let y = 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
        return SIMD2(x, max(0, min(1, y)))
    }

    /// See ``MapProjection/unproject(_:)``.
    public func unproject(_ point: SIMD2<Double>) -> Coordinate {
        let y = max(0, min(1, point.y))
        let lat = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return Coordinate(latitude: lat, longitude: point.x * 360 - 180)
    }
}

/// Plate carrée: longitude and latitude mapped linearly (a 2:1 map).
public struct Equirectangular: MapProjection, Hashable {
    /// Creates the projection.
    public init() {}

    /// See ``MapProjection/project(_:)``.
    public func project(_ coordinate: Coordinate) -> SIMD2<Double> {
        SIMD2(
            (Coordinate.normalizedLongitude(coordinate.longitude) + 180) / 360,
            (90 - max(-90, min(90, coordinate.latitude))) / 180)
    }

    /// See ``MapProjection/unproject(_:)``.
    public func unproject(_ point: SIMD2<Double>) -> Coordinate {
        Coordinate(latitude: 90 - max(0, min(1, point.y)) * 180, longitude: point.x * 360 - 180)
    }
}
