import DisplayTesting
import Foundation
import XCTest

/// The real gallery's Atlas under Xvfb: a page pushed with the mouse and
/// popped with the back button, Alt+Left and Escape; checked in the trace
/// (UIKit's callback order, the popped page leaving its parent) and on
/// screen (the pushed page on the window's background, the back button
/// named after the page below).
final class AtlasNavigationTests: XCTestCase {
    private let root = "list(Continents)", pushed = "list(Africa)"

    /// Adwaita's window background, behind the Atlas's centred column.
    private static let windowBackground = RGB(hex: 0xF6F5F4)
    /// A GtkListBox row's background (within 2: the window's is within 12 of it).
    private static let white = RGB(hex: 0xFFFFFF)

    /// The Atlas's list column on screen: the long white run on row `y`
    /// within the navigation controller's content (left of the lifecycle panel).
    private func listColumn(in shot: Screenshot, y: Int) throws -> ClosedRange<Int> {
        let runs = shot.runs(of: Self.white, onRow: y, in: 0..<900, minimumLength: 300, tolerance: 2)
        return try XCTUnwrap(runs.first, "no list column on row \(y)")
    }

    /// The first row of the list: its middle, found on screen, and the
    /// row just below the list's top edge, where no text is.
    private func firstRow(_ gallery: GalleryProcess) throws -> (x: Double, y: Double, top: Int, column: ClosedRange<Int>) {
        // On a loaded machine the first screenshot can catch the window
        // before its final layout (a click there lands on another row):
        // the list's top edge counts once two screenshots agree on it.
        // The pointer off the window first: a row under it is highlighted,
        // not white, and the list would seem to start a row lower. (No
        // --sync: it waits for a move that never comes when the pointer is
        // already there; the steady-screenshot loop below covers the wait.)
        try Tool.run("xdotool", "mousemove", "1275", "1000")
        var previous: (top: Int, column: ClosedRange<Int>)?
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let shot = try Screenshot(savedAs: "atlas-root.png")
            let found = Self.listTop(in: shot)
            if let found, let previous, previous == found {
                return (Double(found.column.lowerBound + 60), Double(found.top + 22), found.top + 3, found.column)
            }
            previous = found
            Thread.sleep(forTimeInterval: 0.3)
        }
        throw HarnessError("no steady Atlas list on screen")
    }

    /// The first screen row of the list's white column, below the tab
    /// strip and the navigation bar.
    private static func listTop(in shot: Screenshot) -> (top: Int, column: ClosedRange<Int>)? {
        for y in 150..<260 {
            let runs = shot.runs(of: white, onRow: y, in: 0..<900, minimumLength: 300, tolerance: 2)
            if let column = runs.first { return (y, column) }
        }
        return nil
    }

    private func launch() throws -> GalleryProcess {
        let gallery = try GalleryProcess(arguments: ["--example", "atlas"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("the continents on screen") { $0.events(named: "viewDidAppear", controller: root).count == 1 }
        try gallery.waitForQuiet()
        return gallery
    }

    /// Clicks the first row (Africa) and waits until its page is shown.
    private func push(_ gallery: GalleryProcess) throws -> Int {
        let row = try firstRow(gallery)
        let start = gallery.trace.events.count
        try gallery.click(x: row.x, y: row.y)
        try gallery.waitForTrace("Africa pushed") { log in
            log.suffix(from: start).contains { $0.name == "navigationDidShow" && $0.controller == pushed }
        }
        // Off the window, so no row is highlighted under the pointer.
        try Tool.run("xdotool", "mousemove", "--sync", "1275", "1000")
        return start
    }

    /// Waits for the pop back to the continents and checks its callbacks.
    private func checkPop(_ gallery: GalleryProcess, after start: Int, _ how: String) throws {
        let log = try gallery.waitForTrace("pop with \(how)") { log in
            log.suffix(from: start).contains { $0.name == "navigationDidShow" && $0.controller == root }
        }
        XCTAssertEqual(log.appearance(from: start, controllers: [root, pushed]), [
            "\(pushed) viewWillDisappear", "\(root) viewWillAppear",
            "\(pushed) viewDidDisappear", "\(root) viewDidAppear",
        ], how)
        let moves = log.suffix(from: start).filter { $0.controller == pushed && $0.name.hasSuffix("(toParent:)") }
        XCTAssertEqual(moves.map(\.name), ["willMove(toParent:)", "didMove(toParent:)"], how)
        XCTAssertTrue(moves.allSatisfy { $0.fields["parent"] is NSNull }, "\(how): the popped page leaves its parent")
        let disappear = log.suffix(from: start).first { $0.name == "viewWillDisappear" && $0.controller == pushed }
        XCTAssertEqual(disappear?.bool("animated"), true, "\(how): the pop slides")
    }

    func testAPushedPageIsOnTheWindowBackgroundAndTheBackButtonNamesThePreviousPage() throws {
        let gallery = try launch()
        let before = try Screenshot()
        let row = try firstRow(gallery)
        let marginX = row.column.lowerBound - 60, sampleYs = [170, 400, 700]
        for y in sampleYs {
            XCTAssertTrue(before.pixel(x: marginX, y: y).isClose(to: Self.windowBackground, tolerance: 4),
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
        let column = try listColumn(in: shot, y: row.top)
        XCTAssertEqual(column, row.column, "the pushed list sits where the root list did")
        for y in sampleYs {
            for x in [marginX, 20, column.upperBound + 40] {
                let pixel = shot.pixel(x: x, y: y)
                XCTAssertTrue(pixel.isClose(to: Self.windowBackground, tolerance: 4),
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
        try checkPop(gallery, after: start, "the back button")
        try gallery.waitForQuiet()
        let afterPop = try Screenshot(savedAs: "atlas-popped.png")
        XCTAssertNoThrow(try listColumn(in: afterPop, y: firstRow(gallery).top), "the continents are back on screen")

        // Alt+Left.
        _ = try push(gallery)
        try gallery.waitForQuiet()
        start = gallery.trace.events.count
        try gallery.key("alt+Left")
        try checkPop(gallery, after: start, "Alt+Left")
        try gallery.waitForQuiet()

        // Escape.
        _ = try push(gallery)
        try gallery.waitForQuiet()
        start = gallery.trace.events.count
        try gallery.key("Escape")
        try checkPop(gallery, after: start, "Escape")

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
