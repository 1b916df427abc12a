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
        let topText = try Tool.run("tesseract", top, "-", "--psm", "6")
        let bottomText = try Tool.run("tesseract", bottom, "-", "--psm", "6")
        XCTAssertTrue(topText.contains("Madrid") && topText.contains("Spain"), topText)
        XCTAssertTrue(bottomText.contains("New Zealand"), bottomText)
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
}
