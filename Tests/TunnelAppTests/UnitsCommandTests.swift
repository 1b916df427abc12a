import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// `tunnel locate` writes miles where the locale measures in miles and
/// kilometres elsewhere; `--json` stays in kilometres (issue 53). Needs the
/// en_US and en_GB locales `meson-helpers/setup-deps.sh test` generates.
final class UnitsCommandTests: XCTestCase {
    func testLocateTextFollowsTheMeasurementLocaleItIsGiven() {
        let us = LocateCommand.execute(["10", "10"], environment: ["LC_ALL": "en_US.UTF-8"]).standardOutput
        XCTAssertTrue(us.contains("Tunnel: 7,918 mi through the centre;"), us)
        XCTAssertTrue(us.contains("peak 22,188 mph\n"), us)
        XCTAssertTrue(us.contains("Bauchi (Bauchi, NG), 24 mi, population 693,700"), us)
        let measurementOnly = LocateCommand.execute(
            ["10", "10"], environment: ["LANG": "en_GB.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"]).standardOutput
        XCTAssertEqual(measurementOnly, us, "LC_MEASUREMENT alone decides the units")
        let uk = LocateCommand.execute(["10", "10"], environment: ["LC_ALL": "en_GB.UTF-8"]).standardOutput
        XCTAssertTrue(uk.contains("Tunnel: 12,742 km through the centre;"), uk)
        XCTAssertTrue(uk.contains("Bauchi (Bauchi, NG), 39 km, population 693,700"), uk)
        XCTAssertFalse(uk.contains(/\bmi\b/), uk)
    }

    /// The real binary, its locale set only by the environment.
    func testTheBinaryWritesMilesUnderEnUSAndKilometresUnderEnGBAndC() throws {
        func locate(_ locale: String, _ extra: [String] = []) throws -> String {
            let outcome = try Tool.execute(
                AppProcess.executableURL, arguments: ["locate", "10", "10"] + extra,
                environment: ["LC_ALL": locale],
                unsetting: ["LANG", "LANGUAGE", "LC_MESSAGES", "LC_MEASUREMENT", "LC_NUMERIC", "DISPLAY", "WAYLAND_DISPLAY"],
                timeout: 60)
            XCTAssertEqual(outcome.status, 0, "\(locale): \(outcome.standardError)")
            return outcome.standardOutput
        }
        let us = try locate("en_US.UTF-8")
        XCTAssertTrue(us.contains("Tunnel: 7,918 mi through the centre;"), us)
        XCTAssertTrue(us.contains("Apia (Tuamasaga, WS), 291 mi,"), us)
        XCTAssertFalse(us.contains(/\bkm\b/), us)
        for locale in ["en_GB.UTF-8", "C.UTF-8"] {
            let text = try locate(locale)
            XCTAssertTrue(text.contains("Tunnel: 12,742 km through the centre;"), "\(locale): \(text)")
            XCTAssertTrue(text.contains("Apia (Tuamasaga, WS), 468 km,"), "\(locale): \(text)")
            XCTAssertFalse(text.contains(/\bmi\b/), "\(locale): \(text)")
        }
        // One moment for every run: the Sun's place is part of the answer.
        let json = try locate("en_US.UTF-8", ["--json", "--time", "2026-06-21T12:00:00Z"])
        XCTAssertTrue(json.contains("\"distanceKm\""), json)
        XCTAssertEqual(try locate("en_GB.UTF-8", ["--json", "--time", "2026-06-21T12:00:00Z"]), json)
        XCTAssertEqual(try locate("C.UTF-8", ["--json", "--time", "2026-06-21T12:00:00Z"]), json)
    }
}
