import Foundation
import TunnelApp
import XCTest
import XvfbTesting

/// The maps' first frames are rendered ahead, on the start-up worker, for
/// the views the window opens with: the real window's first frame adopts
/// both (`firstRendering` with `ahead: true`) whatever its size, layout or
/// scale, and when it opens on its info side the maps render their own
/// first frames once they show.
final class FirstRenderingsAheadTests: XCTestCase {
    /// Launches with `state` remembered (nil: none) and `environment`, and
    /// returns each map's `ahead` once both maps drew their first frame.
    private func firstRenderings(
        arguments: [String] = ["--at", "56.55,8.316667"], state: RememberedState? = nil,
        environment: [String: String] = [:]
    ) throws -> [String: Bool] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-ahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        if let state {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("tunnel"), withIntermediateDirectories: true)
            XCTAssertNil(state.save(to: directory.appendingPathComponent("tunnel/state.ini")))
        }
        var variables = environment
        variables["TUNNEL_TRACE"] = "1"
        let app = try AppProcess(arguments: arguments, environment: variables, stateDirectory: directory)
        try app.waitForWindow()
        let log = try app.waitForTrace("both maps' first frames") { $0.events(named: "firstRendering").count == 2 }
        var ahead: [String: Bool] = [:]
        for event in log.events(named: "firstRendering") {
            ahead[try XCTUnwrap(event.controller)] = try XCTUnwrap(event.bool("ahead"), "\(event.fields)")
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        return ahead
    }

    func testTheDefaultWindowAdoptsBothFirstFramesRenderedAhead() throws {
        XCTAssertEqual(try firstRenderings(), ["startMap": true, "antipodeMap": true])
    }

    func testARememberedWideWindowAtAnotherZoomAdoptsThemToo() throws {
        var state = RememberedState()
        state.latitude = -33.86
        state.longitude = 151.21
        state.zoom = 4.2
        // Wider than tall: the panes sit side by side.
        state.windowWidth = 1000
        state.windowHeight = 600
        XCTAssertEqual(try firstRenderings(arguments: [], state: state), ["startMap": true, "antipodeMap": true])
    }

    func testAtTwiceTheScaleTheyAreRenderedAtTwiceTheScale() throws {
        XCTAssertEqual(try firstRenderings(environment: ["GDK_SCALE": "2"]), ["startMap": true, "antipodeMap": true])
    }

    func testAWindowOpeningOnItsInfoSideRendersTheMapsWhenTheyShow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-ahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var state = RememberedState()
        state.showsInfo = true
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("tunnel"), withIntermediateDirectories: true)
        XCTAssertNil(state.save(to: directory.appendingPathComponent("tunnel/state.ini")))
        let app = try AppProcess(arguments: ["--at", "40.4168,-3.7038"], environment: ["TUNNEL_TRACE": "1"], stateDirectory: directory)
        try app.waitForWindow()
        _ = try app.waitForQuiet(for: 0.4)
        XCTAssertTrue(app.trace.events(named: "firstRendering").isEmpty, "a map drew behind the info side")
        // Back to the maps: each renders its first frame on the spot.
        let layout = PaneLayout(width: 640, height: 860)
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        let log = try app.waitForTrace("the maps' first frames") { $0.events(named: "firstRendering").count == 2 }
        for event in log.events(named: "firstRendering") {
            XCTAssertEqual(event.bool("ahead"), false, "\(event.fields)")
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
