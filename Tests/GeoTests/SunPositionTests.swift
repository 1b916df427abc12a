import Testing
@testable import Geo

/// The Sun's place against an independent implementation (astral 3.2 on
/// PyPI, geometric elevation), its symmetry through the Earth, the light's
/// thresholds, and ISO 8601 moments.
@Suite struct SunPositionTests {
    /// (latitude, longitude, seconds since 1970, elevation, azimuth) from
    /// astral's `elevation(observer, time, with_refraction=False)` and `azimuth`.
    static let reference: [(Double, Double, Double, Double, Double)] = [
        (0, 0, 1_782_043_200, 66.558, 1.052),  // 2026-06-21T12:00:00Z
        (40.4168, -3.7038, 1_773_995_400, 23.671, 112.076),  // 2026-03-20T08:30:00Z, Madrid
        (-33.8568, 151.2153, 1_796_249_700, 42.727, 89.765),  // 2026-12-02T22:15:00Z, Sydney
        (56.55, 8.316667, 1_797_865_200, -1.894, 227.784),  // 2026-12-21T15:00:00Z, western Denmark
        (71.0, 25.0, 1_782_082_800, 4.673, 8.757),  // 2026-06-21T23:00:00Z, the midnight sun
        (-40.4, 175.6, 1_788_231_600, 28.611, 312.861),  // 2026-09-01T03:00:00Z, New Zealand
    ]

    @Test func theSunIsWhereAnIndependentImplementationPutsItToATenthOfADegree() {
        for (latitude, longitude, seconds, elevation, azimuth) in Self.reference {
            let sun = SunPosition(
                at: Coordinate(latitude: latitude, longitude: longitude), moment: SolarMoment(secondsSince1970: seconds))
            #expect(abs(sun.elevationDegrees - elevation) < 0.1, "elevation at \(latitude), \(longitude): \(sun.elevationDegrees)")
            #expect(abs(sun.azimuthDegrees - azimuth) < 0.1, "azimuth at \(latitude), \(longitude): \(sun.azimuthDegrees)")
        }
    }

    @Test func theOtherEndHasTheSunAsFarBelowAsItIsAbove() {
        let moment = SolarMoment(secondsSince1970: 1_796_249_700)
        for point in [Coordinate(latitude: 40.4, longitude: -3.7), Coordinate(latitude: -12, longitude: 130)] {
            let here = SunPosition(at: point, moment: moment), there = SunPosition(at: point.antipode, moment: moment)
            #expect(abs(here.elevationDegrees + there.elevationDegrees) < 1e-9)
        }
        let overhead = SunPosition(at: moment.subsolarPoint, moment: moment)
        #expect(overhead.elevationDegrees > 89.99)
        #expect(SunPosition(at: moment.subsolarPoint.antipode, moment: moment).daylight == .night)
    }

    @Test func atTheJuneSolsticeTheSunIsOverTheTropicOfCancer() {
        let subsolar = SolarMoment(secondsSince1970: 1_782_043_200).subsolarPoint
        #expect(abs(subsolar.latitude - 23.44) < 0.02, "\(subsolar.latitude)")
        #expect(abs(subsolar.longitude) < 1, "noon UTC is over Greenwich, give or take the equation of time")
    }

    @Test func theLightFollowsTheThresholds() {
        #expect(Daylight(elevationDegrees: 10) == .day)
        #expect(Daylight(elevationDegrees: -0.5) == .day)
        #expect(Daylight(elevationDegrees: -0.9) == .civilTwilight)
        #expect(Daylight(elevationDegrees: -6.5) == .nauticalTwilight)
        #expect(Daylight(elevationDegrees: -12.5) == .astronomicalTwilight)
        #expect(Daylight(elevationDegrees: -18.5) == .night)
    }

    @Test func iso8601MomentsWithTheirZones() throws {
        #expect(try UTCMoment.secondsSince1970(parsing: "1970-01-01T00:00:00Z") == 0)
        #expect(try UTCMoment.secondsSince1970(parsing: "2026-06-21T12:00:00Z") == 1_782_043_200)
        #expect(try UTCMoment.secondsSince1970(parsing: "2026-06-21T14:00+02:00") == 1_782_043_200)
        #expect(try UTCMoment.secondsSince1970(parsing: "2026-06-21T07:30:00-0430") == 1_782_043_200)
        #expect(try UTCMoment.secondsSince1970(parsing: "2026-06-21T12:00:00.25Z") == 1_782_043_200.25)
        #expect(try UTCMoment.secondsSince1970(parsing: "2024-02-29T00:00Z") == 1_709_164_800)
        for bad in ["2026-06-21T12:00:00", "2026-02-29T00:00Z", "2026-13-01T00:00Z", "2026-06-21 12:00Z", "tomorrow",
                    "2026-06-21T24:00Z", "2026-06-21T12:00ZZ", ""] {
            #expect(throws: UTCMoment.Failure.self, "\(bad)") { try UTCMoment.secondsSince1970(parsing: bad) }
        }
    }
}
