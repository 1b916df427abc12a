import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// Ctrl+L lays the land at the antipodes over both maps, and takes it off
/// again; the worker renders it in, so the maps change once it is in.
final class AntipodalLandFlowTests: XCTestCase {
    /// How much redder than blue the start pane is, on average, 0 to 255.
    private func warmth(_ shot: Screenshot, _ layout: PaneLayout) -> Double {
        layout.startPane.sampledMean { x, y in
            let pixel = shot.pixel(x: x, y: y)
            return Double(pixel.red - pixel.blue)
        }
    }

    func testCtrlLLaysTheLandAtTheAntipodesOverTheMapsAndTakesItOff() throws {
        try layTheLandAtTheAntipodesOverTheMapsAndTakeItOff(on: .x11)
    }

    func testCtrlLLaysTheLandAtTheAntipodesOverTheMapsOnWayland() throws {
        try layTheLandAtTheAntipodesOverTheMapsAndTakeItOff(on: .wayland)
    }

    private func layTheLandAtTheAntipodesOverTheMapsAndTakeItOff(on backend: DisplayBackend) throws {
        // Beijing: land at its antipodes in Argentina.
        let app = try AppProcess(
            arguments: ["--at", "39.9,116.4"], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"],
            backend: backend)
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        _ = try app.waitForQuiet(for: 0.8)
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        let before = warmth(try app.windowScreenshot(savedAs: "land-before.png"), layout)

        try app.key("ctrl+l")
        try app.waitForTrace("the overlay on") { log in
            log.events(named: "antipodalLandShown").last?.bool("on") == true
        }
        // The caption says how rare land meeting land is, counted from the
        // world data as `tunnel stats` counts it.
        let captioned = try app.waitForTrace(timeout: 60, "the caption") { !$0.events(named: "antipodalLandCaptioned").isEmpty }
        let caption = captioned.events(named: "antipodalLandCaptioned").last?.string("text") ?? ""
        XCTAssertEqual(caption, "13 % of land has land opposite (orange)")
        _ = try app.waitForQuiet(for: 0.8)
        let on = warmth(try app.windowScreenshot(savedAs: "land-on.png"), layout)
        XCTAssertGreaterThan(on, before + 30, "Beijing's map shows no land at its antipodes")

        // Remembered: a launch on the same state opens with it on.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-land-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let stateFile = app.stateDirectory.appendingPathComponent("tunnel/state.ini")
        let saved = Polling.until(timeout: 5) {
            (try? String(contentsOf: stateFile, encoding: .utf8)).flatMap { $0.contains("antipodal-land=true") ? true : nil }
        }
        XCTAssertEqual(saved, true, "the overlay was not remembered in \(stateFile.path)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: app.stateDirectory.appendingPathComponent("tunnel"), to: state.appendingPathComponent("tunnel"))
        let again = try AppProcess(
            environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"], stateDirectory: state, backend: backend)
        try again.waitForWindow()
        try again.waitForTrace("the overlay on at start") { log in
            log.events(named: "antipodalLandShown").last?.bool("on") == true
        }
        _ = try again.waitForQuiet(for: 0.8)
        XCTAssertGreaterThan(warmth(try again.windowScreenshot(savedAs: "land-again.png"), layout), before + 30)
        again.stop()

        try app.key("ctrl+l")
        try app.waitForTrace("the overlay off") { log in
            log.events(named: "antipodalLandShown").last?.bool("on") == false
        }
        _ = try app.waitForQuiet(for: 0.8)
        let off = warmth(try app.windowScreenshot(savedAs: "land-off.png"), layout)
        XCTAssertEqual(off, before, accuracy: 3, "the overlay stayed after Ctrl+L took it off")
    }
}
