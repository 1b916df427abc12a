public import Geo

/// The words a geo-info pane shows for a place: a big title and a few lines
/// beneath it, every one of them translated.
public struct GeoInfoText: Equatable, Sendable {
    /// The headline: the place, lake, sea or ocean.
    public var title: String
    /// Supporting lines, most important first.
    public var lines: [String]

    /// Creates text from its parts.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// The text for a finished look-up.
    ///
    /// On land the title is the locality (the place a person would say this
    /// is: Madrid, not its neighbourhood Sol), else the region; below come region and country,
    /// the nearest large city when it differs, and the coordinates. At sea the
    /// title is the water's name, then the ocean it belongs to, the nearest
    /// city with its distance (in `units`), and the coordinates.
    /// With `localDay`, the local time and the Sun's day follow the place's
    /// whereabouts, before the coordinates.
    public init(describing place: LocationDescription, units: MeasurementSystem = .current) {
        self.init(describing: place, units: units, localDay: nil)
    }

    package init(describing place: LocationDescription, units: MeasurementSystem = .current, localDay: LocalDay?) {
        var lines: [String] = []
        let heading: String
        let coordinates = LocalizedFormat.coordinates(place.coordinate)
        switch place.surface {
        case .land:
            heading = place.locality?.place.name ?? place.region ?? place.country ?? coordinates
            let whereabouts = [place.region, place.country].compactMap { $0 }.filter { $0 != heading }
            if !whereabouts.isEmpty { lines.append(LocalizedFormat.list(whereabouts)) }
            // In a city, its "nearest city" is one of its own districts:
            // say it only where the locality is a small place.
            let inCity = (place.locality?.place.population ?? 0) >= 15_000
            if let city = place.nearestCity, city.place.name != heading, !inCity {
                lines.append(Self.nearestCityLine(city, units: units))
            }
        case .lake, .sea:
            heading = place.water ?? localized("Open water")
            if let ocean = place.ocean, ocean != heading {
                lines.append(localized("Part of the {ocean}", ["ocean": ocean]))
            } else if let country = place.country {
                lines.append(country)
            }
            if let city = place.nearestCity {
                lines.append(Self.nearestCityLine(city, units: units))
            }
        }
        if let localDay { lines += Self.lines(for: localDay) }
        lines.append(coordinates)
        title = heading
        self.lines = lines
    }

    /// What a pane says while a look-up is under way.
    public static var lookingUp: GeoInfoText {
        GeoInfoText(title: localized("Looking up…"), lines: [])
    }

    /// What a pane says when a look-up failed, with the reason.
    public static func failed(_ reason: String, at coordinate: Coordinate) -> GeoInfoText {
        GeoInfoText(
            title: localized("Could not look up this place"),
            lines: [reason, LocalizedFormat.coordinates(coordinate)])
    }

    /// `14:05 local time (UTC+02:00)`, then `Sunrise 06:12 · sunset 21:30`
    /// or the polar day or night.
    package static func lines(for day: LocalDay) -> [String] {
        let time = localized("{time} local time ({offset})", ["time": day.time, "offset": day.offset])
        let sun: String
        switch day.sun {
        case .risesAndSets(let sunrise, let sunset):
            switch (sunrise, sunset) {
            case let (sunrise?, sunset?):
                sun = localized("Sunrise {sunrise} · sunset {sunset}", ["sunrise": sunrise, "sunset": sunset])
            case let (sunrise?, nil):
                sun = localized("Sunrise {sunrise} · no sunset today", ["sunrise": sunrise])
            case let (nil, sunset?):
                sun = localized("No sunrise today · sunset {sunset}", ["sunset": sunset])
            case (nil, nil):
                return [time]
            }
        case .polarDay:
            sun = localized("Polar day: the Sun does not set")
        case .polarNight:
            sun = localized("Polar night: the Sun does not rise")
        }
        return [time, sun]
    }

    private static func nearestCityLine(_ city: NearbyPlace, units: MeasurementSystem) -> String {
        let distance = Self.distance(city.distanceKilometres, units: units)
        let name = LocalizedFormat.list([city.place.name, city.place.region].compactMap { $0 })
        return localized("Nearest city: {city} ({distance} away)", ["city": name, "distance": distance])
    }

    /// `0.8 km`, `42 km`, `1,234 km` (`1,234 公里` in Chinese); `767 mi` in miles.
    package static func distance(_ kilometres: Double, units: MeasurementSystem = .current) -> String {
        LocalizedFormat.distance(kilometres: kilometres, units: units)
    }
}
