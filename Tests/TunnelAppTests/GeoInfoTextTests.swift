import Foundation
import Geo
@testable import TunnelApp
import TunnelCore
import XCTest

/// The words of the info panes, from the real geocoder and world data.
final class GeoInfoTextTests: XCTestCase {
    private static let geocoder = Result { try ReverseGeocoder.load() }

    private func describe(_ latitude: Double, _ longitude: Double) throws -> GeoInfoText {
        let geocoder = try Self.geocoder.get()
        // Kilometres whatever the test's locale measures in.
        return GeoInfoText(describing: geocoder.describe(Coordinate(latitude: latitude, longitude: longitude)), units: .metric)
    }

    func testMadridNamesTheCityRegionAndCountry() throws {
        let text = try describe(40.4168, -3.7038)
        XCTAssertEqual(text.title, "Madrid")
        XCTAssertTrue(text.lines[0].contains("Spain"), "\(text)")
        XCTAssertTrue(text.lines.last!.contains("40°25′"), "coordinates line: \(text.lines.last!)")
        XCTAssertFalse(text.lines.contains { $0.hasPrefix("Nearest city") }, "Madrid is the city: \(text)")
    }

    func testAVillageNamesItsNearestCity() throws {
        let text = try describe(56.0, 8.5)  // Skjern, a small town in Jutland
        XCTAssertTrue(text.lines.contains { $0.hasPrefix("Nearest city: ") }, "\(text)")
    }

    func testMadridsAntipodeIsInNewZealand() throws {
        let text = try describe(-40.4168, 176.2962)
        XCTAssertTrue(text.lines[0].contains("New Zealand"), "\(text)")
    }

    func testOpenSeaNamesTheOceanAndTheNearestCity() throws {
        let text = try describe(-56.0, -171.5)
        XCTAssertEqual(text.title, "South Pacific Ocean")
        XCTAssertTrue(text.lines.contains { $0.hasPrefix("Nearest city: ") && $0.hasSuffix(" km away)") }, "\(text)")
    }

    func testTheNearestCityIsInMilesForMiles() throws {
        let place = try Self.geocoder.get().describe(Coordinate(latitude: -56.0, longitude: -171.5))
        let miles = GeoInfoText(describing: place, units: .imperial)
        let kilometres = GeoInfoText(describing: place, units: .metric)
        XCTAssertTrue(miles.lines.contains { $0.hasPrefix("Nearest city: ") && $0.hasSuffix(" mi away)") }, "\(miles)")
        XCTAssertTrue(kilometres.lines.contains { $0.hasPrefix("Nearest city: ") && $0.hasSuffix(" km away)") }, "\(kilometres)")
    }

    func testASeaSaysWhichOceanItBelongsTo() throws {
        let text = try describe(43.0, 5.0)  // the Gulf of Lion / Mediterranean
        XCTAssertTrue(text.lines.contains { $0.hasPrefix("Part of the ") }, "\(text)")
    }

    func testDistancesReadNaturally() {
        XCTAssertEqual(GeoInfoText.distance(0.84, units: .metric), "0.8 km")
        XCTAssertEqual(GeoInfoText.distance(42.4, units: .metric), "42 km")
        XCTAssertEqual(GeoInfoText.distance(1234.4, units: .metric), "1,234 km")
        XCTAssertEqual(GeoInfoText.distance(0.84, units: .imperial), "0.5 mi")
        XCTAssertEqual(GeoInfoText.distance(42.4, units: .imperial), "26 mi")
        XCTAssertEqual(GeoInfoText.distance(1234.4, units: .imperial), "767 mi")
    }

    func testFailureSaysWhyAndWhere() {
        let text = GeoInfoText.failed("world data missing", at: Coordinate(latitude: 1, longitude: 2))
        XCTAssertEqual(text.title, "Could not look up this place")
        XCTAssertEqual(text.lines.first, "world data missing")
    }
}

/// Look-ups asked before the geocoder is ready wait for it; afterwards they
/// are immediate; a load failure is reported, not swallowed.
final class PlaceLookupTests: XCTestCase {
    /// Runs the main loop until `condition` holds, or ten seconds pass: the
    /// geocoder loads on a worker and answers on the main loop.
    @MainActor
    private static func spin(until condition: () -> Bool) {
        runMainLoop(timeout: 10, until: condition)
    }

    func testLookupWaitsForTheGeocoderThenAnswersImmediately() {
        MainActor.assumeIsolated {
            let lookup = PlaceLookup(language: .english, scheduler: GLibScheduler.shared) { try ReverseGeocoder.load() }
            var answer: LocationDescription?
            let immediate = lookup.describe(Coordinate(latitude: 56.0, longitude: 8.5)) { answer = try? $0.get() }
            XCTAssertFalse(immediate, "the geocoder cannot be ready before the main loop ran")
            XCTAssertNil(answer)
            Self.spin { answer != nil }
            XCTAssertEqual(answer?.country, "Denmark")
            XCTAssertTrue(lookup.isReady)
            var second: LocationDescription?
            XCTAssertTrue(lookup.describe(Coordinate(latitude: 0, longitude: 0)) { second = try? $0.get() })
            XCTAssertEqual(second?.water, "South Atlantic Ocean")
        }
    }

    func testLoadFailureReachesEveryLookup() {
        MainActor.assumeIsolated {
            struct Broken: Error, CustomStringConvertible { var description: String { "places.bin is truncated" } }
            let lookup = PlaceLookup(language: .english, scheduler: GLibScheduler.shared) { throw Broken() }
            var failure: PlaceLookup.Failure?
            lookup.describe(Coordinate(latitude: 1, longitude: 1)) { result in
                if case .failure(let error) = result { failure = error }
            }
            Self.spin { failure != nil }
            XCTAssertEqual(failure?.description, "places.bin is truncated")
        }
    }
}
