import DisplayTesting
import Foundation
import XCTest

/// The real gallery on Wayland: the headless sway of
/// meson-helpers/with-wayland.sh, input through wayvnc, screenshots of the
/// window with grim, `G_DEBUG=fatal-criticals` (a GTK critical ends the
/// gallery and fails the test). The window is as wide as sway's output, so
/// it sits at its left edge, vertically centred: a point of the window is
/// its origin plus the point the X11 tests use.
final class WaylandGalleryTests: XCTestCase {
    /// Starts the gallery on `example` on Wayland, waits until `ready`
    /// holds for the trace and the window is quiet; returns it with its
    /// window's origin on the output.
    private func launch(
        _ example: String, _ what: String, until ready: (TraceLog) -> Bool
    ) throws -> (gallery: GalleryProcess, origin: (x: Double, y: Double)) {
        let gallery = try GalleryProcess(arguments: ["--example", example], backend: .wayland)
        try gallery.waitForWindow()
        try gallery.waitForTrace(what, until: ready)
        try gallery.waitForQuiet()
        let frame = try gallery.windowGeometry()
        return (gallery, (Double(frame.x), Double(frame.y)))
    }

    /// Still running, and no GTK or GLib complaint on standard error.
    private func assertNoComplaints(_ gallery: GalleryProcess, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(gallery.process.isRunning, "the gallery died: \(gallery.stderr.suffix(2000))", file: file, line: line)
        XCTAssertEqual(gallery.gtkComplaints, [], "GTK complained on Wayland", file: file, line: line)
    }

    // MARK: Tabs

