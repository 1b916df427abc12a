import DisplayTesting
import Foundation
import Geo
import Gtk
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// The window's maps shade the night of the moment they are shown, as
/// `tunnel render --time` shades a moment it is given.
final class NightFlowTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-night")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The mean brightness, 0 to 255, of the start pane in a picture whose
    /// pixels `pixel` reads, sampled every fourth pixel.
    private func startPaneBrightness(_ layout: PaneLayout, _ pixel: (Int, Int) -> (Double, Double, Double)) -> Double {
        layout.startPane.sampledMean { x, y in
            let (red, green, blue) = pixel(x, y)
            return (red + green + blue) / 3
        }
    }

    private func renderedBrightness(at place: String, size: (width: Int, height: Int), time: String) throws -> Double {
        let output = scratch.url.appendingPathComponent("render-\(time).png").path
        let outcome = try Tool.execute(
            AppProcess.executableURL,
            arguments: ["render", "--at", place, "--size", "\(size.width)x\(size.height)", "--time", time, "--output", output],
            unsetting: ["DISPLAY"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let surface = try XCTUnwrap(ImageSurface(contentsOfPNG: output))
        return startPaneBrightness(PaneLayout(width: Double(size.width), height: Double(size.height))) { x, y in
            let colour = surface.pixel(x: x, y: y)
            return (colour.red * 255, colour.green * 255, colour.blue * 255)
        }
    }

    func testTheMapsShadeTheNightOfTheMomentShown() throws {
        try shadeTheNightOfTheMomentShown(on: .x11)
    }

    func testTheMapsShadeTheNightOfTheMomentShownOnWayland() throws {
        try shadeTheNightOfTheMomentShown(on: .wayland)
    }

    private func shadeTheNightOfTheMomentShown(on backend: DisplayBackend) throws {
        // Dig where it is midnight now: straight under the Sun's antipode.
        let now = SolarMoment.now
        let midnight = now.subsolarPoint.antipode
        let place = String(format: "%.4f,%.4f", midnight.latitude, midnight.longitude)
        let app = try AppProcess(
            arguments: ["--at", place], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"], backend: backend)
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        _ = try app.waitForQuiet(for: 0.8)
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        let shot = try app.windowScreenshot(savedAs: "night.png")
        let shown = startPaneBrightness(layout) { x, y in
            let pixel = shot.pixel(x: x, y: y)
            return (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        }

        let iso = ISO8601DateFormatter()
        let nowText = iso.string(from: Date(timeIntervalSince1970: now.secondsSince1970))
        let noonText = iso.string(from: Date(timeIntervalSince1970: now.secondsSince1970 + 12 * 3600))
        let atNight = try renderedBrightness(at: place, size: size, time: nowText)
        let atNoon = try renderedBrightness(at: place, size: size, time: noonText)
        XCTAssertLessThan(atNight, atNoon * 0.8, "the render at midnight is not shaded")
        XCTAssertEqual(shown, atNight, accuracy: atNight * 0.04, "the window's map is not shaded as the render at this moment")
    }
}
