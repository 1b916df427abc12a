import DisplayTesting
import Foundation
import Geo
@testable import TunnelApp
import XCTest

/// `geo:` links (RFC 5870) wherever the command line takes a point: the
/// default command's only argument (how a desktop opens a link), `--at`,
/// `locate` and `render`. A bad link is one line and status 2.
final class GeoLinkCommandTests: XCTestCase {
    /// Runs the binary with no display, in English.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let outcome = try Tool.execute(
            AppProcess.executableURL, arguments: arguments, environment: ["LANG": "C", "LC_ALL": "C"],
            unsetting: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 60)
        XCTAssertFalse(outcome.timedOut, "\(arguments) did not finish")
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }

    func testLocateReadsALinkAsTheSamePointAsItsNumbers() throws {
        // One moment for both: the Sun's place is part of the answer.
        let moment = ["--time", "2026-06-21T12:00:00Z"]
        let byNumbers = try run(["locate", "-33.8568", "151.2153", "--json"] + moment)
        XCTAssertEqual(byNumbers.status, 0, byNumbers.errors)
        XCTAssertTrue(byNumbers.output.contains("\"countryCode\": \"AU\""), byNumbers.output)
        for link in ["geo:-33.8568,151.2153;u=35", "GEO:-33.8568,151.2153,12;crs=WGS84", "geo:-33.8568,151.2153;name=Opera%20House"] {
            let byLink = try run(["locate", link, "--json"] + moment)
            XCTAssertEqual(byLink.status, 0, "\(link): \(byLink.errors)")
            XCTAssertEqual(byLink.errors, "", link)
            XCTAssertEqual(byLink.output, byNumbers.output, link)
        }
        let text = try run(["locate", "geo:52.52,13.405"])
        XCTAssertEqual(text.status, 0, text.errors)
        XCTAssertTrue(text.output.hasPrefix("Point: 52.52000° N, 13.40500° E"), text.output)
        XCTAssertTrue(text.output.contains("Germany (DE)"), text.output)
    }

    /// Every bad link, wherever it is given, is exactly one line naming what
    /// is wrong, status 2, nothing on standard output — and never looked up
    /// as a place's name.
    func testABadLinkIsOneLineAndStatusTwo() throws {
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-geo-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let cases: [([String], String)] = [
            (["--at", "geo:91,0"], "tunnel: --at: geo link 'geo:91,0': latitude 91 is out of range (must be between -90 and 90)\n"),
            (["geo:91,0"], "tunnel: geo link 'geo:91,0': latitude 91 is out of range (must be between -90 and 90)\n"),
            (["geo:abc"], "tunnel: geo link 'geo:abc' does not hold LAT,LON (expected e.g. geo:52.52,13.405)\n"),
            (["geo:1,2;crs=foo"],
             "tunnel: geo link 'geo:1,2;crs=foo': coordinate reference system 'foo' is not supported (only wgs84)\n"),
            (["geo:1,2;u=-3"], "tunnel: geo link 'geo:1,2;u=-3': uncertainty '-3' is not a number of metres (0 or more)\n"),
            (["open", "--at", "geo:1,2;u=1;u=2"], "tunnel: --at: geo link 'geo:1,2;u=1;u=2': parameter 'u' is given more than once\n"),
            (["locate", "geo:91,0"], "tunnel locate: geo link 'geo:91,0': latitude 91 is out of range (must be between -90 and 90)\n"),
            (["locate", "geo:abc"], "tunnel locate: geo link 'geo:abc' does not hold LAT,LON (expected e.g. geo:52.52,13.405)\n"),
            (["render", "--at", "geo:0,181", "--output", picture],
             "tunnel render: --at: geo link 'geo:0,181': longitude 181 is out of range (must be between -180 and 180)\n"),
            (["52.52,13.405"], "tunnel: '52.52,13.405' is not a geo link (give a point with --at LAT,LON)\n"),
            (["geo:1,2", "--at", "3,4"], "tunnel: give either --at or a geo link, not both\n"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.errors)")
            XCTAssertEqual(result.errors, expected, "\(arguments)")
            XCTAssertEqual(result.output, "", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: picture))
    }

    /// A good link gets as far as `--at` does: here, with no display, to the
    /// display that cannot be opened.
    func testALinkAsTheOnlyArgumentOpensTheWindowThere() throws {
        for arguments in [["geo:52.52,13.405"], ["geo:-33.8568,151.2153;u=35"], ["--at", "geo:-33.8568,151.2153;u=35"], ["open", "GEO:0,0"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.errors)")
            XCTAssertEqual(result.errors, "tunnel: cannot open a display (DISPLAY is not set)\n", "\(arguments)")
        }
        let open = try XCTUnwrap(TunnelCommand.parseAsRoot(["geo:-33.8568,151.2153;u=35"]) as? OpenCommand)
        XCTAssertNil(open.at)
        XCTAssertEqual(try open.link?.coordinate(), Coordinate(latitude: -33.8568, longitude: 151.2153))
    }

    func testRenderAtALinkDrawsTheSamePictureAsAtItsNumbers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-geo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let byLink = directory.appendingPathComponent("link.png").path
        // One moment for both renders: the night shade moves each minute, and a minute may turn between them.
        let moment = "2026-06-21T12:00:00Z"
        let drawn = try run(["render", "--at", "geo:-33.8568,151.2153;u=35", "--size", "320x430", "--time", moment, "--output", byLink])
        XCTAssertEqual(drawn.status, 0, drawn.errors)
        XCTAssertEqual(drawn.errors, "")
        let picture = try XCTUnwrap(FileManager.default.contents(atPath: byLink))
        XCTAssertEqual(Array(picture.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let byNumbers = directory.appendingPathComponent("numbers.png").path
        let reference = try run(["render", "--at", "-33.8568,151.2153", "--size", "320x430", "--time", moment, "--output", byNumbers])
        XCTAssertEqual(reference.status, 0, reference.errors)
        XCTAssertEqual(picture, FileManager.default.contents(atPath: byNumbers))
    }

    /// `locate --batch` reads its lines through the same parser.
    func testBatchLinesMayBeLinks() {
        let moment = ["--time", "2026-06-21T12:00:00Z"]
        let output = LocateCommand.execute(["--batch"] + moment, input: "geo:52.52,13.405;u=10\ngeo:91,0\n")
        XCTAssertEqual(output.exitCode, 2)
        XCTAssertEqual(output.standardOutput, LocateCommand.execute(["52.52", "13.405", "--json"] + moment).standardOutput)
        XCTAssertEqual(
            output.standardError,
            "tunnel locate: line 2: geo link 'geo:91,0': latitude 91 is out of range (must be between -90 and 90)\n")
    }
}
