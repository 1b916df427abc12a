import DisplayTesting
import Foundation
import Geo
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// Tunnel on Wayland, end to end: the real binary on the headless sway of
/// meson-helpers/with-wayland.sh, driven through wayvnc with a real pointer
/// and keyboard, with `G_DEBUG=fatal-criticals` (a GTK critical ends the
/// app and fails the test). What happened is read from the TUNNEL_TRACE=1
/// trace and from grim's screenshots of the window. sway centres the
/// window on its output, so every point given to the pointer is the
/// window's origin plus a point of the panes' layout.
final class WaylandFlowTests: XCTestCase {
    private let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
    private let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
    /// The band between the panes (BandPainter's base colour).
    private let band = RGB(hex: 0x1B2433)

    /// The app on Wayland, its window's origin on the output and its panes.
    private struct Launched {
        let app: AppProcess
        let origin: (x: Double, y: Double)
        let layout: PaneLayout

        /// A point of the window (a point of `layout`) on the output.
        func screen(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (origin.x + x, origin.y + y) }
    }

    /// Starts the app in western Denmark on Wayland and waits until both
    /// maps have reported their view.
    private func launch() throws -> Launched {
        let app = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1"], backend: .wayland)
        try app.waitForWindow()
        try app.waitForTrace("first frame and both maps' views") { log in
            !log.events(named: "firstFrame").isEmpty
                && !log.events(named: "mapViewChanged", controller: "startMap").isEmpty
                && !log.events(named: "mapViewChanged", controller: "antipodeMap").isEmpty
        }
        let frame = try app.windowGeometry()
        let layout = PaneLayout(width: Double(frame.width), height: Double(frame.height))
        return Launched(app: app, origin: (Double(frame.x), Double(frame.y)), layout: layout)
    }

