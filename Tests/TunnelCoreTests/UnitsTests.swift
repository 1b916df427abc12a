import Geo
import MapRendering
import Testing
import TunnelCore

/// Distances in kilometres or miles: which the locale measures in, and the
/// exact words either way (issue 53). The strings are the English ones, with
/// the "C" locale's numbers (no `setlocale` in the test process).
@Suite struct UnitsTests {
    // MARK: Which system

    /// Needs the locales `meson-helpers/setup-deps.sh test` generates.
    @Test func theLocalesMeasurementCategoryDecides() {
        #expect(UserLocale.measurementSystem(localeNamed: "en_US.UTF-8") == .imperial)
        #expect(UserLocale.measurementSystem(localeNamed: "en_GB.UTF-8") == .metric, "glibc measures the UK in km")
        #expect(UserLocale.measurementSystem(localeNamed: "C.UTF-8") == .metric)
        #expect(UserLocale.measurementSystem(localeNamed: "C") == .metric)
        #expect(UserLocale.measurementSystem(localeNamed: "zh_CN.UTF-8") == .metric)
        #expect(UserLocale.measurementSystem(localeNamed: "xx_NOWHERE.UTF-8") == .metric, "not installed: as C")
    }

    @Test func lcAllThenLcMeasurementThenLangAsGlibcReadsThem() {
        let us = "en_US.UTF-8", uk = "en_GB.UTF-8"
        let cases: [([String: String], MeasurementSystem)] = [
            ([:], .metric),
            (["LANG": us], .imperial),
            (["LANG": uk, "LC_MEASUREMENT": us], .imperial),
            (["LANG": us, "LC_MEASUREMENT": uk], .metric),
            (["LC_ALL": uk, "LC_MEASUREMENT": us, "LANG": us], .metric),
            (["LC_ALL": us, "LC_MEASUREMENT": uk], .imperial),
            (["LC_ALL": "", "LC_MEASUREMENT": "", "LANG": us], .imperial),
            (["LC_MESSAGES": us], .metric),
        ]
        for (environment, expected) in cases {
            #expect(UserLocale.measurementSystem(environment: environment) == expected, "\(environment)")
        }
    }

    @Test func aStoredPreferenceOverridesTheLocaleOnlyWhenNotAutomatic() {
        #expect(UnitsPreference.automatic.resolved(locale: .imperial) == .imperial)
        #expect(UnitsPreference.automatic.resolved(locale: .metric) == .metric)
        #expect(UnitsPreference.metric.resolved(locale: .imperial) == .metric)
        #expect(UnitsPreference.imperial.resolved(locale: .metric) == .imperial)
        #expect(UnitsPreference(rawValue: "auto") == .automatic)
        #expect(UnitsPreference.allCases.map(\.rawValue) == ["auto", "metric", "imperial"])
    }

    // MARK: Distances

    @Test func distancesRoundAlikeInBothSystems() {
        let cases: [(Double, String, String)] = [
            (12_742, "12,742 km", "7,918 mi"),
            (1_234.4, "1,234 km", "767 mi"),
            (42.4, "42 km", "26 mi"),
            (15, "15 km", "9.3 mi"),
            (0.84, "0.8 km", "0.5 mi"),
            (0, "0.0 km", "0.0 mi"),
        ]
        for (kilometres, metric, imperial) in cases {
            #expect(LocalizedFormat.distance(kilometres: kilometres, units: .metric) == metric)
            #expect(LocalizedFormat.distance(kilometres: kilometres, units: .imperial) == imperial)
        }
    }

    // MARK: The way down

    private static let journey = TunnelJourney(start: .land, end: .ocean)

    @Test func theSummaryGivesTheLengthAndPeakSpeedInTheLocalesUnits() {
        let metric = WayDownStrings.summary(Self.journey, units: .metric)
        let imperial = WayDownStrings.summary(Self.journey, units: .imperial)
        #expect(metric.hasPrefix("Tunnel: 12,742 km through the centre; the fall takes 38.2 min (PREM), 42.2 min (uniform Earth), peak 9.9 km/s\n"))
        #expect(imperial.hasPrefix("Tunnel: 7,918 mi through the centre; the fall takes 38.2 min (PREM), 42.2 min (uniform Earth), peak 22,188 mph\n"))
    }

    @Test func theLayersDepthsAreInTheLocalesUnits() {
        let metric = WayDownStrings.labels(for: Self.journey, units: .metric).map(\.details[0])
        let imperial = WayDownStrings.labels(for: Self.journey, units: .imperial).map(\.details[0])
        #expect(metric == [
            "0–3 km at the antipode", "0–35 km here · 3–10 km at the antipode",
            "35–400 km here · 10–400 km at the antipode", "400–670 km", "670–2,891 km", "2,891–5,150 km", "5,150–6,371 km",
        ])
        #expect(imperial == [
            "0–2 mi at the antipode", "0–22 mi here · 2–6 mi at the antipode",
            "22–249 mi here · 6–249 mi at the antipode", "249–416 mi", "416–1,796 mi", "1,796–3,200 mi", "3,200–3,959 mi",
        ])
    }

    @Test func theReadoutGivesDepthAndSpeedsInTheLocalesUnits() {
        let physics = Self.journey.physics
        let state = physics.prem.state(at: physics.prem.oneWayTime / 2)
        let metric = WayDownStrings.readout(state, journey: Self.journey, playing: true, units: .metric).lines
        let imperial = WayDownStrings.readout(state, journey: Self.journey, playing: true, units: .imperial).lines
        #expect(metric[1] == "Speed 9.9 km/s")
        #expect(metric[3] == "Peak 9.9 km/s at the centre")
        #expect(imperial[1] == "Speed 22,188 mph")
        #expect(imperial[3] == "Peak 22,188 mph at the centre")
        #expect(metric[0].hasPrefix("Depth 6,371 km · "))
        #expect(imperial[0].hasPrefix("Depth 3,959 mi · "))
    }
}
