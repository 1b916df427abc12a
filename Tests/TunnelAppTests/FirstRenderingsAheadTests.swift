import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// The maps' first frames are rendered ahead, on the start-up worker, for
/// the views the window opens with: the real window's first frame adopts
/// both (`firstRendering` with `ahead: true`), and both markers' images
/// drawn there (`markerAhead: true`), whatever its size, layout or scale,
/// and the radar button's face (`radarFace` with `ahead: true`); when it
/// opens on its info side the maps render their own first frames once they
/// show.
final class FirstRenderingsAheadTests: XCTestCase {
    /// What a window's first frame took from the start-up worker.
    private struct FirstFrame {
        /// Each map's `ahead`: its base rendering.
        var renderings: [String: Bool] = [:]
        /// Each map's `markerAhead`: its marker's image.
        var markers: [String: Bool] = [:]
        /// The radar button's face.
        var radarFace: Bool?
    }

    /// Launches with `state` remembered (nil: none) and `environment`, and
    /// returns what its first frame took from the worker once both maps and
    /// the radar button drew it.
    private func firstFrame(
        arguments: [String] = ["--at", "56.55,8.316667"], state: RememberedState? = nil,
        environment: [String: String] = [:]
    ) throws -> FirstFrame {
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
        let log = try app.waitForTrace("both maps' and the radar's first frames") {
            $0.events(named: "firstRendering").count == 2 && !$0.events(named: "radarFace").isEmpty
        }
        var frame = FirstFrame()
        for event in log.events(named: "firstRendering") {
            let map = try XCTUnwrap(event.controller)
            frame.renderings[map] = try XCTUnwrap(event.bool("ahead"), "\(event.fields)")
            frame.markers[map] = try XCTUnwrap(event.bool("markerAhead"), "\(event.fields)")
        }
        frame.radarFace = log.events(named: "radarFace").first?.bool("ahead")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        return frame
    }

    /// Where the pointer rests does not hover the radar button, whose face
    /// made ahead is the one at rest: the top-left corner, on the start map.
    override func setUpWithError() throws {
        _ = try Tool.run("xdotool", "mousemove", "--sync", "1", "1")
    }

    func testTheDefaultWindowAdoptsItsFirstFrameMadeAhead() throws {
        let frame = try firstFrame()
        XCTAssertEqual(frame.renderings, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.markers, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.radarFace, true)
    }

    func testARememberedWideWindowAtAnotherZoomAdoptsThemToo() throws {
        var state = RememberedState()
        state.latitude = -33.86
        state.longitude = 151.21
        state.zoom = 4.2
        // Wider than tall: the panes sit side by side.
        state.windowWidth = 1000
        state.windowHeight = 600
        let frame = try firstFrame(arguments: [], state: state)
        XCTAssertEqual(frame.renderings, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.markers, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.radarFace, true)
    }

    func testAtTwiceTheScaleTheyAreMadeAtTwiceTheScale() throws {
        let frame = try firstFrame(environment: ["GDK_SCALE": "2"])
        XCTAssertEqual(frame.renderings, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.markers, ["startMap": true, "antipodeMap": true])
        XCTAssertEqual(frame.radarFace, true)
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
