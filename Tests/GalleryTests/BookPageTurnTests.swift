import DisplayTesting
import Foundation
import XCTest

/// The real gallery's Book under Xvfb (two pages side by side at 1280×800):
/// a page dragged part of the way and let go springs back, one dragged
/// across turns, and Left/Right turn pages; checked in the trace (the
/// delegate's `transitionCompleted`, UIKit's callback order, balanced
/// appearance) and on screen.
final class BookPageTurnTests: XCTestCase {
    private func launch() throws -> GalleryProcess {
        let gallery = try GalleryProcess(arguments: ["--example", "book"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("the first spread on screen") { $0.events(named: "viewDidAppear", controller: "page2").count == 1 }
        try gallery.waitForQuiet()
        return gallery
    }

    func testAPageDraggedPartWaySpringsBackAndOneDraggedAcrossTurns() throws {
        let gallery = try launch()
        let shot = try Screenshot(savedAs: "book-spread.png")
        let spread = try shot.bookSpread()
        XCTAssertGreaterThan(spread.count, 600, "two pages side by side at 1280×800")
        let y = 450.0, right = Double(spread.upperBound - 30)

        // A quarter of the way, held still, let go: cancelled.
        var start = gallery.trace.events.count
        try gallery.drag(fromX: right, y: y, toX: right - Double(spread.count) / 4, y: y, steps: 30, holdBeforeRelease: 0.4)
        var (log, began) = try gallery.waitForTurnEnd(after: start, "the cancelled turn")
        XCTAssertEqual(log.events[began].bool("interactive"), true)
        XCTAssertEqual(log.events[began].string("to"), "page3,page4")
        XCTAssertEqual(log.events(named: "pageTurnEnded").last?.bool("completed"), false)
        let cancelled = try XCTUnwrap(log.events(named: "didFinishAnimating").last)
        XCTAssertEqual(cancelled.bool("transitionCompleted"), false)
        XCTAssertEqual(log.appearance(from: began, controllers: ["page1", "page3"]), [
            "page1 viewWillDisappear", "page3 viewWillAppear",
            "page3 viewWillDisappear", "page1 viewWillAppear",
            "page3 viewDidDisappear", "page1 viewDidAppear",
        ])
        let moves = log.suffix(from: began).filter { $0.controller == "page3" && $0.name.hasSuffix("(toParent:)") }
        // page3 became a child when the turn began (its move completed, as
        // UIKit completes it, before the cancel), and leaves again.
        XCTAssertEqual(
            moves.map(\.name), ["willMove(toParent:)", "didMove(toParent:)", "willMove(toParent:)", "didMove(toParent:)"])
        XCTAssertEqual(moves.map { $0.string("parent") }, ["pages", "pages", nil, nil])
        try gallery.waitForQuiet()
        let afterCancel = try Screenshot(savedAs: "book-cancelled.png")
        XCTAssertEqual(try afterCancel.bookSpread(), spread, "the book lies open as before")

        // Across the spread: turned.
        start = gallery.trace.events.count
        try gallery.drag(fromX: right, y: y, toX: Double(spread.lowerBound + 30), y: y, steps: 40)
        (log, began) = try gallery.waitForTurnEnd(after: start, "the completed turn")
        XCTAssertEqual(log.events(named: "pageTurnEnded").last?.bool("completed"), true)
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.bool("transitionCompleted"), true)
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.string("previous"), "page1,page2")
        XCTAssertEqual(log.appearance(from: began, controllers: ["page1", "page3"]), [
            "page1 viewWillDisappear", "page3 viewWillAppear", "page1 viewDidDisappear", "page3 viewDidAppear",
        ])
        let final = try gallery.waitForQuiet()
        XCTAssertEqual(final.events(named: "didMove(toParent:)", controller: "page1").last?.fields["parent"] is NSNull, true,
                       "the turned-away page left its parent")
        assertBalancedAppearance(final, ["page1", "page2", "page3", "page4"])
        let turned = try Screenshot(savedAs: "book-turned.png")
        XCTAssertEqual(try turned.bookSpread(), spread)
    }

    func testRightAndLeftKeysTurnASpread() throws {
        let gallery = try launch()
        var start = gallery.trace.events.count
        try gallery.key("Right")
        var (log, began) = try gallery.waitForTurnEnd(after: start, "Right")
        XCTAssertEqual(log.events[began].bool("interactive"), false)
        XCTAssertEqual(log.events[began].string("direction"), "forward")
        XCTAssertEqual(log.events[began].string("to"), "page3,page4")
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.bool("transitionCompleted"), true)
        try gallery.waitForQuiet()

        start = gallery.trace.events.count
        try gallery.key("Left")
        (log, began) = try gallery.waitForTurnEnd(after: start, "Left")
        XCTAssertEqual(log.events[began].string("direction"), "reverse")
        XCTAssertEqual(log.events[began].string("to"), "page1,page2")
        let final = try gallery.waitForQuiet()
        assertBalancedAppearance(final, ["page1", "page2", "page3", "page4"])
        XCTAssertEqual(final.events(named: "viewDidAppear", controller: "page1").count, 2, "page 1 came back")
        _ = try Screenshot(savedAs: "book-keys.png")
    }
}
