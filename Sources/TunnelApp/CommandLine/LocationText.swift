import Geo

/// Formats locate results for people: the point, then the antipode, each
/// with what is there and the nearest place and city.
enum LocationText {
    static func report(point: LocationDescription, antipode: LocationDescription) -> String {
        section(localized("Point"), point) + "\n" + section(localized("Antipode"), antipode)
    }

    static func section(_ title: String, _ d: LocationDescription) -> String {
        var lines = [
            "\(title): \(d.coordinate.formattedDecimal()) (\(d.coordinate.formattedDMS()))"
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
        row(localized("Nearest place"), d.nearestPlace.map(describe))
        row(localized("Nearest city"), d.nearestCity.map(describe))
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ n: NearbyPlace) -> String {
        let place = n.place
        let whereabouts = [place.region, place.countryCode].compactMap { $0 }.joined(separator: ", ")
        let distance = n.distanceKilometres < 10
            ? Coordinate.fixed(n.distanceKilometres, fractionDigits: 1)
            : grouped(Int(n.distanceKilometres.rounded()))
        var text = "\(place.name) (\(whereabouts)), \(distance) km"
        if place.population > 0 { text += ", " + localized("population {count}", ["count": grouped(place.population)]) }
        return text
    }

    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
