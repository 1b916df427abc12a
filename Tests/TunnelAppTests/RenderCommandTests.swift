import DisplayTesting
import Foundation
import Geo
import Gtk
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// `tunnel render` draws the window offscreen, with no display.
final class RenderCommandTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var directory: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-render")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// Runs the binary with no DISPLAY; returns (status, stderr).
    private func render(_ arguments: [String]) throws -> (Int32, String) {
        let outcome = try Tool.execute(AppProcess.executableURL, arguments: ["render"] + arguments, unsetting: ["DISPLAY"])
        return (outcome.status, outcome.standardError)
    }

    private func image(_ path: String) throws -> (surface: ImageSurface, width: Int, height: Int) {
        let surface = try XCTUnwrap(ImageSurface(contentsOfPNG: path), "\(path) is not a PNG")
        return (surface, surface.pixelWidth, surface.pixelHeight)
    }

    private func pixel(_ surface: ImageSurface, _ x: Int, _ y: Int) -> RGB {
        let colour = surface.pixel(x: x, y: y)
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return RGB(red: channel(colour.red), green: channel(colour.green), blue: channel(colour.blue))
    }

    func testMapsSideHasTheMarkersWhereTheProjectionSays() throws {
        let output = directory.appendingPathComponent("maps.png").path
        let (status, errors) = try render(["--at", "-33.86,151.21", "--size", "640x860", "--output", output])
        XCTAssertEqual(status, 0, errors)
        let (surface, width, height) = try image(output)
        XCTAssertEqual(width, 640)
        XCTAssertEqual(height, 860)
        let layout = PaneLayout(width: 640, height: 860)
        // Both maps are centred on their markers: the X's red at the
        // antipode pane's centre, the digger's dark ink just above the start
        // pane's centre (his feet are the anchor).
        let xCentre = pixel(surface, Int(layout.antipodePane.center.x), Int(layout.antipodePane.center.y))
        XCTAssertTrue(xCentre.red > 180 && xCentre.green < 110, "no red X at the antipode's point: \(xCentre)")
        var ink = 0
        let feet = layout.startPane.center
        for y in Int(feet.y) - 50...Int(feet.y) - 5 {
            for x in Int(feet.x) - 30...Int(feet.x) + 5 {
                let p = pixel(surface, x, y)
                if p.red < 70 && p.green < 80 && p.blue < 90 { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 60, "no digger standing on the start point")
        // The radar is in the band.
        let band = pixel(surface, 8, Int(layout.band.center.y))
        let radar = pixel(surface, Int(layout.radar.center.x), Int(layout.radar.center.y) + 8)
        XCTAssertNotEqual(band, radar)
    }

    func testInfoSideNamesBothEnds() throws {
        let output = directory.appendingPathComponent("info.png").path
        let (status, errors) = try render(["--at", "40.4168,-3.7038", "--size", "640x860", "--info", "--scale", "2", "--output", output])
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(try image(output).width, 1280)
        let top = directory.appendingPathComponent("top.png").path
        let bottom = directory.appendingPathComponent("bottom.png").path
        try Tool.run("convert", output, "-crop", "1280x722+0+0", "+repage", "-colorspace", "Gray", "-negate", top)
        try Tool.run("convert", output, "-crop", "1280x722+0+998", "+repage", "-colorspace", "Gray", "-negate", bottom)
        // One column of lines of several sizes: the title, then the smaller lines.
        let topText = try Tool.run("tesseract", top, "-", "--psm", "4")
        let bottomText = try Tool.run("tesseract", bottom, "-", "--psm", "4")
        XCTAssertTrue(topText.contains("Madrid") && topText.contains("Spain"), topText)
        XCTAssertTrue(topText.contains("local time (UTC+0"), topText)
        XCTAssertTrue(bottomText.contains("New Zealand"), bottomText)
        XCTAssertTrue(bottomText.contains("local time (UTC+1"), bottomText)
    }

    func testBadInputIsRejectedWithOneLineAndNothingWritten() throws {
        let output = directory.appendingPathComponent("bad.png").path
        let cases: [([String], String)] = [
            (["--at", "95,0", "--output", output], "latitude 95"),
            (["--at", "10,10", "--size", "12x", "--output", output], "--size"),
            (["--at", "10,10", "--scale", "9", "--output", output], "--scale"),
            (["--at", "10,10", "--output", directory.appendingPathComponent("no/such/dir.png").path], "does not exist"),
            (["--at", "10,10", "--output", directory.appendingPathComponent("x.jpg").path], ".png"),
            (["--at", "-33.86,abc", "--output", output], "abc"),
            (["--at", "10,10", "--time", "2026-13-01T00:00:00Z", "--output", output], "invalid --time"),
            (["--at", "10,10", "--time", "noon", "--output", output], "invalid --time 'noon'"),
            (["--at", "10,10", "--overlay", "globe", "--output", output], "--overlay 'globe'"),
            (["--at", "10,10", "--view", "cube", "--output", output], "--view 'cube'"),
        ]
        for (arguments, expected) in cases {
            let (status, errors) = try render(arguments)
            XCTAssertEqual(status, 2, "\(arguments): \(errors)")
            XCTAssertEqual(errors.split(separator: "\n").count, 1, "\(arguments): \(errors)")
            XCTAssertTrue(errors.contains(expected), "\(arguments): \(errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    /// The mean brightness of the start pane's map, 0 to 1, sampled every
    /// fourth pixel.
    private func startPaneBrightness(_ path: String) throws -> Double {
        let (surface, _, _) = try image(path)
        return PaneLayout(width: 640, height: 860).startPane.sampledMean(inset: 2) { x, y in
            let colour = surface.pixel(x: x, y: y)
            return (colour.red + colour.green + colour.blue) / 3
        }
    }

    /// `--time` names the moment whose night the maps shade: Sydney at local
    /// midnight is darker than at noon, and its antipode the other way round.
    func testTimeShadesTheNightAtEachEnd() throws {
        let noon = directory.appendingPathComponent("noon.png").path
        let midnight = directory.appendingPathComponent("midnight.png").path
        for (time, output) in [("2026-06-21T02:00:00Z", noon), ("2026-06-21T14:00:00+00:00", midnight)] {
            let (status, errors) = try render(["--at", "-33.86,151.21", "--time", time, "--output", output])
            XCTAssertEqual(status, 0, errors)
        }
        let (day, night) = (try startPaneBrightness(noon), try startPaneBrightness(midnight))
        XCTAssertLessThan(night, day * 0.8, "Sydney at midnight is not shaded: \(night) against \(day) at noon")
        // The same moments, the other way round, on the antipode's pane: read
        // through the same pane by digging at the antipode.
        for (time, output) in [("2026-06-21T02:00:00Z", noon), ("2026-06-21T14:00:00Z", midnight)] {
            let (status, errors) = try render(["--at", "33.86,-28.79", "--time", time, "--output", output])
            XCTAssertEqual(status, 0, errors)
        }
        XCTAssertLessThan(try startPaneBrightness(noon), try startPaneBrightness(midnight) * 0.8)
    }

    /// `--overlay antipodes` lays the land at the antipodes over the maps:
    /// Beijing's start map turns warm with Argentina's land.
    func testOverlayAntipodesLaysTheLandOppositeOverTheMaps() throws {
        let plain = directory.appendingPathComponent("plain.png").path
        let overlaid = directory.appendingPathComponent("overlaid.png").path
        let moment = ["--time", "2026-06-21T04:00:00Z"]
        XCTAssertEqual(try render(["--at", "39.9,116.4", "--output", plain] + moment).0, 0)
        XCTAssertEqual(try render(["--at", "39.9,116.4", "--overlay", "antipodes", "--output", overlaid] + moment).0, 0)
        func warmth(_ path: String) throws -> Double {
            let (surface, _, _) = try image(path)
            return PaneLayout(width: 640, height: 860).startPane.sampledMean(inset: 2) { x, y in
                let colour = surface.pixel(x: x, y: y)
                return (colour.red - colour.blue) * 255
            }
        }
        XCTAssertGreaterThan(try warmth(overlaid), try warmth(plain) + 30)
    }

    /// `--view globe` draws each map side as a ball centred on its marker,
    /// on the dark of space: land under the digger at Madrid, the sea
    /// around New Zealand's X.
    func testViewGlobeDrawsABallCentredOnEachMarker() throws {
        let output = directory.appendingPathComponent("globes.png").path
        let (status, errors) = try render(["--at", "40.4168,-3.7038", "--view", "globe", "--time", "2026-06-21T12:00:00Z", "--output", output])
        XCTAssertEqual(status, 0, errors)
        let (surface, _, _) = try image(output)
        let layout = PaneLayout(width: 640, height: 860)
        for pane in [layout.startPane, layout.antipodePane] {
            let corner = pixel(surface, Int(pane.minX) + 3, Int(pane.minY) + 3)
            XCTAssertTrue(corner.red < 30 && corner.blue < 50, "a pane's corner is not space: \(corner)")
        }
        // Away from the digger and the sun, in Chad: land, not sea.
        let projection = GlobeRenderer.projection(
            centredOn: Coordinate(latitude: 40.4168, longitude: -3.7038), width: layout.startPane.width,
            height: layout.startPane.height)
        let inland = projection.project(Coordinate(latitude: 15.0, longitude: 19.0))
        let land = pixel(surface, Int(layout.startPane.minX + inland.x), Int(layout.startPane.minY + inland.y))
        XCTAssertTrue(land.red > 200 && land.blue < land.red, "no land in Chad: \(land)")
    }
}
