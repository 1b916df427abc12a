import Geo
import TunnelApp
import XCTest

final class LocateCommandTests: XCTestCase {
    func testNegativeNumbersWorkExactlyAsTyped() {
        let output = LocateCommand.execute(["-33.86", "151.21"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        XCTAssertEqual(output.standardError, "")
        XCTAssertTrue(output.standardOutput.hasPrefix("Point: 33.86000° S, 151.21000° E"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Australia (AU)"))
        XCTAssertTrue(output.standardOutput.contains("Antipode: 33.86000° N, 28.79000° W"))
        XCTAssertTrue(output.standardOutput.contains("North Atlantic Ocean"))
    }

    func testNegativeNumbersReachTheCommandsAsTypedThroughTheParsersStrategies() throws {
        let locate = try LocateCommand.parse(["-.5", "--json", "-33.86"])
        XCTAssertEqual(locate.coordinates, ["-.5", "-33.86"])
        XCTAssertTrue(locate.json)
        XCTAssertEqual(try locate.coordinate.coordinate(), Coordinate(latitude: -0.5, longitude: -33.86))
        XCTAssertEqual(try LocateCommand.parse(["-33.86,151.21"]).coordinate.coordinate(), Coordinate(latitude: -33.86, longitude: 151.21))
        let open = try OpenCommand.parse(["--at", "-33.86,151.21"])
        XCTAssertEqual(open.at?.text, "-33.86,151.21")
        XCTAssertEqual(try open.at?.coordinate(option: "--at"), Coordinate(latitude: -33.86, longitude: 151.21))
        XCTAssertEqual(try LocateCommand.parse(["--", "-33.86", "151.21"]).coordinate.coordinate(), Coordinate(latitude: -33.86, longitude: 151.21))
        // Short options that exist are still options.
        XCTAssertTrue(LocateCommand.execute(["-h"]).standardOutput.contains("USAGE"))
        XCTAssertEqual(LocateCommand.execute(["56", "8", "--bogus"]).standardError, "tunnel locate: unknown option '--bogus'\n")
    }

    func testJSONHasTheDocumentedShape() throws {
        let output = LocateCommand.execute(["56.0", "8.5", "--json"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        XCTAssertEqual(output.standardError, "")
        let text = output.standardOutput
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertTrue(text.hasPrefix("{\"point\": {\"latitude\": 56, \"longitude\": 8.5, \"country\": \"Denmark\", \"countryCode\": \"DK\", \"region\": "), text)
        XCTAssertTrue(text.contains("\"water\": null, \"ocean\": null, \"nearestPlace\": {\"name\": \"Skjern\", \"region\": "), text)
        XCTAssertTrue(text.contains("\"antipode\": {\"latitude\": -56, \"longitude\": -171.5, \"country\": null, \"countryCode\": null, \"region\": null, \"water\": \"South Pacific Ocean\", \"ocean\": \"Pacific Ocean\", \"nearestPlace\": {\"name\": "), text)
        for key in ["distanceKm", "population", "nearestCity"] {
            XCTAssertEqual(text.components(separatedBy: "\"\(key)\"").count - 1, key == "nearestCity" ? 2 : 4, key)
        }
        // It is valid JSON.
        let data = Data(text.utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let point = object?["point"] as? [String: Any]
        XCTAssertEqual(point?["countryCode"] as? String, "DK")
        XCTAssertEqual((point?["nearestPlace"] as? [String: Any])?["name"] as? String, "Skjern")
        let antipode = object?["antipode"] as? [String: Any]
        XCTAssertTrue(antipode?["country"] is NSNull)
    }

    /// Every key is camelCase, in every object, and coordinates read as the
    /// command line takes them back: no binary noise, no exponent.
    func testJSONKeysAreCamelCaseAndCoordinatesAreRounded() throws {
        let output = LocateCommand.execute(["-28.79", "151.21", "--json"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)))
        XCTAssertTrue(keys.isSuperset(of: ["lengthKm", "entryDepthKm", "fallTimePremMinutes", "peakSpeedKmPerSecond"]), "\(keys)")
        for key in keys {
            XCTAssertNotNil(key.range(of: "^[a-z][A-Za-z0-9]*$", options: .regularExpression), "\(key) is not camelCase")
        }
        XCTAssertTrue(output.standardOutput.contains("\"latitude\": 28.79, \"longitude\": -28.79,"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("\"name\": \"upperMantle\""), output.standardOutput)
        let tiny = LocateCommand.execute(["0.000001", "-0.0000004", "--json"]).standardOutput
        XCTAssertTrue(tiny.hasPrefix("{\"point\": {\"latitude\": 0.000001, \"longitude\": 0,"), tiny)
        XCTAssertFalse(tiny.contains("e-"), tiny)
    }

    func testLakeAppearsAsWaterOnLand() throws {
        let output = LocateCommand.execute(["--json", "-1.5", "33.0"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let point = object?["point"] as? [String: Any]
        XCTAssertEqual(point?["water"] as? String, "Lake Victoria")
        XCTAssertEqual(point?["countryCode"] as? String, "TZ")
    }

    func testHumanFormsAndPairsAreAccepted() {
        for arguments in [["33.86S", "151.21E"], ["33°51'36\"S", "151°12'36\"E"], ["-33.86,151.21"], ["33", "51", "36", "S", "151", "12", "36", "E"]] {
            let output = LocateCommand.execute(arguments + ["--json"])
            XCTAssertEqual(output.exitCode, 0, "\(arguments): \(output.standardError)")
            XCTAssertTrue(output.standardOutput.contains("\"countryCode\": \"AU\""), "\(arguments)")
        }
    }

    func testChineseNames() {
        let output = LocateCommand.execute(["56", "8.5", "--language", "zh"])
        XCTAssertTrue(output.standardOutput.contains("丹麦 (DK)"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("南太平洋"), output.standardOutput)
        let fromLocale = LocateCommand.execute(["56", "8.5"], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(fromLocale.standardOutput.contains("丹麦"))
        let jsonStaysEnglish = LocateCommand.execute(["56", "8.5", "--json"], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(jsonStaysEnglish.standardOutput.contains("\"Denmark\""))
    }

    func testBadInputIsOneLineOnStandardErrorWithStatusTwo() {
        let cases: [([String], String)] = [
            ([], "coordinate"),
            (["56.0"], "not a LAT,LON pair"),
            (["91", "0"], "latitude 91 is out of range"),
            (["-91", "0"], "latitude -91 is out of range"),
            (["0", "400"], "longitude 400 is out of range"),
            (["abc", "8"], "latitude 'abc' is not understood"),
            (["56", "east"], "longitude 'east' is not understood"),
            (["nan", "8"], "latitude is not a finite number"),
            (["56", "-inf"], "longitude is not a finite number"),
            (["-33.86x", "151"], "latitude '-33.86x' is not understood"),
            (["56", "8", "--bogus"], "--bogus"),
            (["33E", "8"], "'E' is not a latitude hemisphere"),
        ]
        for (arguments, expected) in cases {
            let output = LocateCommand.execute(arguments)
            XCTAssertEqual(output.exitCode, 2, "\(arguments)")
            XCTAssertEqual(output.standardOutput, "", "\(arguments)")
            XCTAssertTrue(output.standardError.hasPrefix("tunnel locate: "), "\(arguments): \(output.standardError)")
            XCTAssertTrue(output.standardError.contains(expected), "\(arguments): \(output.standardError)")
            XCTAssertEqual(output.standardError.filter { $0 == "\n" }.count, 1, "\(arguments): one line")
        }
    }

    func testMissingDataExitsWithOneAndNamesTheFolder() {
        let output = LocateCommand.execute(
            ["56", "8"], geocoder: Result { () throws(AssetError) in try ReverseGeocoder.load(from: AssetLocator(directory: "/nonexistent")) })
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertTrue(output.standardError.contains("/nonexistent/world"), output.standardError)
    }

    func testHelpGoesToStandardOutput() {
        let output = LocateCommand.execute(["--help"])
        XCTAssertEqual(output.exitCode, 0)
        XCTAssertTrue(output.standardOutput.contains("USAGE"), output.standardOutput)
    }
}
