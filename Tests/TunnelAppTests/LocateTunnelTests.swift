import Foundation
import Geo
import TunnelApp
import XCTest

/// `tunnel locate` reports the way down: the tunnel's length, the layers with
/// the crust chosen by each end, and the two fall times (issue 11).
final class LocateTunnelTests: XCTestCase {
    func tunnel(_ arguments: [String]) throws -> [String: Any] {
        let output = LocateCommand.execute(arguments + ["--json"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        return try XCTUnwrap(object["tunnel"] as? [String: Any])
    }

    func testJSONCarriesLengthLayersAndFallTimes() throws {
        // Western Denmark (land) to the South Pacific (sea).
        let tunnel = try tunnel(["56.0", "8.5"])
        XCTAssertEqual(tunnel["lengthKm"] as? Double, 12742)
        let prem = try XCTUnwrap(tunnel["fallTimePremMinutes"] as? Double)
        let uniform = try XCTUnwrap(tunnel["fallTimeUniformMinutes"] as? Double)
        XCTAssertEqual(prem, 38.1, accuracy: 0.2)
        XCTAssertEqual(uniform, 42.2, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(tunnel["peakSpeedKmPerSecond"] as? Double), 9.9, accuracy: 0.2)
        let layers = try XCTUnwrap(tunnel["layers"] as? [[String: Any]])
        let names = layers.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, [
            "crust", "upperMantle", "transitionZone", "lowerMantle", "outerCore", "innerCore",
            "outerCore", "lowerMantle", "transitionZone", "upperMantle", "crust", "ocean",
        ])
        // Thick continental crust at the Danish end, thin oceanic crust under water at the far end.
        XCTAssertEqual(layers[0]["exitDepthKm"] as? Double, 35)
        XCTAssertEqual(layers[10]["entryDepthKm"] as? Double, 12732)
        XCTAssertEqual(layers[10]["exitDepthKm"] as? Double, 12739)
        XCTAssertEqual(layers[11]["exitDepthKm"] as? Double, 12742)
        let core = layers[5]
        XCTAssertEqual(try XCTUnwrap(core["entryDepthKm"] as? Double), 5149.5, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(core["exitDepthKm"] as? Double), 12742 - 5149.5, accuracy: 0.1)
    }

    func testSeaToLandMirrorsTheCrust() throws {
        let layers = try XCTUnwrap(try tunnel(["-56.0", "-171.5"])["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.first?["name"] as? String, "ocean")
        XCTAssertEqual(layers.last?["name"] as? String, "crust")
        XCTAssertEqual(layers.last?["entryDepthKm"] as? Double, 12707)
    }

    func testTextSaysTheTunnelInOneOrTwoLines() {
        let output = LocateCommand.execute(["56.0", "8.5", "--language", "en"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let lines = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Tunnel:") || $0.hasPrefix("Down to") }
        XCTAssertEqual(lines.count, 2, output.standardOutput)
        XCTAssertTrue(lines[0].contains("12,742 km"), String(lines[0]))
        // The figures are the integration's, rounded as people read them.
        let physics = TunnelJourney.physics
        let prem = Coordinate.fixed(physics.prem.oneWayTime / 60, fractionDigits: 1)
        XCTAssertTrue(["38.1", "38.2"].contains(prem), prem)
        XCTAssertTrue(lines[0].contains("\(prem) min (PREM)"), String(lines[0]))
        XCTAssertTrue(lines[0].contains("42.2 min (uniform Earth)"), String(lines[0]))
        XCTAssertTrue(lines[1].contains("Crust") && lines[1].hasSuffix("Inner core"), String(lines[1]))
    }
}
