#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the Sun is in the sky of a point at a moment, by NOAA's solar
/// position algorithm (Meeus's low-precision formulas as NOAA's solar
/// calculator uses them): good to about 0.01° from 1800 to 2100.
///
/// Elevations are geometric — the Sun's centre, without the atmosphere's
/// refraction — which is what the daylight thresholds are defined on
/// (sunrise at −0.833°: refraction and the Sun's radius).
public struct SunPosition: Equatable, Sendable {
    /// Degrees above the horizon (negative below it).
    public let elevationDegrees: Double
    /// Degrees clockwise from true north.
    public let azimuthDegrees: Double

    /// The light the Sun gives at this elevation.
    public var daylight: Daylight { Daylight(elevationDegrees: elevationDegrees) }

    /// The Sun's position seen from `coordinate` at `moment`.
    public init(at coordinate: Coordinate, moment: SolarMoment) {
        let latitude = coordinate.latitude * .pi / 180
        let declination = moment.declination
        let hourAngle = moment.hourAngle(atLongitude: coordinate.longitude)
        let cosZenith = min(1, max(-1, sin(latitude) * sin(declination) + cos(latitude) * cos(declination) * cos(hourAngle)))
        let zenith = acos(cosZenith)
        elevationDegrees = 90 - zenith * 180 / .pi
        // Azimuth from north, clockwise: east of north before noon.
        let denominator = cos(latitude) * sin(zenith)
        if abs(denominator) < 1e-12 {
            azimuthDegrees = coordinate.latitude > 0 ? 180 : 0
        } else {
            let cosAzimuth = min(1, max(-1, (sin(latitude) * cosZenith - sin(declination)) / denominator))
            let fromSouth = acos(cosAzimuth) * 180 / .pi
            let azimuth = hourAngle > 0 ? fromSouth + 180 : 540 - fromSouth
            azimuthDegrees = azimuth.truncatingRemainder(dividingBy: 360)
        }
    }
}

/// How light it is at a point, by the Sun's geometric elevation.
public enum Daylight: String, Sendable, CaseIterable {
    /// The Sun is up: above −0.833°.
    case day
    /// Between −0.833° and −6°.
    case civilTwilight
    /// Between −6° and −12°.
    case nauticalTwilight
    /// Between −12° and −18°.
    case astronomicalTwilight
    /// Below −18°.
    case night

    /// The elevation, in degrees, above which each kind of light begins,
    /// brightest first (night has none).
    public static let thresholds: [(Daylight, Double)] = [
        (.day, -0.833), (.civilTwilight, -6), (.nauticalTwilight, -12), (.astronomicalTwilight, -18),
    ]

    /// The light for a geometric solar elevation in degrees.
    public init(elevationDegrees elevation: Double) {
        self = Self.thresholds.first { elevation > $0.1 }?.0 ?? .night
    }
}

/// The Sun's place among the stars at one moment: what ``SunPosition``
/// needs for any point, worked out once per moment.
public struct SolarMoment: Equatable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let secondsSince1970: Double
    /// The Sun's declination (the subsolar latitude), in radians.
    public let declination: Double
    /// The equation of time, in minutes: apparent minus mean solar time.
    let equationOfTimeMinutes: Double

    /// The moment `secondsSince1970` seconds after 1970-01-01T00:00:00Z.
    public init(secondsSince1970 seconds: Double) {
        secondsSince1970 = seconds
        let julianDay = seconds / 86_400 + 2_440_587.5
        let t = (julianDay - 2_451_545) / 36_525
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = radians(357.52911 + t * (35_999.05029 - 0.0001537 * t))
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let center = sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t) + sin(3 * meanAnomaly) * 0.000289
        let omega = radians(125.04 - 1934.136 * t)
        let apparentLongitude = radians(meanLongitude + center - 0.00569 - 0.00478 * sin(omega))
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = radians(meanObliquity + 0.00256 * cos(omega))
        declination = asin(sin(obliquity) * sin(apparentLongitude))
        let y = pow(tan(obliquity / 2), 2)
        let l0 = radians(meanLongitude)
        let equation = y * sin(2 * l0) - 2 * eccentricity * sin(meanAnomaly)
            + 4 * eccentricity * y * sin(meanAnomaly) * cos(2 * l0) - 0.5 * y * y * sin(4 * l0)
            - 1.25 * eccentricity * eccentricity * sin(2 * meanAnomaly)
        equationOfTimeMinutes = 4 * equation * 180 / .pi
    }

    /// The moment now, by the system's clock.
    public static var now: SolarMoment {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return SolarMoment(secondsSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    /// The start of the minute this moment falls in: a map's shade is drawn
    /// for whole minutes, so that both maps of a window and every rendering
    /// made within one minute shade the same moment.
    public var startOfMinute: SolarMoment {
        SolarMoment(secondsSince1970: (secondsSince1970 / 60).rounded(.down) * 60)
    }

    /// Seconds from this moment to the start of the next minute, more than
    /// zero and at most 60.
    public var secondsToNextMinute: Double {
        let into = secondsSince1970 - (secondsSince1970 / 60).rounded(.down) * 60
        return 60 - into
    }

    /// Minutes since midnight UTC.
    private var minutesOfDay: Double {
        let day = secondsSince1970.truncatingRemainder(dividingBy: 86_400)
        return (day < 0 ? day + 86_400 : day) / 60
    }

    /// The Sun's hour angle at `longitude` (degrees east), in radians:
    /// 0 at local apparent noon, negative in the morning.
    public func hourAngle(atLongitude longitude: Double) -> Double {
        var solarMinutes = (minutesOfDay + equationOfTimeMinutes + 4 * longitude).truncatingRemainder(dividingBy: 1440)
        if solarMinutes < 0 { solarMinutes += 1440 }
        let degrees = solarMinutes / 4 - 180
        return degrees * .pi / 180
    }

    /// The point with the Sun straight overhead.
    public var subsolarPoint: Coordinate {
        var longitude = (720 - minutesOfDay - equationOfTimeMinutes) / 4
        longitude = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if longitude < 0 { longitude += 360 }
        return Coordinate(latitude: declination * 180 / .pi, longitude: longitude - 180)
    }
}
