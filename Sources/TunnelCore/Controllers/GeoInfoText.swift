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
    public init(describing place: LocationDescription, units: MeasurementSystem = .current) {
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
