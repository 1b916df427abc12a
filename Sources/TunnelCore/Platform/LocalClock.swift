package import Geo

/// What the clocks say at a place now: its civil time and the Sun's day
/// there, already written out for the place's card.
package struct LocalDay: Equatable, Sendable {
    /// Whether the Sun rises and sets there today.
    package enum Sun: Equatable, Sendable {
        /// Sunrise and sunset, local times such as `06:12`; either may be
        /// missing near the polar circles, where a day can have one alone.
        case risesAndSets(sunrise: String?, sunset: String?)
        /// The Sun stays up all day.
        case polarDay
        /// The Sun stays down all day.
        case polarNight
    }

    /// The local time, `14:05`.
    package var time: String
    /// The offset from UTC, `UTC+02:00`.
    package var offset: String
    /// The Sun's day.
    package var sun: Sun

    /// A local day from its parts.
    package init(time: String, offset: String, sun: Sun) {
        self.time = time
        self.offset = offset
        self.sun = sun
    }
}

/// Tells the local time at a place and the Sun's day there: the platform
/// answers from the system's time zones (the window), a fixed answer in
/// tests of the text.
@MainActor
package protocol LocalClock: AnyObject {
    /// The local day at `place` now; nil when its civil time is unknown.
    func localDay(at place: LocationDescription) -> LocalDay?
    /// Seconds until the clocks next show a new minute.
    var secondsToNextMinute: Double { get }
}
