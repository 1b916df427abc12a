import DisplayTesting
import Foundation
import TunnelCore
import XCTest

/// GNOME's smallest window, 360×294 points with its title bar, still shows
/// both maps and the radar, flips, and shows the way down; smaller than
/// that the window does not go. A window manager (Openbox) runs meanwhile:
/// it is the one that holds a window to the smallest size it asks for.
final class SmallWindowTests: XCTestCase {
    func testTheWindowWorksAtGnomesSmallestSizeAndGoesNoSmaller() throws {
        let windowManager = try WindowManager()
        defer { windowManager.stop() }
        let app = try AppProcess(
            arguments: ["--at", "40.4168,-3.7038"], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }

        // The content under a 46-point title bar: 360×248.
        try app.resizeContent(width: 360, height: 248)
        try app.waitForTrace("the maps laid out at 360×248") { log in
            log.events(named: "windowContent").last.map { $0.number("width") == 360 && $0.number("height") == 248 } == true
        }
        let titleBar = app.contentInsets.top - app.contentInsets.bottom
        XCTAssertLessThanOrEqual(248 + titleBar, 294, "the title bar is \(titleBar) pixels tall")
        let layout = PaneLayout(width: 360, height: 248)
        XCTAssertEqual(layout.orientation, .sideBySide)
        XCTAssertGreaterThanOrEqual(layout.radar.width, 40, "the radar stays big enough to hit")
        try app.waitForTrace("both maps at their new size") { log in
            ["startMap", "antipodeMap"].allSatisfy { map in
                log.events(named: "mapViewChanged", controller: map).last?.number("width") == layout.startPane.width
            }
        }
        _ = try app.waitForSettledWindowScreenshot(savedAs: "smallest-maps.png")

        // The radar flips both panes to their cards, and back.
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        _ = try app.waitForSettledWindowScreenshot(savedAs: "smallest-cards.png")
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        try app.waitForTrace("both flips back") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeMap" }
        }

        // The way down fits too.
        try app.key("ctrl+d")
        try app.waitForTrace("the way down drawn") { !$0.events(named: "wayDownDrawn").isEmpty }
        _ = try app.waitForSettledWindowScreenshot(savedAs: "smallest-way-down.png")
        try app.key("Escape")

        // Asked for less, the window keeps its smallest size, and so does
        // what the app lays out.
        try app.resizeContent(width: 300, height: 200)
        let log = try app.waitForQuiet()
        let smallest = try app.windowSize()
        XCTAssertEqual(smallest.width, 360)
        XCTAssertEqual(smallest.height, 248)
        let laidOut = try XCTUnwrap(log.events(named: "windowContent").last)
        XCTAssertEqual(laidOut.number("width"), 360)
        XCTAssertEqual(laidOut.number("height"), 248)

        XCTAssertEqual(app.gtkComplaints, [])
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, app.stderr.suffix(2000).description)
    }
}