    /// No GTK or GLib complaint on standard error, then Ctrl+Q quits cleanly.
    private func assertCleanQuit(_ app: AppProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(app.gtkComplaints, [], "GTK complained on Wayland", file: file, line: line)
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, "tunnel: \(app.stderr.suffix(2000))", file: file, line: line)
    }

    /// Pixels within `tolerance` of `colour` in a box around a window point.
    private func count(_ colour: (RGB) -> Bool, in shot: Screenshot, around point: (x: Double, y: Double), radius: Int) -> Int {
        var found = 0
        for dy in -radius...radius {
            for dx in -radius...radius {
                let x = Int(point.x) + dx, y = Int(point.y) + dy
                if x >= 0, y >= 0, x < shot.width, y < shot.height, colour(shot.pixel(x: x, y: y)) { found += 1 }
            }
        }
        return found
    }

    private func isRed(_ pixel: RGB) -> Bool { pixel.red > 180 && pixel.green < 110 && pixel.blue < 110 }

    // MARK: The window

    /// The harness points and photographs by sway's frame of the window:
    /// it must be exactly where the window's pixels are, at the size the
    /// window asked for (it floats; nothing tiles it).
    func testSwaysFrameOfTheWindowIsWhereItsPixelsAre() throws {
        let run = try launch(), app = run.app
        let frame = try app.windowGeometry()
        XCTAssertEqual(frame.width, 640, "the window should float at its own size")
        XCTAssertEqual(frame.height, 860, "the window should float at its own size")
        let first = try app.windowScreenshot().pixel(x: 0, y: 0)
        let topLeft = try Screenshot(waylandX: frame.x - 2, y: frame.y - 2, width: 4, height: 4)
        XCTAssertEqual(topLeft.pixel(x: 2, y: 2), first, "the frame's corner is not the window's first pixel")
        XCTAssertNotEqual(topLeft.pixel(x: 1, y: 1), first, "the window reaches outside its frame")
        let last = try app.windowScreenshot().pixel(x: frame.width - 1, y: frame.height - 1)
        let bottomRight = try Screenshot(waylandX: frame.x + frame.width - 2, y: frame.y + frame.height - 2, width: 4, height: 4)
        XCTAssertEqual(bottomRight.pixel(x: 1, y: 1), last)
        XCTAssertNotEqual(bottomRight.pixel(x: 2, y: 2), last, "the window reaches outside its frame")
        try assertCleanQuit(app)
    }

    // MARK: Dragging

    func testDraggingTheDiggerMovesTheXToTheAntipodeLive() throws {
        let run = try launch(), app = run.app, pane = run.layout.startPane
        let view = try app.trace.viewport(of: "startMap")
        let feet = view.point(for: denmark)
        // Grab him by his body, above the anchor at his feet; drop him
        // south-east, in the Kattegat.
        let grab = 18.0, drop = (x: feet.x + 110, y: feet.y + 70)
        let from = run.screen(pane.minX + feet.x, pane.minY + feet.y - grab)
        let to = run.screen(pane.minX + drop.x, pane.minY + drop.y - grab)
        try app.drag(fromX: from.x, y: from.y, toX: to.x, y: to.y, steps: 30)
        let log = try app.waitForQuiet(for: 0.6)

        let moves = log.events(named: "locationChanged", controller: "startMap")
        XCTAssertGreaterThan(moves.count, 10, "the digger should report his position live while dragged")
        let dropped = try XCTUnwrap(moves.last?.coordinate)
        let landed = view.point(for: dropped)
        XCTAssertEqual(landed.x, drop.x, accuracy: 2, "the digger is not where he was let go")
        XCTAssertEqual(landed.y, drop.y, accuracy: 2, "the digger is not where he was let go")
        // The X followed every move, the last exactly to the antipode.
        let crosses = log.events(named: "markerMoved", controller: "antipodeMap")
        XCTAssertGreaterThanOrEqual(crosses.count, moves.count)
        let cross = try XCTUnwrap(crosses.last?.coordinate)
        XCTAssertEqual(cross.latitude, dropped.antipode.latitude, accuracy: 1e-9)
        XCTAssertEqual(cross.longitude, dropped.antipode.longitude, accuracy: 1e-9)

        // Once the antipode map has glided, the red X is on its pixel.
        try app.movePointer(x: 1279, y: 1023)
        let antipodeView = try log.viewport(of: "antipodeMap")
        let xPoint = antipodeView.point(for: cross)
        let shot = try app.windowScreenshot(savedAs: "wayland-after-digger-drag.png")
        let red = count(isRed, in: shot, around: (run.layout.antipodePane.minX + xPoint.x, run.layout.antipodePane.minY + xPoint.y), radius: 8)
        XCTAssertGreaterThan(red, 20, "no red X at the antipode's pixel")
        try assertCleanQuit(app)
    }

    func testDraggingTheXMovesTheDiggerToTheAntipodeLive() throws {
        let run = try launch(), app = run.app, pane = run.layout.antipodePane
        let view = try app.trace.viewport(of: "antipodeMap")
        let centre = view.point(for: denmark.antipode)
        let drop = (x: centre.x - 90, y: centre.y - 60)
        let from = run.screen(pane.minX + centre.x, pane.minY + centre.y)
        let to = run.screen(pane.minX + drop.x, pane.minY + drop.y)
        try app.drag(fromX: from.x, y: from.y, toX: to.x, y: to.y, steps: 30)
        let log = try app.waitForQuiet(for: 0.6)

        let moves = log.events(named: "locationChanged", controller: "antipodeMap")
        XCTAssertGreaterThan(moves.count, 10, "the X should report its position live while dragged")
        let dropped = try XCTUnwrap(moves.last?.coordinate)
        let landed = view.point(for: dropped)
        XCTAssertEqual(landed.x, drop.x, accuracy: 2, "the X is not where it was let go")
        XCTAssertEqual(landed.y, drop.y, accuracy: 2, "the X is not where it was let go")
        // The digger followed every move, the last exactly to the X's antipode.
        let diggers = log.events(named: "markerMoved", controller: "startMap")
        XCTAssertGreaterThanOrEqual(diggers.count, moves.count)
        let digger = try XCTUnwrap(diggers.last?.coordinate)
        XCTAssertEqual(digger.latitude, dropped.antipode.latitude, accuracy: 1e-9)
        XCTAssertEqual(digger.longitude, dropped.antipode.longitude, accuracy: 1e-9)
        XCTAssertTrue(log.events(named: "locationChanged", controller: "startMap").isEmpty, "the digger was not dragged")

        // The start map glided to him: his dark figure stands on his feet there.
        try app.movePointer(x: 1279, y: 1023)
        let feet = try log.viewport(of: "startMap").point(for: digger)
        let shot = try app.windowScreenshot(savedAs: "wayland-after-x-drag.png")
        let ink = MarkerArtwork(kind: .digger).characteristicColor
        let figure = countPixels(shot, near: ink, tolerance: 30,
                                 x: Int(feet.x) - 30..<Int(feet.x) + 30, y: Int(feet.y) - 60..<Int(feet.y))
        XCTAssertGreaterThan(figure, 60, "no digger at \(feet) in the top pane")
        try assertCleanQuit(app)
    }

    // MARK: Flipping

    func testTheRadarFlipsTheTopPaneThenTheBottomAndBack() throws {
        let run = try launch(), app = run.app, layout = run.layout
        let radar = run.screen(layout.radar.center.x, layout.radar.center.y)
        /// A point near a pane's top left corner, where the card's background shows.
        func corner(_ pane: PaneLayout.Frame) -> (x: Int, y: Int) { (Int(pane.minX) + 6, Int(pane.minY) + 6) }
        let cardTop = RGB(hex: 0x1D2C47)  // GeoInfoCard.backgroundTop
        let before = try app.windowScreenshot()
        for pane in [layout.startPane, layout.antipodePane] {
            XCTAssertFalse(before.pixel(x: corner(pane).x, y: corner(pane).y).isClose(to: cardTop, tolerance: 16), "a pane starts on its info side")
        }

        try app.click(x: radar.x, y: radar.y)
        let flipped = try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        try assertFlipOrder(flipped, first: ("startMap", "startGeoInfo"), second: ("antipodeMap", "antipodeGeoInfo"), options: "flipFromTop")
        // Both panes show their cards; the band between them never flipped.
        let info = try app.waitForWindowScreenshot(savedAs: "wayland-info-side.png") { shot in
            [layout.startPane, layout.antipodePane].allSatisfy { shot.pixel(x: corner($0).x, y: corner($0).y).isClose(to: cardTop, tolerance: 16) }
        }
        for pane in [layout.startPane, layout.antipodePane] {
            XCTAssertTrue(info.pixel(x: corner(pane).x, y: corner(pane).y).isClose(to: cardTop, tolerance: 16),
                          "the pane at \(pane) shows \(info.pixel(x: corner(pane).x, y: corner(pane).y)), not its card")
        }
        XCTAssertTrue(info.pixel(x: 10, y: Int(layout.band.center.y)).isClose(to: band, tolerance: 30), "the band moved")

        try app.click(x: radar.x, y: radar.y)
        let back = try app.waitForTrace("both flips back") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeMap" }
        }
        try assertFlipOrder(TraceLog(events: Array(back.events[flipped.events.count...])),
                            first: ("startGeoInfo", "startMap"), second: ("antipodeGeoInfo", "antipodeMap"), options: "flipFromBottom")
        let maps = try app.waitForWindowScreenshot(savedAs: "wayland-maps-again.png") { shot in
            [layout.startPane, layout.antipodePane].allSatisfy { !shot.pixel(x: corner($0).x, y: corner($0).y).isClose(to: cardTop, tolerance: 16) }
        }
        for pane in [layout.startPane, layout.antipodePane] {
            XCTAssertFalse(maps.pixel(x: corner(pane).x, y: corner(pane).y).isClose(to: cardTop, tolerance: 16), "a pane stayed on its info side")
        }
        try assertCleanQuit(app)
    }

    // MARK: Searching

    /// Ctrl+F and typing straight on: the keys that follow Ctrl+F at once
    /// once went to the search entry before it was realized (two
    /// Gtk-CRITICALs on Wayland, where `G_DEBUG=fatal-criticals` now ends
    /// the app); each letter must reach the entry.
    func testCtrlFMadridAndEnterDigsAtMadrid() throws {
        let run = try launch(), app = run.app
        try app.key("ctrl+f")
        try app.waitForTrace("search opened") { !$0.events(named: "searchOpened").isEmpty }
        try app.type("madrid")
        try app.waitForTrace("results for madrid") { log in
            log.events(named: "searchResults").contains { $0.string("query") == "madrid" && ($0.number("count") ?? 0) >= 1 }
        }
        try app.key("Return")
        let log = try app.waitForTrace("a place chosen and the digger moved") { log in
            guard let chosen = log.index(where: { $0.name == "searchChosen" }) else { return false }
            return log.index(after: chosen) { $0.name == "markerMoved" && $0.controller == "antipodeMap" } != nil
        }
        let chosen = try XCTUnwrap(log.events(named: "searchChosen").last)
        XCTAssertEqual(chosen.string("name"), "Madrid")
        let place = try XCTUnwrap(chosen.coordinate)
        XCTAssertLessThan(place.distance(to: madrid), 10, "Enter chose \(place), not Madrid")
        XCTAssertEqual(log.events(named: "locationChanged", controller: "startMap").last?.coordinate, place,
                       "the digger did not land on the chosen place")
        let cross = try XCTUnwrap(log.events(named: "markerMoved", controller: "antipodeMap").last?.coordinate)
        XCTAssertEqual(cross.latitude, place.antipode.latitude, accuracy: 1e-9)
        XCTAssertEqual(cross.longitude, place.antipode.longitude, accuracy: 1e-9)
        XCTAssertEqual(log.events(named: "searchClosed").last?.bool("chose"), true)
        try assertCleanQuit(app)
    }

    // MARK: The way down

    func testCtrlDShowsTheWayDownAndEscapeReturnsToTheMaps() throws {
        let run = try launch(), app = run.app, layout = run.layout
        try app.key("ctrl+d")
        try app.waitForTrace("the way down, its ends named") { log in
            log.events.contains { $0.name == "viewDidAppear" && $0.controller == "wayDown" }
                && log.events(named: "wayDown").contains { $0.string("end") == "ocean" }
                && log.events(named: "wayDownDrawn").last?.bool("stillExact") == true
        }
        try app.movePointer(x: 1279, y: 1023)
        let drawn = try lastWayDownDrawn(try app.waitForQuiet(for: 0.3))
        XCTAssertEqual(drawn.digger.y, drawn.center.y - drawn.radius, accuracy: 1, "the digger starts at the surface")
        let shot = try app.windowScreenshot(savedAs: "wayland-way-down.png")
        assertWayDownPicture(shot, center: drawn.center, radius: drawn.radius, digger: drawn.digger)
        XCTAssertFalse(shot.pixel(x: 10, y: Int(layout.band.center.y)).isClose(to: band, tolerance: 30), "the maps' band still shows")

        try app.key("Escape")
        let closed = try app.waitForTrace("back to the maps") { log in
            log.events.contains { $0.name == "didMove(toParent:)" && $0.controller == "wayDown" && $0.string("parent") == nil }
        }
        XCTAssertFalse(closed.events(named: "wayDownClosed").isEmpty)
        let disappeared = try XCTUnwrap(closed.events.firstIndex { $0.name == "viewDidDisappear" && $0.controller == "wayDown" })
        let willDisappear = try XCTUnwrap(closed.events.firstIndex { $0.name == "viewWillDisappear" && $0.controller == "wayDown" })
        XCTAssertLessThan(willDisappear, disappeared)
        let maps = try app.waitForWindowScreenshot(savedAs: "wayland-way-down-closed.png") { shot in
            shot.pixel(x: 10, y: Int(layout.band.center.y)).isClose(to: self.band, tolerance: 30)
        }
        XCTAssertTrue(maps.pixel(x: 10, y: Int(layout.band.center.y)).isClose(to: band, tolerance: 30), "the maps did not come back")
        try assertCleanQuit(app)
    }
}

extension WaylandFlowTests {
    /// On Wayland too, Ctrl+C copies the digger's position as `--at` takes
    /// it and Ctrl+Shift+C as a geo: link, with no GTK complaint.
    func testBothCopyKeysCopyTheDiggerOnWayland() throws {
        let app = try AppProcess(arguments: ["--at", "-33.86,151.21"], environment: ["TUNNEL_TRACE": "1"], backend: .wayland)
        try app.waitForWindow()
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        try app.key("ctrl+c")
        try app.waitForTrace("copied") { !$0.events(named: "copied").isEmpty }
        // The shifted keysym, as a keyboard sends it: wayvnc presses the
        // key's level that makes the keysym it is given.
        try app.key("ctrl+shift+C")
        try app.waitForTrace("the link copied") { $0.events(named: "copied").count >= 2 }
        XCTAssertEqual(app.trace.events(named: "copied").map { $0.string("text") }, ["-33.86000,151.21000", "geo:-33.86000,151.21000"])
        XCTAssertEqual(app.gtkComplaints, [], "GTK complained on Wayland")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, app.stderr.suffix(2000).description)
    }
}
