import DisplayTesting
import Foundation
import Geo
import TunnelApp
import XCTest

/// `tunnel stats` prints the land shares, as text and as JSON fractions,
/// from the real binary; `locate --json` says whether both ends are land.
final class LandStatsCommandTests: XCTestCase {
    func testStatsPrintsTheSharesAsFractionsInJSONAndAsPercentInText() throws {
        let json = try DesktopSupport.runTunnel(["stats", "--json"], environment: [:])
        XCTAssertEqual(json.0, 0, json.2)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.1.utf8)) as? [String: Any])
        let land = try XCTUnwrap(object["landShareOfSurface"] as? Double)
        let landToLand = try XCTUnwrap(object["landToLandShareOfSurface"] as? Double)
        let ofLand = try XCTUnwrap(object["landToLandShareOfLand"] as? Double)
        XCTAssertEqual(land, 0.29, accuracy: 0.01)
        XCTAssertEqual(landToLand, 0.04, accuracy: 0.005)
        XCTAssertEqual(ofLand, landToLand / land, accuracy: 0.001)
        XCTAssertEqual(object["cells"] as? Int, LandShares.defaultBands * LandShares.defaultBands * 2)

        let text = try DesktopSupport.runTunnel(["stats"], environment: ["LANG": "C.UTF-8"])
        XCTAssertEqual(text.0, 0, text.2)
        let lines = text.1.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, text.1)
        XCTAssertEqual(lines.first.map(String.init), "Land: \(String(format: "%.1f", land * 100)) % of the Earth's surface")
    }

    func testStatsRefusesWhatItDoesNotTakeAndWritingToAFullDiskFails() throws {
        let bogus = try DesktopSupport.runTunnel(["stats", "--bogus"], environment: [:])
        XCTAssertEqual(bogus.0, 2)
        XCTAssertEqual(bogus.1, "")
        XCTAssertTrue(bogus.2.contains("--bogus"), bogus.2)
        XCTAssertEqual(bogus.2.filter { $0 == "\n" }.count, 1, bogus.2)
        let outcome = try Tool.execute(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "\"$0\" stats --json >/dev/full", AppProcess.executableURL.path])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.standardError.contains("tunnel stats:"), outcome.standardError)
    }

    func testLocateSaysWhetherBothEndsAreLand() throws {
        func landToLand(_ arguments: [String]) throws -> Bool? {
            let output = LocateCommand.execute(arguments + ["--json"])
            XCTAssertEqual(output.exitCode, 0, output.standardError)
            let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
            return object?["landToLand"] as? Bool
        }
        XCTAssertEqual(try landToLand(["40.4168", "-3.7038"]), true, "Madrid comes out in New Zealand")
        XCTAssertEqual(try landToLand(["56.55", "8.316667"]), false, "Denmark's antipode is the South Pacific")
        let batch = LocateCommand.execute(["--batch"], input: "40.4168,-3.7038\n")
        XCTAssertTrue(batch.standardOutput.contains("\"landToLand\": true"), batch.standardOutput)
    }
}

/// `locate --time` places the Sun at both ends: day at one, night at the
/// other; a bad moment is one line and status 2.
final class LocateTimeTests: XCTestCase {
    func testTheSunIsUpAtOneEndAndDownAtTheOther() throws {
        let output = LocateCommand.execute(["40.4168", "-3.7038", "--time", "2026-03-20T08:30:00Z", "--json"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let here = try XCTUnwrap((object["point"] as? [String: Any])?["sun"] as? [String: Any])
        let there = try XCTUnwrap((object["antipode"] as? [String: Any])?["sun"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(here["elevationDegrees"] as? Double), 23.67, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(here["azimuthDegrees"] as? Double), 112.08, accuracy: 0.1)
        XCTAssertEqual(here["daylight"] as? String, "day")
        XCTAssertEqual(there["daylight"] as? String, "night")
        let text = LocateCommand.execute(["40.4168", "-3.7038", "--time", "2026-03-20T08:30:00Z"], environment: ["LANG": "C.UTF-8"])
        XCTAssertTrue(text.standardOutput.contains("Sun            23.7° above the horizon (day)"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("Sun            23.7° below the horizon (night)"), text.standardOutput)
    }

    func testABadTimeIsOneLineAndStatusTwo() {
        let output = LocateCommand.execute(["1", "2", "--time", "2026-06-21T12:00:00"])
        XCTAssertEqual(output.exitCode, 2)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertEqual(
            output.standardError,
            "tunnel locate: invalid --time '2026-06-21T12:00:00': expected a time zone at the end: Z or an offset such as +02:00\n")
    }
}
