import Testing
@testable import Geo

/// Sunrise and sunset against an independent implementation of NOAA's
/// algorithm (astral 3.2 on PyPI, `astral.sun.sunrise` and `sunset` at
/// the default 0.833° depression, which agree with NOAA's published
/// tables), the midnight sun and the polar night, and the edges of a day.
@Suite struct SunTimesTests {
    /// (place, latitude, longitude, UTC instant of the local midnight,
    /// sunrise, sunset) from astral, for the local day of that midnight.
    static let reference: [(String, Double, Double, Double, Double, Double)] = [
        // 2026-06-21 in BST: 03:43:28Z and 20:21:12Z.
        ("London", 51.5074, -0.1278, 1_781_996_400, 1_782_013_407.6, 1_782_073_272.3),
        // 2026-06-21 in AEST: 21:00:12Z on the 20th and 06:53:36Z.
        ("Sydney", -33.8688, 151.2093, 1_781_964_000, 1_781_989_211.8, 1_782_024_815.6),
        // 2026-03-20, the equinox, in UTC−5: 11:18:09Z and 23:24:19Z.
        ("Quito", -0.1807, -78.4678, 1_773_982_800, 1_774_005_489.3, 1_774_049_059.1),
    ]

    @Test func sunriseAndSunsetAreWhereAnIndependentImplementationPutsThemToAMinute() throws {
        for (place, latitude, longitude, midnight, sunrise, sunset) in Self.reference {
            let times = SunTimes.on(localDayStartingAt: midnight, at: Coordinate(latitude: latitude, longitude: longitude))
            let risen = try #require(times.sunrise, "\(place) has a sunrise: \(times)")
            let set = try #require(times.sunset, "\(place) has a sunset: \(times)")
            #expect(abs(risen - sunrise) < 60, "\(place) sunrise off by \(risen - sunrise) s")
            #expect(abs(set - sunset) < 60, "\(place) sunset off by \(set - sunset) s")
        }
    }

    @Test func atTheEquinoxTheDayOnTheEquatorIsTwelveHoursAndAFewMinutes() throws {
        let quito = SunTimes.on(localDayStartingAt: 1_773_982_800, at: Coordinate(latitude: -0.1807, longitude: -78.4678))
        let length = try #require(quito.sunset) - (try #require(quito.sunrise))
        // Refraction and the Sun's radius lengthen it by about 6.5 minutes.
        #expect(abs(length - 12 * 3600 - 390) < 60, "\(length / 60) minutes")
    }

    @Test func tromsøHasTheMidnightSunInJuneAndThePolarNightInDecember() {
        let tromsø = Coordinate(latitude: 69.6492, longitude: 18.9553)
        #expect(SunTimes.on(localDayStartingAt: 1_781_992_800, at: tromsø) == .polarDay, "2026-06-21 in CEST")
        #expect(SunTimes.on(localDayStartingAt: 1_797_807_600, at: tromsø) == .polarNight, "2026-12-21 in CET")
        #expect(SunTimes.polarDay.sunrise == nil && SunTimes.polarNight.sunset == nil)
    }

    @Test func theTimesMatchTheLightTheMapShades() throws {
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let times = SunTimes.on(localDayStartingAt: 1_781_996_400, at: london)
        let sunrise = try #require(times.sunrise), sunset = try #require(times.sunset)
        func light(_ seconds: Double) -> Daylight {
            SunPosition(at: london, moment: SolarMoment(secondsSince1970: seconds)).daylight
        }
        #expect(light(sunrise - 1) != .day && light(sunrise + 1) == .day)
        #expect(light(sunset - 1) == .day && light(sunset + 1) != .day)
    }

    @Test func aShortDayOfClocksGoingForwardStillHasItsSunriseAndSunset() throws {
        // Berlin on 2026-03-29 lasts 23 hours; astral: 04:48:20Z and 17:35:00Z.
        let times = SunTimes.on(
            localDayStartingAt: 1_774_738_800, lasting: 23 * 3600, at: Coordinate(latitude: 52.52, longitude: 13.405))
        #expect(abs(try #require(times.sunrise) - 1_774_759_699.7) < 60)
        #expect(abs(try #require(times.sunset) - 1_774_805_700.0) < 60)
    }

    @Test func nearThePolarCircleADayCanHaveASunriseAndNoSunset() throws {
        // At 65.6°N 10°W, by UTC days in June 2026 (astral's elevation,
        // sampled every 10 s): the 12th's sunset is at 23:57:50, the 13th
        // has only its sunrise at 01:22:10, and the Sun sets again at
        // 00:01:20 on the 14th.
        let point = Coordinate(latitude: 65.6, longitude: -10)
        let twelfth = SunTimes.on(localDayStartingAt: 1_781_222_400, at: point)
        let thirteenth = SunTimes.on(localDayStartingAt: 1_781_308_800, at: point)
        let fourteenth = SunTimes.on(localDayStartingAt: 1_781_395_200, at: point)
        #expect(abs(try #require(twelfth.sunset) - 1_781_308_670) < 60, "\(twelfth)")
        #expect(thirteenth.sunset == nil, "\(thirteenth)")
        #expect(abs(try #require(thirteenth.sunrise) - 1_781_313_730) < 60, "\(thirteenth)")
        #expect(abs(try #require(fourteenth.sunset) - 1_781_395_280) < 60, "\(fourteenth)")
        #expect(try #require(fourteenth.sunset) < (try #require(fourteenth.sunrise)), "the day's sunset comes first")
    }

    @Test func aSpellShorterThanADayIsSearchedToItsEnds() throws {
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let sunrise = try #require(SunTimes.on(localDayStartingAt: 1_781_996_400, at: london).sunrise)
        let around = SunTimes.on(localDayStartingAt: sunrise - 1800, lasting: 3600, at: london)
        #expect(abs(try #require(around.sunrise) - sunrise) < 1 && around.sunset == nil)
        #expect(SunTimes.on(localDayStartingAt: sunrise - 3600, lasting: 3599, at: london) == .polarNight)
        #expect(SunTimes.on(localDayStartingAt: sunrise + 1, lasting: 3600, at: london) == .polarDay)
    }
}
