import Geo

// The way down's block of `tunnel locate --json`: the straight tunnel's
// length, the layers it crosses and the two fall times.
extension LocationJSON {
    /// `{"lengthKm", "layers": [{"name", "entryDepthKm", "exitDepthKm"}],
    /// "fallTimeUniformMinutes", "fallTimePremMinutes", "peakSpeedKmPerSecond"}`;
    /// a layer's name is ``EarthLayer``'s raw value (`upperMantle`).
    ///
    /// Entry and exit are distances along the tunnel from the point, in km:
    /// equal to the depth on the way down, the diameter minus the depth on
    /// the way up.
    static func tunnel(point: LocationDescription, antipode: LocationDescription) -> String {
        let journey = TunnelJourney(start: SurfaceKind(point), end: SurfaceKind(antipode))
        let physics = journey.physics
        let layers = journey.profile.segments.map { segment in
            object([
                ("name", string(segment.layer.rawValue)),
                ("entryDepthKm", Coordinate.fixed(segment.entryKm, fractionDigits: 1)),
                ("exitDepthKm", Coordinate.fixed(segment.exitKm, fractionDigits: 1)),
            ])
        }
        return object([
            ("lengthKm", Coordinate.fixed(journey.profile.lengthKm, fractionDigits: 1)),
            ("layers", "[" + layers.joined(separator: ", ") + "]"),
            ("fallTimeUniformMinutes", Coordinate.fixed(physics.uniform.oneWayTime / 60, fractionDigits: 2)),
            ("fallTimePremMinutes", Coordinate.fixed(physics.prem.oneWayTime / 60, fractionDigits: 2)),
            ("peakSpeedKmPerSecond", Coordinate.fixed(physics.prem.peakSpeed / 1000, fractionDigits: 3)),
        ])
    }
}
