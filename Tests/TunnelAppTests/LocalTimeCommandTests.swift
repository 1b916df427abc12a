import Foundation
import TunnelApp
import XCTest

/// `tunnel locate` tells the civil time at both ends: the zone of the
/// nearest place in the country on land, the nautical zone at sea, read
/// from the system's tzdata; and the day's sunrise and sunset (issue 52).
final class LocalTimeCommandTests: XCTestCase {
    /// The `localTime` objects of both ends of `locate … --json --time`.
    private func localTimes(_ point: [String], at time: String) throws -> (point: [String: Any], antipode: [String: Any]) {
        let output = LocateCommand.execute(point + ["--json", "--time", time])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        func localTime(_ end: String) throws -> [String: Any] {
            let place = try XCTUnwrap(document[end] as? [String: Any], end)
            return try XCTUnwrap(place["localTime"] as? [String: Any], "\(end): \(place)")
        }
        return (try localTime("point"), try localTime("antipode"))
    }

    private func assert(_ time: [String: Any], zone: String, iso: String, offset: Int, line: UInt = #line) {
        XCTAssertEqual(time["zone"] as? String, zone, line: line)
        XCTAssertEqual(time["time"] as? String, iso, line: line)
        XCTAssertEqual(time["utcOffsetMinutes"] as? Int, offset, line: line)
    }

    func testMadridAndItsAntipodeInSummerAndWinter() throws {
        var times = try localTimes(["40.4168", "-3.7038"], at: "2026-06-21T12:00:00Z")
        assert(times.point, zone: "Europe/Madrid", iso: "2026-06-21T14:00:00+02:00", offset: 120)
        assert(times.antipode, zone: "Pacific/Auckland", iso: "2026-06-22T00:00:00+12:00", offset: 720)
        // Winter in Madrid, summer in New Zealand: both clocks changed.
        times = try localTimes(["40.4168", "-3.7038"], at: "2026-01-15T12:00:00Z")
        assert(times.point, zone: "Europe/Madrid", iso: "2026-01-15T13:00:00+01:00", offset: 60)
        assert(times.antipode, zone: "Pacific/Auckland", iso: "2026-01-16T01:00:00+13:00", offset: 780)
    }

    func testTheHourTheClocksGoForwardInBerlin() throws {
        // Clocks go from 02:00 CET to 03:00 CEST at 01:00 UTC on 29 March 2026.
        var times = try localTimes(["52.52", "13.405"], at: "2026-03-29T00:59:00Z")
        assert(times.point, zone: "Europe/Berlin", iso: "2026-03-29T01:59:00+01:00", offset: 60)
        times = try localTimes(["52.52", "13.405"], at: "2026-03-29T01:00:00Z")
        assert(times.point, zone: "Europe/Berlin", iso: "2026-03-29T03:00:00+02:00", offset: 120)
    }

    func testAtSeaTheNauticalZoneAndAcrossTheDateLine() throws {
        // Mid-Pacific, 150° W: ten hours behind, its antipode (30° E, on land
        // in Africa or at sea) whatever it is.
        var times = try localTimes(["0", "-150"], at: "2026-06-21T12:00:00Z")
        assert(times.point, zone: "Etc/GMT+10", iso: "2026-06-21T02:00:00-10:00", offset: -600)
        // Either side of the date line at sea: twelve hours ahead and behind,
        // on different days at the same moment.
        times = try localTimes(["-10", "179.9"], at: "2026-06-21T12:30:00Z")
        assert(times.point, zone: "Etc/GMT-12", iso: "2026-06-22T00:30:00+12:00", offset: 720)
        times = try localTimes(["-10", "-179.9"], at: "2026-06-21T12:30:00Z")
        assert(times.point, zone: "Etc/GMT+12", iso: "2026-06-21T00:30:00-12:00", offset: -720)
        // Kiritimati keeps UTC+14 on land.
        times = try localTimes(["1.87", "-157.36"], at: "2026-06-21T12:30:00Z")
        assert(times.point, zone: "Pacific/Kiritimati", iso: "2026-06-22T02:30:00+14:00", offset: 840)
    }

    func testTheTextSaysTheTimeAndTheSunsDay() {
        let output = LocateCommand.execute(["40.4168", "-3.7038", "--time", "2026-06-21T12:00:00Z"])
        XCTAssertEqual(output.exitCode, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertTrue(text.contains("  Local time     14:00 (Europe/Madrid, UTC+02:00)\n"), text)
        // Madrid's solstice: sunrise 06:44, sunset 21:48 (NOAA).
        XCTAssertTrue(text.contains("  Today          Sunrise 06:44 · sunset 21:48\n"), text)
        XCTAssertTrue(text.contains("  Local time     00:00 (Pacific/Auckland, UTC+12:00)\n"), text)
        // Tromsø at the December solstice: the Sun stays down.
        let north = LocateCommand.execute(["69.65", "18.96", "--time", "2026-12-21T12:00:00Z"]).standardOutput
        XCTAssertTrue(north.contains("(Europe/Oslo, UTC+01:00)"), north)
        XCTAssertTrue(north.contains("  Today          Polar night: the Sun does not rise\n"), north)
    }
}
