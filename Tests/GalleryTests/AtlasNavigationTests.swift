import DisplayTesting
import Foundation
import XCTest

/// The real gallery's Atlas under Xvfb: a page pushed with the mouse and
/// popped with the back button, Alt+Left and Escape; checked in the trace
/// (UIKit's callback order, the popped page leaving its parent) and on
/// screen (the pushed page on the window's background, the back button
/// named after the page below).
final class AtlasNavigationTests: XCTestCase {
    private let root = atlasRoot, pushed = atlasPushed

    private func launch() throws -> GalleryProcess {
        let gallery = try GalleryProcess(arguments: ["--example", "atlas"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("the continents on screen") { $0.events(named: "viewDidAppear", controller: root).count == 1 }
        try gallery.waitForQuiet()
        return gallery
    }

    /// Clicks the first row (Africa) and waits until its page is shown.
    private func push(_ gallery: GalleryProcess) throws -> Int {
        let row = try gallery.atlasFirstRow()
        let start = gallery.trace.events.count
        try gallery.click(x: row.x, y: row.y)
        try gallery.waitForTrace("Africa pushed") { log in
            log.suffix(from: start).contains { $0.name == "navigationDidShow" && $0.controller == pushed }
        }
        // Off the window, so no row is highlighted under the pointer.
        try Tool.run("xdotool", "mousemove", "--sync", "1275", "1000")
        return start
    }

    func testAPushedPageIsOnTheWindowBackgroundAndTheBackButtonNamesThePreviousPage() throws {
        let gallery = try launch()
        let before = try Screenshot()
        let row = try gallery.atlasFirstRow()
        let marginX = row.column.lowerBound - 60, sampleYs = [170, 400, 700]
        for y in sampleYs {
            XCTAssertTrue(before.pixel(x: marginX, y: y).isClose(to: Screenshot.atlasWindowBackground, tolerance: 4),
                          "the root page's margin at y \(y) is \(before.pixel(x: marginX, y: y))")
        }

        let start = try push(gallery)
        let log = try gallery.waitForQuiet()
        XCTAssertEqual(log.appearance(from: start, controllers: [root, pushed]), [
            "\(root) viewWillDisappear", "\(pushed) viewWillAppear",
            "\(root) viewDidDisappear", "\(pushed) viewDidAppear",
        ])
        XCTAssertEqual(log.events(named: "didMove(toParent:)", controller: pushed).last?.string("parent"), "atlas")

        // Africa's page is long enough to scroll: its margins must still be
        // the window's background, not the black of an opaque scroll cache.
        let shot = try Screenshot(savedAs: "atlas-pushed.png")
        let column = try shot.atlasListColumn(y: row.top)
        XCTAssertEqual(column, row.column, "the pushed list sits where the root list did")
        for y in sampleYs {
            for x in [marginX, 20, column.upperBound + 40] {
                let pixel = shot.pixel(x: x, y: y)
                XCTAssertTrue(pixel.isClose(to: Screenshot.atlasWindowBackground, tolerance: 4),
                              "the pushed page's background at (\(x), \(y)) is \(pixel)")
            }
        }

        // The back button, at the bar's leading end, names the page below.
        let label = try shot.recognizedText(x: 8, y: 100, width: 160, height: 40)
        XCTAssertTrue(label.contains("Continents"), "the back button reads \(label)")
    }

    func testBackButtonAltLeftAndEscapePopWithUIKitsCallbacks() throws {
        let gallery = try launch()

        // The back button, clicked with the mouse.
        var start = try push(gallery)
        try gallery.waitForQuiet()
        start = gallery.trace.events.count
        try gallery.click(x: 60, y: 118)
        try assertAtlasPop(gallery, after: start, "the back button")
        try gallery.waitForQuiet()
        let afterPop = try Screenshot(savedAs: "atlas-popped.png")
        XCTAssertNoThrow(try afterPop.atlasListColumn(y: gallery.atlasFirstRow().top), "the continents are back on screen")

        // Alt+Left.
        _ = try push(gallery)
        try gallery.waitForQuiet()
        start = gallery.trace.events.count
        try gallery.key("alt+Left")
        try assertAtlasPop(gallery, after: start, "Alt+Left")
        try gallery.waitForQuiet()

        // Escape.
        _ = try push(gallery)
        try gallery.waitForQuiet()
        start = gallery.trace.events.count
        try gallery.key("Escape")
        try assertAtlasPop(gallery, after: start, "Escape")

        // On the root page, back keys do nothing.
        let final = try gallery.waitForQuiet()
        start = final.events.count
        try gallery.key("alt+Left")
        let after = try gallery.waitForQuiet()
        XCTAssertTrue(after.suffix(from: start).filter { $0.name == "navigationWillShow" }.isEmpty,
                      "Alt+Left on the root page pushed or popped something")
        for controller in [root, pushed] {
            XCTAssertEqual(after.events(named: "viewWillAppear", controller: controller).count,
                           after.events(named: "viewDidAppear", controller: controller).count, controller)
            XCTAssertEqual(after.events(named: "viewWillDisappear", controller: controller).count,
                           after.events(named: "viewDidDisappear", controller: controller).count, controller)
        }
        XCTAssertEqual(after.events(named: "viewDidAppear", controller: pushed).count, 3, "three pushes")
    }
}
