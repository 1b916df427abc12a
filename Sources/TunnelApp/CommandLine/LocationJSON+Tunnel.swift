import Geo

// The way down's block of `tunnel locate --json`: the straight tunnel's
// length, the layers it crosses and the two fall times.
extension LocationJSON {
    /// `{"length_km", "layers": [{"name", "entry_depth_km", "exit_depth_km"}],
    /// "fall_time_uniform_min", "fall_time_prem_min", "peak_speed_km_s"}`.
    ///
    /// Entry and exit are distances along the tunnel from the point, in km:
    /// equal to the depth on the way down, the diameter minus the depth on
    /// the way up.
    static func tunnel(point: LocationDescription, antipode: LocationDescription) -> String {
        let journey = TunnelJourney(start: SurfaceKind(point), end: SurfaceKind(antipode))
        let physics = journey.physics
        let layers = journey.profile.segments.map { segment in
            object([
                ("name", string(jsonName(segment.layer))),
                ("entry_depth_km", Coordinate.fixed(segment.entryKm, fractionDigits: 1)),
                ("exit_depth_km", Coordinate.fixed(segment.exitKm, fractionDigits: 1)),
            ])
        }
        return object([
            ("length_km", Coordinate.fixed(journey.profile.lengthKm, fractionDigits: 1)),
            ("layers", "[" + layers.joined(separator: ", ") + "]"),
            ("fall_time_uniform_min", Coordinate.fixed(physics.uniform.oneWayTime / 60, fractionDigits: 2)),
            ("fall_time_prem_min", Coordinate.fixed(physics.prem.oneWayTime / 60, fractionDigits: 2)),
            ("peak_speed_km_s", Coordinate.fixed(physics.prem.peakSpeed / 1000, fractionDigits: 3)),
        ])
    }

    /// The layer as a stable snake_case key: "upper_mantle".
    static func jsonName(_ layer: EarthLayer) -> String {
        switch layer {
        case .ocean: "ocean"
        case .crust: "crust"
        case .upperMantle: "upper_mantle"
        case .transitionZone: "transition_zone"
        case .lowerMantle: "lower_mantle"
        case .outerCore: "outer_core"
        case .innerCore: "inner_core"
        }
    }
}
