import DisplayTesting
import Foundation
import Geo
import TunnelApp
import XCTest

/// The command line takes place names wherever it takes coordinates.
final class PlaceNameCommandTests: XCTestCase {
    func testLocateByNameReportsThePlaceAndSaysWhichOfSeveralItUsed() {
        let output = LocateCommand.execute(["Madrid"], environment: ["LANG": "C"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.hasPrefix("Place: Madrid, Madrid, Spain (pop. 3,255,944)\nPoint: 40.4"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Spain (ES)"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("New Zealand"), output.standardOutput)
        // Several places are called Madrid: the most populous is used, and stderr says so in one line.
        XCTAssertTrue(output.standardError.hasPrefix("tunnel locate: Madrid: "), output.standardError)
        XCTAssertTrue(output.standardError.hasSuffix(" places match; using Madrid, Madrid, Spain (pop. 3,255,944)\n"), output.standardError)
        XCTAssertEqual(output.standardError.filter { $0 == "\n" }.count, 1)
    }

    func testNamesFoldCaseAndDiacriticsAndMayBeSeveralWordsOrChinese() {
        for arguments in [["São", "Paulo"], ["sao paulo"], ["SAO", "PAULO"]] {
            let output = LocateCommand.execute(arguments)
            XCTAssertEqual(output.exitCode, 0, "\(arguments): \(output.standardError)")
            XCTAssertTrue(output.standardOutput.hasPrefix("Place: São Paulo, Sao Paulo, Brazil"), "\(arguments): \(output.standardOutput)")
            XCTAssertTrue(output.standardOutput.contains("Brazil (BR)"), output.standardOutput)
        }
        let chinese = LocateCommand.execute(["马德里"])
        XCTAssertEqual(chinese.exitCode, 0, chinese.standardError)
        XCTAssertTrue(chinese.standardOutput.contains("Spain (ES)"), chinese.standardOutput)
        // A unique beginning is taken, and said so.
        let prefix = LocateCommand.execute(["Copenh"])
        XCTAssertEqual(prefix.exitCode, 0, prefix.standardError)
        XCTAssertTrue(prefix.standardOutput.contains("Denmark (DK)"), prefix.standardOutput)
        XCTAssertTrue(prefix.standardError.hasPrefix("tunnel locate: Copenh: "), prefix.standardError)
        XCTAssertTrue(prefix.standardError.contains("Copenhagen"), prefix.standardError)
    }

    func testLocateJSONByNameListsTheCandidates() throws {
        let output = LocateCommand.execute(["Madrid", "--json"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        XCTAssertEqual(output.standardOutput.filter { $0 == "\n" }.count, 1, "one line")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["query"] as? String, "Madrid")
        let matches = try XCTUnwrap(object["matches"] as? Int)
        let candidates = try XCTUnwrap(object["candidates"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(matches, 3)
        XCTAssertEqual(candidates.count, min(matches, 10))
        XCTAssertEqual(candidates.first?["name"] as? String, "Madrid")
        XCTAssertEqual(candidates.first?["chineseName"] as? String, "马德里")
        XCTAssertEqual(candidates.first?["kind"] as? String, "city")
        XCTAssertEqual(candidates.first?["context"] as? String, "Madrid, Spain")
        XCTAssertEqual(candidates.first?["population"] as? Int, 3_255_944)
        XCTAssertTrue(candidates.contains { $0["context"] as? String == "Cundinamarca, Colombia" }, "\(candidates)")
        let populations = candidates.compactMap { $0["kind"] as? String == "city" ? $0["population"] as? Int : nil }
        XCTAssertEqual(populations, populations.sorted(by: >))
        // The point is the first candidate's.
        let point = try XCTUnwrap(object["point"] as? [String: Any])
        XCTAssertEqual(point["latitude"] as? Double, candidates.first?["latitude"] as? Double)
        XCTAssertEqual(point["countryCode"] as? String, "ES")
        // Coordinates get no candidates.
        XCTAssertFalse(LocateCommand.execute(["40.4", "-3.7", "--json"]).standardOutput.contains("candidates"))
    }

    func testUnknownNameIsAnErrorWithSuggestionsAndStatusTwo() {
        let output = LocateCommand.execute(["Copenhagn"])
        XCTAssertEqual(output.exitCode, 2)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertTrue(output.standardError.hasPrefix("tunnel locate: no place named “Copenhagn”; did you mean: Copenhagen"), output.standardError)
        XCTAssertTrue(output.standardError.hasSuffix("?\n"), output.standardError)
        XCTAssertEqual(output.standardError.filter { $0 == "\n" }.count, 1)
        let nothing = LocateCommand.execute(["Qqqqxzzzqj"])
        XCTAssertEqual(nothing.exitCode, 2)
        XCTAssertEqual(nothing.standardError, "tunnel locate: no place named “Qqqqxzzzqj”\n")
        // Mistyped coordinates stay coordinate errors, not unknown places.
        XCTAssertTrue(LocateCommand.execute(["abc", "8"]).standardError.contains("latitude 'abc' is not understood"))
        XCTAssertTrue(LocateCommand.execute(["nan"]).standardError.contains("not a LAT,LON pair"))
    }

    func testMissingDataForANameExitsWithOne() {
        let output = LocateCommand.execute(
            ["Madrid"], places: Result { () throws(AssetError) in try PlaceSearchIndex.load(from: AssetLocator(directory: "/nonexistent")) })
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertTrue(output.standardError.contains("/nonexistent/world"), output.standardError)
    }

    func testAtTakesANameToo() throws {
        let open = try OpenCommand.parse(["--at", "São Paulo"])
        XCTAssertEqual(open.at?.placeName, "São Paulo")
        let point = try XCTUnwrap(try open.at?.coordinate(option: "--at"))
        XCTAssertEqual(point.latitude, -23.55, accuracy: 0.1)
        XCTAssertEqual(point.longitude, -46.63, accuracy: 0.1)
        XCTAssertNil(try OpenCommand.parse(["--at", "-33.86,151.21"]).at?.placeName)
        // With no display, a bad name is still a usage error (status 2), found before any window.
        let run = try shell(["--at", "Atlantiss Nowhere"])
        XCTAssertEqual(run.status, 2, run.errors)
        XCTAssertTrue(run.errors.hasPrefix("tunnel: --at: no place named “Atlantiss Nowhere”"), run.errors)
    }

    func testRenderAtANameDrawsThereAndAnUnknownNameWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = directory.appendingPathComponent("madrid.png").path
        // One moment for both renders: the night shade moves each minute, and a minute may turn between them.
        let moment = "2026-06-21T12:00:00Z"
        let drawn = try shell(["render", "--at", "Madrid", "--size", "320x430", "--time", moment, "--output", picture])
        XCTAssertEqual(drawn.status, 0, drawn.errors)
        XCTAssertTrue(drawn.errors.hasPrefix("tunnel render: Madrid: "), drawn.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture))
        // The same picture as the coordinates of the chosen Madrid give.
        let byCoordinates = directory.appendingPathComponent("coordinates.png").path
        let madrid = try XCTUnwrap(PlaceSearchIndex.load().resolve("Madrid").best)
        let reference = try shell([
            "render", "--at", "\(madrid.coordinate.latitude),\(madrid.coordinate.longitude)", "--size", "320x430",
            "--time", moment, "--output", byCoordinates,
        ])
        XCTAssertEqual(reference.status, 0, reference.errors)
        XCTAssertEqual(FileManager.default.contents(atPath: picture), FileManager.default.contents(atPath: byCoordinates))

        let unknown = directory.appendingPathComponent("nowhere.png").path
        let refused = try shell(["render", "--at", "Copenhagn", "--output", unknown])
        XCTAssertEqual(refused.status, 2, refused.errors)
        XCTAssertTrue(refused.errors.hasPrefix("tunnel render: --at: no place named “Copenhagn”; did you mean: Copenhagen"), refused.errors)
        XCTAssertEqual(refused.errors.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["coordinates.png", "madrid.png"])
    }

    /// Runs the binary with no DISPLAY, in English; returns (status, stderr).
    private func shell(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let outcome = try Tool.execute(
            AppProcess.executableURL, arguments: arguments, environment: ["LANG": "C", "LC_ALL": "C"],
            unsetting: ["DISPLAY", "WAYLAND_DISPLAY"])
        return (outcome.status, outcome.standardError)
    }
}
