import Geo
import Gtk

/// The civil time at a place: its IANA zone from the world data's places
/// on land, the nautical zone at sea, read from the system's time zones.
struct PlaceTime {
    /// The zone's IANA identifier (`Europe/Madrid`; at sea `Etc/GMT-5`).
    let zoneIdentifier: String
    private let zone: CivilTimeZone
    private let coordinate: Coordinate

    /// The civil time of `place`: the zone of its nearest place in its
    /// country on land and lakes, else the nautical zone; nil only when the
    /// system has no such zone (tzdata missing).
    init?(of place: LocationDescription) {
        let identifier = place.timeZone ?? Self.nauticalZoneIdentifier(longitude: place.coordinate.longitude)
        guard let zone = CivilTimeZone(identifier: identifier) else { return nil }
        zoneIdentifier = identifier
        self.zone = zone
        coordinate = place.coordinate
    }

    /// The nautical zone at `longitude`: whole hours, the longitude over 15
    /// rounded, named as tzdata names it (`Etc/GMT-5` is five hours ahead of
    /// UTC: POSIX signs are inverted).
    static func nauticalZoneIdentifier(longitude: Double) -> String {
        let hours = Int((longitude / 15).rounded())
        switch hours {
        case 0: return "Etc/GMT"
        case 1...: return "Etc/GMT-\(hours)"
        default: return "Etc/GMT+\(-hours)"
        }
    }

    /// The clock's reading at `moment`.
    func civilTime(at moment: SolarMoment) -> CivilTime? {
        zone.civilTime(atSecondsSince1970: moment.secondsSince1970)
    }

    /// Sunrise and sunset on the local day of `moment`.
    func sunTimes(onDayOf moment: SolarMoment) -> SunTimes? {
        guard let start = zone.startOfDay(containingSecondsSince1970: moment.secondsSince1970),
              let next = zone.startOfDay(containingSecondsSince1970: start + 30 * 3600)
        else { return nil }
        // A day the clocks change on is 23 or 25 hours long.
        return SunTimes.on(localDayStartingAt: start, lasting: next - start, at: coordinate)
    }

    /// `14:05` in this zone at `secondsSince1970`.
    func hourMinute(atSecondsSince1970 seconds: Double) -> String? {
        zone.civilTime(atSecondsSince1970: seconds)?.hourMinute
    }

    /// `UTC+02:00`, `UTC−03:30`, `UTC` for an offset in minutes.
    static func offsetText(minutes: Int) -> String {
        guard minutes != 0 else { return "UTC" }
        let sign = minutes > 0 ? "+" : "\u{2212}"
        let hours = abs(minutes) / 60, rest = abs(minutes) % 60
        return "UTC" + sign + (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
