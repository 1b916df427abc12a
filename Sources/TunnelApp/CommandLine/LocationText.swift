import Geo
import TunnelCore

/// Formats locate results for people: the point, then the antipode, each
/// with what is there and the nearest place and city, their distances in
/// `units`.
enum LocationText {
    static func report(
        point: LocationDescription, antipode: LocationDescription, units: MeasurementSystem = .current,
        moment: SolarMoment? = nil
    ) -> String {
        section(localized("Point"), point, units: units, moment: moment) + "\n"
            + section(localized("Antipode"), antipode, units: units, moment: moment)
    }

    /// "18.5° above the horizon (day)" for the Sun of a point.
    static func sunLine(_ position: SunPosition) -> String {
        let angle = LocalizedFormat.decimal(abs(position.elevationDegrees), fractionDigits: 1)
        let light: String
        switch position.daylight {
        case .day: light = localized("day")
        case .civilTwilight: light = localized("civil twilight")
        case .nauticalTwilight: light = localized("nautical twilight")
        case .astronomicalTwilight: light = localized("astronomical twilight")
        case .night: light = localized("night")
        }
        return position.elevationDegrees >= 0
            ? localized("{angle}° above the horizon ({light})", ["angle": angle, "light": light])
            : localized("{angle}° below the horizon ({light})", ["angle": angle, "light": light])
    }

    /// "Place: Madrid, Madrid, Spain (pop. 3,255,944)" and a newline for a
    /// point given by name; "" for coordinates.
    static func placeLine(_ location: ResolvedLocation, language: Language) -> String {
        guard let best = location.place?.best else { return "" }
        // TRANSLATORS: {place} is the place a typed name was resolved to.
        return localized("Place: {place}", ["place": PlaceNames.describe(best, language: language)]) + "\n"
    }

    static func section(
        _ title: String, _ d: LocationDescription, units: MeasurementSystem = .current, moment: SolarMoment? = nil
    ) -> String {
        var lines = [
            localized("{title}: {decimal} ({degrees})", [
                "title": title, "decimal": LocalizedFormat.decimalCoordinates(d.coordinate),
                "degrees": LocalizedFormat.coordinates(d.coordinate),
            ])
        ]
        func row(_ label: String, _ value: String?) {
            guard let value else { return }
            lines.append("  " + label.padding(to: 15) + value)
        }
        if let country = d.country {
            row(localized("Country"), d.countryCode.map { "\(country) (\($0))" } ?? country)
            row(localized("Region"), d.region)
            row(localized("Lake"), d.water)
        } else {
            row(d.surface == .lake ? localized("Lake") : localized("Water"), d.water)
            row(localized("Ocean"), d.ocean.flatMap { $0 == d.water ? nil : $0 })
        }
        row(localized("Nearest place"), d.nearestPlace.map { describe($0, units: units) })
        row(localized("Nearest city"), d.nearestCity.map { describe($0, units: units) })
        row(localized("Sun"), moment.map { sunLine(SunPosition(at: d.coordinate, moment: $0)) })
        if let moment, let time = PlaceTime(of: d) {
            row(localized("Local time"), localTimeLine(time, moment: moment))
            row(localized("Today"), SystemLocalClock.localDay(at: d, moment: moment).flatMap {
                GeoInfoText.lines(for: $0).dropFirst().first
            })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "14:05 (Europe/Madrid, UTC+02:00)": the clock at a point at `moment`.
    static func localTimeLine(_ time: PlaceTime, moment: SolarMoment) -> String? {
        guard let civil = time.civilTime(at: moment) else { return nil }
        return localized("{time} ({zone}, {offset})", [
            "time": civil.hourMinute, "zone": time.zoneIdentifier,
            "offset": PlaceTime.offsetText(minutes: civil.utcOffsetMinutes),
        ])
    }

    static func describe(_ n: NearbyPlace, units: MeasurementSystem = .current) -> String {
        let place = n.place
        let whereabouts = LocalizedFormat.list([place.region, place.countryCode].compactMap { $0 })
        var text = localized("{place} ({whereabouts}), {distance}", [
            "place": place.name, "whereabouts": whereabouts,
            "distance": LocalizedFormat.distance(kilometres: n.distanceKilometres, units: units),
        ])
        if place.population > 0 {
            text += localized(", population {count}", ["count": LocalizedFormat.grouped(place.population)])
        }
        return text
    }

    static func grouped(_ value: Int) -> String {
        LocalizedFormat.grouped(value)
    }
}

extension String {
    /// Pads with spaces to `width` terminal columns (at least one space):
    /// Chinese characters take two columns, so the values still line up.
    func padding(to width: Int) -> String {
        let columns = unicodeScalars.reduce(0) { $0 + ($1.isWide ? 2 : 1) }
        return columns >= width ? self + " " : self + String(repeating: " ", count: width - columns)
    }
}

extension Unicode.Scalar {
    /// Whether a terminal shows the character two columns wide (East Asian
    /// wide and full-width forms).
    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
