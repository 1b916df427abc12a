import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// The real binary in a real X server: title, size, layout by pixels, quit.
final class FirstWindowTests: XCTestCase {
    private let band = RGB(hex: 0x1B2433)

    func testWindowShowsTwoPanesAndTheRadarInTheBand() throws {
        let app = try AppProcess()
        try app.waitForWindow()
        XCTAssertEqual(try app.windowName(), "Tunnel")
        let size = try app.windowSize()
        XCTAssertEqual(size.width, 640)
        XCTAssertEqual(size.height, 860)
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        // The first frame has landed once the band is painted.
        let shot = try app.waitForWindowScreenshot(savedAs: "first-window.png") {
            $0.pixel(x: 10, y: Int(layout.band.center.y)).isClose(to: band)
        }
        // No window manager: the window sits at the screen's origin.
        let topCentre = layout.startPane.center
        let bottomCentre = layout.antipodePane.center
        let paneTop = shot.pixel(x: Int(topCentre.x), y: Int(topCentre.y))
        let paneBottom = shot.pixel(x: Int(bottomCentre.x), y: Int(bottomCentre.y))
        XCTAssertFalse(paneTop.isClose(to: band, tolerance: 40), "top pane shows \(paneTop), the band's colour")
        XCTAssertFalse(paneBottom.isClose(to: band, tolerance: 40), "bottom pane shows \(paneBottom)")

        // The band left and right of the radar is the band colour.
        let bandY = Int(layout.band.center.y)
        XCTAssertTrue(shot.pixel(x: 10, y: bandY).isClose(to: band), "band at left is \(shot.pixel(x: 10, y: bandY))")
        XCTAssertTrue(shot.pixel(x: size.width - 10, y: bandY).isClose(to: band))
        // The band's edges meet the panes where the layout says.
        XCTAssertFalse(shot.pixel(x: 10, y: Int(layout.band.minY) - 3).isClose(to: band, tolerance: 40))
        XCTAssertTrue(shot.pixel(x: 10, y: Int(layout.band.minY) + 3).isClose(to: band))
        XCTAssertTrue(shot.pixel(x: 10, y: Int(layout.band.minY + layout.band.height) - 3).isClose(to: band))
        XCTAssertFalse(shot.pixel(x: 10, y: Int(layout.band.minY + layout.band.height) + 3).isClose(to: band, tolerance: 40))

        // The radar button is centred in the band: its face differs from
        // the band at the centre, and the band resumes just outside it.
        let radar = layout.radar
        let radarCentre = shot.pixel(x: Int(radar.center.x), y: Int(radar.center.y) + 6)
        XCTAssertFalse(radarCentre.isClose(to: band, tolerance: 20), "no radar button at the band's centre (\(radarCentre))")
        XCTAssertTrue(shot.pixel(x: Int(radar.minX) - 6, y: Int(radar.center.y)).isClose(to: band))
        XCTAssertTrue(shot.pixel(x: Int(radar.minX + radar.width) + 6, y: Int(radar.center.y)).isClose(to: band))

        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    /// The icon is set after the first frame (it is not needed for it):
    /// the window must still get it, as `_NET_WM_ICON` for task switchers.
    /// From the source tree, outside any icon theme, it is the 256-pixel PNG.
    func testWindowGetsItsIconAfterTheFirstFrame() throws {
        XCTAssertEqual(try iconSizes(environment: [:]), [256])
    }

    /// Where the icon theme has the icon (as once installed), the window gets
    /// every size the theme has, the scalable one at 48 pixels, as
    /// `gtk_window_set_icon_name` would give it, though decoded on a worker.
    func testAnInstalledIconGivesTheWindowEveryThemeSize() throws {
        let share = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: share) }
        let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/icons")
        try FileManager.default.createSymbolicLink(at: share.appendingPathComponent("icons"), withDestinationURL: icons.standardizedFileURL)
        let system = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share"
        XCTAssertEqual(try iconSizes(environment: ["XDG_DATA_DIRS": share.path + ":" + system]), [16, 32, 48, 64, 128, 256])
    }

    /// The sizes of the square images in the window's `_NET_WM_ICON`, sorted.
    private func iconSizes(environment: [String: String]) throws -> [Int] {
        let app = try AppProcess(environment: environment.merging(["TUNNEL_TRACE": "1"]) { $1 })
        try app.waitForWindow()
        _ = try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        var property = ""
        _ = try Polling.until(timeout: 10) { () throws -> Bool? in
            // As numbers: xprop would draw the images, but not the big ones.
            property = try Tool.run(
                ["xprop", "-len", "4000000", "-id", app.windowID, "-f", "_NET_WM_ICON", "32c", " = $0+\n", "_NET_WM_ICON"], allowFailure: true)
            return property.contains("_NET_WM_ICON(CARDINAL) =") ? true : nil
        }
        XCTAssertTrue(property.contains("_NET_WM_ICON(CARDINAL) ="), "no window icon: \(property.prefix(200))")
        // Each image is its width, its height, then that many pixels.
        let values = property.split(separator: "=", maxSplits: 1).last.map {
            $0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        } ?? []
        var sizes: [Int] = []
        var index = 0
        while index + 1 < values.count {
            let width = values[index], height = values[index + 1]
            XCTAssertEqual(width, height, "a non-square icon image")
            sizes.append(width)
            index += 2 + width * height
        }
        XCTAssertEqual(index, values.count, "the images do not fill the property")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        return sizes.sorted()
    }

    func testClosingTheWindowQuitsCleanly() throws {
        let app = try AppProcess()
        try app.waitForWindow()
        try app.requestClose()
        XCTAssertEqual(try app.waitForExit(), 0)
        XCTAssertFalse(app.stderr.contains("CRITICAL"), app.stderr)
    }

    func testVersionAndHelp() throws {
        let version = try Tool.run(AppProcess.executableURL.path, "--version")
        XCTAssertEqual(version.trimmingCharacters(in: .whitespacesAndNewlines), AppInfo.version)
        let help = try Tool.run(AppProcess.executableURL.path, "--help")
        XCTAssertTrue(help.contains("USAGE: tunnel"), help)
        XCTAssertTrue(help.contains("dig straight down"), help)
    }
}
