import Containment
import Geo

/// Renders locate results as JSON by hand, so key order is fixed and the
/// output is byte-for-byte stable for scripts.
enum LocationJSON {
    /// `{"point": PLACE, "antipode": PLACE, "tunnel": TUNNEL}` on one line; for a point given
    /// by name, also `"query"` (the name as typed), `"matches"` (how many
    /// places match it) and `"candidates"` (the best of them, the one used
    /// first; see ``candidate(_:)``).
    static func document(
        point: LocationDescription, antipode: LocationDescription, byName: ResolvedLocation? = nil,
        moment: SolarMoment
    ) -> String {
        var fields = [
            ("point", place(point, sun: SunPosition(at: point.coordinate, moment: moment), moment: moment)),
            ("antipode", place(antipode, sun: SunPosition(at: antipode.coordinate, moment: moment), moment: moment)),
            ("tunnel", tunnel(point: point, antipode: antipode)),
            // Lakes are water: a tunnel from a lake shore's land is land.
            ("landToLand", point.surface == .land && antipode.surface == .land ? "true" : "false"),
        ]
        if let byName, let name = byName.name, let resolution = byName.place {
            fields += [
                ("query", string(name)), ("matches", String(resolution.total)),
                ("candidates", "[" + resolution.candidates.map(candidate).joined(separator: ", ") + "]"),
            ]
        }
        return object(fields)
    }

    /// `{"name", "chineseName", "kind", "context", "latitude", "longitude", "population"}`
    /// of one place matching a name; `population` is 0 for areas (countries, seas …).
    static func candidate(_ match: PlaceMatch) -> String {
        object([
            ("name", string(match.name)),
            ("chineseName", string(match.chineseName)),
            ("kind", string(match.kind.rawValue)),
            ("context", string(match.context)),
            ("latitude", degrees(match.coordinate.latitude)),
            ("longitude", degrees(match.coordinate.longitude)),
            ("population", String(match.population)),
        ])
    }

    /// `{"elevationDegrees", "azimuthDegrees", "daylight"}`: the Sun's
    /// geometric elevation and its azimuth, to two places, and the light.
    static func sun(_ position: SunPosition) -> String {
        object([
            ("elevationDegrees", Coordinate.fixed(position.elevationDegrees, fractionDigits: 2)),
            ("azimuthDegrees", Coordinate.fixed(position.azimuthDegrees, fractionDigits: 2)),
            ("daylight", string(position.daylight.rawValue)),
        ])
    }

    /// `{"zone", "time", "utcOffsetMinutes"}`: the civil time at a point at
    /// `moment`, `time` ISO 8601 with its offset; null when the system has
    /// no such zone.
    static func localTime(_ d: LocationDescription, moment: SolarMoment) -> String {
        guard let time = PlaceTime(of: d), let civil = time.civilTime(at: moment) else { return "null" }
        return object([
            ("zone", string(time.zoneIdentifier)),
            ("time", string(civil.iso8601)),
            ("utcOffsetMinutes", String(civil.utcOffsetMinutes)),
        ])
    }

    static func place(_ d: LocationDescription, sun position: SunPosition? = nil, moment: SolarMoment? = nil) -> String {
        var fields: [(String, String)] = [
            ("latitude", degrees(d.coordinate.latitude)),
            ("longitude", degrees(d.coordinate.longitude)),
            ("country", string(d.country)),
            ("countryCode", string(d.countryCode)),
            ("region", string(d.region)),
            ("water", string(d.water)),
            ("ocean", string(d.ocean)),
            ("nearestPlace", nearby(d.nearestPlace)),
            ("nearestCity", nearby(d.nearestCity)),
        ]
        if let position { fields.append(("sun", sun(position))) }
        if let moment { fields.append(("localTime", localTime(d, moment: moment))) }
        return object(fields)
    }

    static func nearby(_ n: NearbyPlace?) -> String {
        guard let n else { return "null" }
        return object([
            ("name", string(n.place.name)),
            ("region", string(n.place.region)),
            ("countryCode", string(n.place.countryCode)),
            ("distanceKm", Coordinate.fixed(n.distanceKilometres, fractionDigits: 3)),
            ("population", String(n.place.population)),
        ])
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Degrees as the command line takes them back: plain decimals to six
    /// places (about 0.1 m), trailing zeros dropped, never an exponent, so
    /// an antipode computed as `151.21 - 180` reads `-28.79`.
    static func degrees(_ value: Double) -> String {
        var text = Coordinate.fixed(value, fractionDigits: 6)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` as a JSON string literal, or `null`.
    static func string(_ value: String?) -> String {
        value.map(JSONText.quoted) ?? "null"
    }
}