    func testCtrlPageDownAndAClickSwitchTabsWithUIKitsCallbacks() throws {
        let basics = try galleryTabIndex(of: "basics"), tunnel = try galleryTabIndex(of: "tunnel")
        let (gallery, origin) = try launch("basics", "basics on screen") {
            $0.events(named: "viewDidAppear", controller: "front").count == 1
        }
        // GTK draws its own header bar and, on Wayland, shadows around the
        // window: sway's frame leaves the shadows out, so the window's
        // points are the X11 tests' points from the frame's origin.
        let frame = try gallery.windowGeometry()
        let edges = try Screenshot(waylandX: frame.x + frame.width / 2, y: frame.y - 3, width: 1, height: 6)
        XCTAssertGreaterThan(edges.pixel(x: 0, y: 3).green, 200, "the header bar's top edge is not at the frame's top")
        XCTAssertLessThan(edges.pixel(x: 0, y: 2).green, 80, "above the frame is the shadow on the desktop")
        let first = try gallery.waitForTabHighlight("the Basics tab", savedAs: "wayland-tabs-basics.png") { _ in true }

        // Ctrl+PageDown: the next tab, its view loaded as it first shows.
        var start = gallery.trace.events.count
        try gallery.key("ctrl+Next")
        var (switched, mark) = try gallery.waitForSwitch(to: "tunnel", after: start)
        XCTAssertEqual(switched.events[mark].number("index"), Double(tunnel))
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]), expectedTabSwitch(from: "basics", to: "tunnel"))
        let loaded = try XCTUnwrap(switched.events.indices.first {
            switched.events[$0].name == "loadView" && switched.events[$0].controller == "tunnel"
        }, "the Tunnel tab's view never loaded")
        XCTAssertGreaterThan(loaded, mark, "the tab's view loaded before it was first shown")
        let second = try gallery.waitForTabHighlight("the Tunnel tab", savedAs: "wayland-tabs-tunnel.png") {
            $0.x.lowerBound > first.x.upperBound
        }
        XCTAssertEqual(second.y, first.y)

        // A click on the Basics tab: back, and the underline with it.
        let target = try gallery.tabCenter(index: basics, selectedIndex: tunnel, in: try gallery.windowScreenshot())
        start = gallery.trace.events.count
        try gallery.click(x: origin.x + target.x, y: origin.y + target.y)
        (switched, mark) = try gallery.waitForSwitch(to: "basics", after: start)
        // The pointer is drawn into the output's pixels: out of the way of the underline.
        try gallery.movePointer(x: 1279, y: 1023)
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]), expectedTabSwitch(from: "tunnel", to: "basics"))
        XCTAssertEqual(switched.events(named: "loadView", controller: "basics").count, 1, "a shown tab's view loaded again")
        let back = try gallery.waitForTabHighlight("the clicked Basics tab", savedAs: "wayland-tabs-clicked.png") { $0.x == first.x }
        XCTAssertTrue(back.x.contains(Int(target.x)), "the underline is not under the clicked tab")

        let final = try gallery.waitForQuiet()
        assertBalancedAppearance(final, ["basics", "tunnel", "front", "root", "startMap"])
        assertNoComplaints(gallery)
    }

    // MARK: A navigation stack

    func testAPushByClickAndPopsByTheBackButtonAndAltLeft() throws {
        let (gallery, origin) = try launch("atlas", "the continents on screen") {
            $0.events(named: "viewDidAppear", controller: atlasRoot).count == 1
        }
        let row = try gallery.atlasFirstRow()
        let before = try gallery.windowScreenshot()
        let margin = (x: row.column.lowerBound - 60, y: 400)
        XCTAssertTrue(before.pixel(x: margin.x, y: margin.y).isClose(to: Screenshot.atlasWindowBackground, tolerance: 4))

        for (how, pop) in [("the back button", { try gallery.click(x: origin.x + 60, y: origin.y + 118) }),
                           ("Alt+Left", { try gallery.key("alt+Left") })] {
            // A click on the first row pushes Africa, UIKit's way.
            var start = gallery.trace.events.count
            try gallery.click(x: origin.x + row.x, y: origin.y + row.y)
            try gallery.waitForTrace("Africa pushed") { log in
                log.suffix(from: start).contains { $0.name == "navigationDidShow" && $0.controller == atlasPushed }
            }
            let pushed = try gallery.waitForQuiet()
            XCTAssertEqual(pushed.appearance(from: start, controllers: [atlasRoot, atlasPushed]), [
                "\(atlasRoot) viewWillDisappear", "\(atlasPushed) viewWillAppear",
                "\(atlasRoot) viewDidDisappear", "\(atlasPushed) viewDidAppear",
            ])
            XCTAssertEqual(pushed.events(named: "didMove(toParent:)", controller: atlasPushed).last?.string("parent"), "atlas")
            try gallery.movePointer(x: 1279, y: 1023)
            let shot = try gallery.waitForWindowScreenshot(savedAs: "wayland-atlas-pushed.png") {
                $0.atlasListRun(y: row.top) == row.column
            }
            XCTAssertEqual(try shot.atlasListColumn(y: row.top), row.column, "the pushed list sits where the root list did")
            XCTAssertTrue(shot.pixel(x: margin.x, y: margin.y).isClose(to: Screenshot.atlasWindowBackground, tolerance: 4),
                          "the pushed page's margin is \(shot.pixel(x: margin.x, y: margin.y))")

            start = gallery.trace.events.count
            try pop()
            try assertAtlasPop(gallery, after: start, how)
            try gallery.waitForQuiet()
        }
        let final = try gallery.waitForQuiet()
        XCTAssertEqual(final.events(named: "viewDidAppear", controller: atlasPushed).count, 2, "two pushes")
        assertBalancedAppearance(final, [atlasRoot, atlasPushed])
        assertNoComplaints(gallery)
    }

    // MARK: Pages

    func testAPageDraggedAcrossTurnsAndLeftTurnsItBack() throws {
        let (gallery, origin) = try launch("book", "the first spread on screen") {
            $0.events(named: "viewDidAppear", controller: "page2").count == 1
        }
        let spread = try gallery.windowScreenshot(savedAs: "wayland-book-spread.png").bookSpread()
        XCTAssertGreaterThan(spread.count, 600, "two pages side by side")
        let y = origin.y + 450, right = origin.x + Double(spread.upperBound - 30)

        // A real pointer drag across the spread, in small steps: turned.
        var start = gallery.trace.events.count
        try gallery.drag(fromX: right, y: y, toX: origin.x + Double(spread.lowerBound + 30), y: y, steps: 40)
        var (log, began) = try gallery.waitForTurnEnd(after: start, "the dragged turn")
        XCTAssertEqual(log.events[began].bool("interactive"), true, "the drag did not turn the page by hand")
        XCTAssertEqual(log.events[began].string("to"), "page3,page4")
        let finished = try XCTUnwrap(log.events(named: "didFinishAnimating").last)
        XCTAssertEqual(finished.bool("transitionCompleted"), true)
        XCTAssertEqual(finished.string("previous"), "page1,page2")
        XCTAssertEqual(log.appearance(from: began, controllers: ["page1", "page3"]), [
            "page1 viewWillDisappear", "page3 viewWillAppear", "page1 viewDidDisappear", "page3 viewDidAppear",
        ])
        try gallery.waitForQuiet()
        try gallery.movePointer(x: 1279, y: 1023)
        XCTAssertEqual(try gallery.windowScreenshot(savedAs: "wayland-book-turned.png").bookSpread(), spread, "the book lies open as before")

        // Left: back a spread, not by hand.
        start = gallery.trace.events.count
        try gallery.key("Left")
        (log, began) = try gallery.waitForTurnEnd(after: start, "Left")
        XCTAssertEqual(log.events[began].bool("interactive"), false)
        XCTAssertEqual(log.events[began].string("direction"), "reverse")
        XCTAssertEqual(log.events[began].string("to"), "page1,page2")
        let final = try gallery.waitForQuiet()
        XCTAssertEqual(final.events(named: "viewDidAppear", controller: "page1").count, 2, "page 1 came back")
        assertBalancedAppearance(final, ["page1", "page2", "page3", "page4"])
        assertNoComplaints(gallery)
    }
}
