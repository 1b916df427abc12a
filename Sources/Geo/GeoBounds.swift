/// A latitude/longitude box, used to skip features that cannot contain or
/// draw into a region.
///
/// Boxes never wrap the antimeridian: data is split at ±180°, so
/// `minLongitude <= maxLongitude` always holds.
public struct GeoBounds: Hashable, Sendable {
    /// Southern edge in degrees.
    public var minLatitude: Double
    /// Western edge in degrees.
    public var minLongitude: Double
    /// Northern edge in degrees.
    public var maxLatitude: Double
    /// Eastern edge in degrees.
    public var maxLongitude: Double

    /// Creates a box from its edges.
    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }

    /// Whether the box contains the coordinate (edges included).
    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude >= minLatitude && coordinate.latitude <= maxLatitude
            && coordinate.longitude >= minLongitude && coordinate.longitude <= maxLongitude
    }

    /// Whether the two boxes share at least one point.
    public func intersects(_ other: GeoBounds) -> Bool {
        minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }
}
