import Foundation
import TunnelApp
import TunnelCore
import XCTest

final class RememberedStateTests: XCTestCase {
    private var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-state-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func testRoundTripsEveryField() throws {
        var state = RememberedState()
        state.latitude = -33.86
        state.longitude = 151.21
        state.zoom = 7.5
        state.showsInfo = true
        state.units = .imperial
        state.showsAntipodalLand = true
        state.windowWidth = 1000
        state.windowHeight = 700
        let url = directory.appendingPathComponent("nested/state.ini")
        XCTAssertNil(state.save(to: url))
        XCTAssertEqual(RememberedState.load(from: url), state)
    }

    func testUnitsAreStoredByNameAndAnUnknownOneIsAutomatic() throws {
        let url = directory.appendingPathComponent("state.ini")
        var state = RememberedState()
        XCTAssertEqual(state.units, .automatic)
        for units in UnitsPreference.allCases {
            state.units = units
            XCTAssertNil(state.save(to: url))
            XCTAssertTrue(try String(contentsOf: url, encoding: .utf8).contains("units=\(units.rawValue)\n"))
            XCTAssertEqual(RememberedState.load(from: url).units, units)
        }
        try "[view]\nunits=furlongs\n".write(to: url, atomically: true, encoding: .utf8)
        XCTAssertEqual(RememberedState.load(from: url).units, .automatic)
    }

    func testMissingFileGivesDefaults() {
        XCTAssertEqual(RememberedState.load(from: directory.appendingPathComponent("none.ini")), RememberedState())
    }

    func testCorruptOrOutOfRangeValuesAreDropped() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("state.ini")
        try "[location]\nlatitude=123\nlongitude=nonsense\nzoom=7\n[window]\nwidth=5\nheight=600\n"
            .write(to: url, atomically: true, encoding: .utf8)
        let state = RememberedState.load(from: url)
        XCTAssertNil(state.latitude)
        XCTAssertNil(state.longitude)
        XCTAssertEqual(state.zoom, 7)
        XCTAssertNil(state.windowWidth)

        try Data([0xFF, 0x00, 0x5B, 0x0A, 0xC3]).write(to: url)
        XCTAssertEqual(RememberedState.load(from: url), RememberedState())
    }

    func testUnwritableLocationReportsWhy() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let reason = RememberedState().save(to: blocker.appendingPathComponent("state.ini"))
        XCTAssertNotNil(reason)
        XCTAssertTrue(reason?.contains(blocker.path) ?? false, reason ?? "")
    }
}
