extension Coordinate {
    /// Checks a latitude/longitude pair and returns the coordinate with its
    /// longitude normalised to −180..<180.
    ///
    /// Rejects NaN and infinities, latitudes outside −90…90 and longitudes
    /// outside −180…360 (anything further is a typo, not a wrapped value).
    public static func validated(latitude: Double, longitude: Double) throws(CoordinateError) -> Coordinate {
        guard latitude.isFinite else { throw .latitudeNotFinite }
        guard longitude.isFinite else { throw .longitudeNotFinite }
        guard latitude >= -90 && latitude <= 90 else { throw .latitudeOutOfRange(latitude) }
        guard longitude >= -180 && longitude <= 360 else { throw .longitudeOutOfRange(longitude) }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Whether latitude is within −90…90 and longitude within −180..<180 (both finite).
    public var isValid: Bool {
        latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude < 180
    }

    /// The same point with its latitude clamped to ±89.999°.
    ///
    /// The poles sit exactly on polygon edges in the data (the South Pole on
    /// Antarctica's), where point-in-polygon tests are undefined; a metre or
    /// so away the answer is stable.
    public var clampedForLookup: Coordinate {
        Coordinate(latitude: max(-89.999, min(89.999, latitude)), longitude: longitude)
    }
}
