/// When the Sun rises and sets at a point on one local calendar day, by
/// NOAA's solar position (``SolarMoment``, ``SunPosition``) and NOAA's
/// horizon: the Sun's centre 0.833° below it (the atmosphere's refraction
/// and the Sun's radius).
///
/// Sunrise is the instant the light becomes ``Daylight/day`` and sunset the
/// instant it stops being: the same thresholds the map's shading draws, so
/// the times agree with the map to the second.
public enum SunTimes: Sendable, Equatable {
    /// The Sun rises, or sets, or both, within the day: each an instant in
    /// seconds since 1970-01-01T00:00:00Z, nil when it does not happen that
    /// day (near the polar circles a day may have a sunrise and no sunset,
    /// the Sun setting only after midnight). At least one is not nil. Where
    /// the Sun rises or sets twice in a day, these are the first of each, so
    /// the sunset may come before the sunrise.
    case risesAndSets(sunrise: Double?, sunset: Double?)
    /// The Sun is up the whole day: the midnight sun.
    case polarDay
    /// The Sun stays down the whole day.
    case polarNight

    /// The sunrise and sunset at `coordinate` on the local day that starts
    /// at the instant `start` (seconds since 1970-01-01T00:00:00Z of the
    /// day's local midnight) and lasts `length` seconds: 24 hours unless
    /// the clocks change that day. Any span may be searched so: one that
    /// is all light is ``polarDay``, all dark ``polarNight``.
    public static func on(
        localDayStartingAt start: Double, lasting length: Double = 86_400, at coordinate: Coordinate
    ) -> SunTimes {
        let end = start + length
        func isUp(_ seconds: Double) -> Bool {
            SunPosition(at: coordinate, moment: SolarMoment(secondsSince1970: seconds)).daylight == .day
        }
        // Samples every few minutes, and at each solar noon and midnight in
        // the day, where the Sun is highest and lowest: a day or a night
        // shorter than the step is still caught, at its middle.
        var samples = stride(from: start, to: end, by: step).map { $0 }
        samples.append(end)
        samples += solarNoonsAndMidnights(from: start, to: end, atLongitude: coordinate.longitude)
        samples.sort()

        var sunrise: Double?, sunset: Double?
        var previous = samples[0], wasUp = isUp(previous)
        let startsUp = wasUp
        for sample in samples.dropFirst() where sample > previous {
            let up = isUp(sample)
            if up != wasUp {
                // Bisect to the first instant with the new light.
                var low = previous, high = sample
                while high - low > precision {
                    let middle = (low + high) / 2
                    if isUp(middle) == up { high = middle } else { low = middle }
                }
                if high < end {
                    if up { sunrise = sunrise ?? high } else { sunset = sunset ?? high }
                }
            }
            previous = sample
            wasUp = up
        }
        if sunrise == nil && sunset == nil { return startsUp ? .polarDay : .polarNight }
        return .risesAndSets(sunrise: sunrise, sunset: sunset)
    }

    /// The sunrise, when the day has one.
    public var sunrise: Double? {
        if case .risesAndSets(let sunrise, _) = self { sunrise } else { nil }
    }

    /// The sunset, when the day has one.
    public var sunset: Double? {
        if case .risesAndSets(_, let sunset) = self { sunset } else { nil }
    }

    /// Seconds between samples: shorter than any sunlit or dark spell that
    /// does not straddle a solar noon or midnight.
    private static let step = 300.0
    /// Seconds to which a sunrise or sunset is found.
    private static let precision = 0.25

    /// The instants of solar noon (hour angle 0) and solar midnight (hour
    /// angle 180°) between `start` and `end`, to a few seconds.
    private static func solarNoonsAndMidnights(from start: Double, to end: Double, atLongitude longitude: Double) -> [Double] {
        // The hour angle turns 360° in a day: one degree in 240 seconds.
        func solarNoon(near seconds: Double) -> Double {
            var noon = seconds
            for _ in 0..<2 {
                let degrees = SolarMoment(secondsSince1970: noon).hourAngle(atLongitude: longitude) * 180 / .pi
                noon -= degrees * 240
            }
            return noon
        }
        var instants: [Double] = []
        var noon = solarNoon(near: start) - 86_400
        while noon - 43_200 < end + 86_400 {
            for instant in [noon - 43_200, noon] where instant > start && instant < end {
                instants.append(instant)
            }
            noon = solarNoon(near: noon + 86_400)
        }
        return instants
    }
}
