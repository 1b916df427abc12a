/// A point on the Earth's surface in decimal degrees (WGS 84).
///
/// Latitude is in −90…90; longitude is normalised to −180..<180 by
/// ``init(latitude:longitude:)``.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator; negative south.
    public var latitude: Double
    /// Degrees east of Greenwich; negative west.
    public var longitude: Double

    /// Creates a coordinate, wrapping the longitude into −180..<180.
    ///
    /// The latitude is stored as given; use ``validated(latitude:longitude:)``
    /// for input that may be out of range or not a number.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = Coordinate.normalizedLongitude(longitude)
    }

    /// Wraps any finite longitude into −180..<180.
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        guard longitude.isFinite else { return longitude }
        if longitude >= -180 && longitude < 180 { return longitude }
        var wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if wrapped < 0 { wrapped += 360 }
        return wrapped - 180
    }

    /// The point on the opposite side of the Earth.
    ///
    /// Latitude is negated; longitude gains 180° when negative and loses 180°
    /// otherwise (so 0 maps to −180), exactly as the original app computed it.
    public var antipode: Coordinate {
        Coordinate(
            latitude: -latitude,
            longitude: longitude < 0 ? longitude + 180 : longitude - 180)
    }

    /// `56.55000, 8.31667` — decimal degrees with five decimals.
    public var description: String {
        "\(Self.format(latitude)), \(Self.format(longitude))"
    }

    private static func format(_ value: Double) -> String {
        let scaled = (value * 100_000).rounded() / 100_000
        return String(scaled)
    }
}
