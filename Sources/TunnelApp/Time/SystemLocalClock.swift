import Geo
import TunnelCore

/// The window's clock for the info cards: the system's time zones
/// (``PlaceTime``) read now.
@MainActor
final class SystemLocalClock: LocalClock {
    func localDay(at place: LocationDescription) -> LocalDay? {
        Self.localDay(at: place, moment: .now)
    }

    var secondsToNextMinute: Double { SolarMoment.now.secondsToNextMinute + 0.05 }

    /// The local day at `place` at `moment`, written for its card.
    nonisolated static func localDay(at place: LocationDescription, moment: SolarMoment) -> LocalDay? {
        guard let time = PlaceTime(of: place), let now = time.civilTime(at: moment) else { return nil }
        let sun: LocalDay.Sun
        switch time.sunTimes(onDayOf: moment) {
        case .risesAndSets(let sunrise, let sunset):
            sun = .risesAndSets(
                sunrise: sunrise.flatMap(time.hourMinute(atSecondsSince1970:)),
                sunset: sunset.flatMap(time.hourMinute(atSecondsSince1970:)))
        case .polarDay: sun = .polarDay
        case .polarNight: sun = .polarNight
        case nil: sun = .risesAndSets(sunrise: nil, sunset: nil)
        }
        return LocalDay(time: now.hourMinute, offset: PlaceTime.offsetText(minutes: now.utcOffsetMinutes), sun: sun)
    }
}
