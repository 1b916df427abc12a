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
        XCTAssertEqual(tunnel["length_km"] as? Double, 12742)
        let prem = try XCTUnwrap(tunnel["fall_time_prem_min"] as? Double)
        let uniform = try XCTUnwrap(tunnel["fall_time_uniform_min"] as? Double)
        XCTAssertEqual(prem, 38.1, accuracy: 0.2)
        XCTAssertEqual(uniform, 42.2, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(tunnel["peak_speed_km_s"] as? Double), 9.9, accuracy: 0.2)
        let layers = try XCTUnwrap(tunnel["layers"] as? [[String: Any]])
        let names = layers.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, [
            "crust", "upper_mantle", "transition_zone", "lower_mantle", "outer_core", "inner_core",
            "outer_core", "lower_mantle", "transition_zone", "upper_mantle", "crust", "ocean",
        ])
        // Thick continental crust at the Danish end, thin oceanic crust under water at the far end.
        XCTAssertEqual(layers[0]["exit_depth_km"] as? Double, 35)
        XCTAssertEqual(layers[10]["entry_depth_km"] as? Double, 12732)
        XCTAssertEqual(layers[10]["exit_depth_km"] as? Double, 12739)
        XCTAssertEqual(layers[11]["exit_depth_km"] as? Double, 12742)
        let core = layers[5]
        XCTAssertEqual(try XCTUnwrap(core["entry_depth_km"] as? Double), 5149.5, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(core["exit_depth_km"] as? Double), 12742 - 5149.5, accuracy: 0.1)
    }

    func testSeaToLandMirrorsTheCrust() throws {
        let layers = try XCTUnwrap(try tunnel(["-56.0", "-171.5"])["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.first?["name"] as? String, "ocean")
        XCTAssertEqual(layers.last?["name"] as? String, "crust")
        XCTAssertEqual(layers.last?["entry_depth_km"] as? Double, 12707)
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
