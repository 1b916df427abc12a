import DisplayTesting
import Foundation
import XCTest

/// The real gallery's Book under Xvfb (two pages side by side at 1280×800):
/// a page dragged part of the way and let go springs back, one dragged
/// across turns, and Left/Right turn pages; checked in the trace (the
/// delegate's `transitionCompleted`, UIKit's callback order, balanced
/// appearance) and on screen.
final class BookPageTurnTests: XCTestCase {
    /// The book's paper, on the dark desk.
    private static let paper = RGB(hex: 0xFBF8EE)

    /// The open book on screen: the run of paper across row `y`.
    private func book(in shot: Screenshot, y: Int = 715) throws -> ClosedRange<Int> {
        let runs = shot.runs(of: Self.paper, onRow: y, in: 0..<900, minimumLength: 20)
        guard let first = runs.first, let last = runs.last else { throw HarnessError("no book on screen at row \(y)") }
        return first.lowerBound...last.upperBound
    }

    private func launch() throws -> GalleryProcess {
        let gallery = try GalleryProcess(arguments: ["--example", "book"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("the first spread on screen") { $0.events(named: "viewDidAppear", controller: "page2").count == 1 }
        try gallery.waitForQuiet()
        return gallery
    }

    /// Waits for the turn that starts after `start` to end; returns the log and the turn's start.
    private func waitForTurnEnd(_ gallery: GalleryProcess, after start: Int, _ what: String) throws -> (TraceLog, Int) {
        let log = try gallery.waitForTrace(what) { log in
            log.suffix(from: start).contains { $0.name == "didFinishAnimating" }
        }
        let began = try XCTUnwrap(log.index(after: start - 1) { $0.name == "pageTurnBegan" }, "\(what): no turn began")
        return (log, began)
    }

    /// Every appearance begun was ended, per controller, over the whole run.
    private func assertBalanced(_ log: TraceLog, _ controllers: [String], file: StaticString = #filePath, line: UInt = #line) {
        for controller in controllers {
            let events = log.events.filter { $0.controller == controller }.map(\.name)
            var state = "disappeared"
            for name in events {
                switch name {
                case "viewWillAppear": state = "appearing"
                case "viewDidAppear":
                    XCTAssertEqual(state, "appearing", "\(controller) viewDidAppear without viewWillAppear", file: file, line: line)
                    state = "appeared"
                case "viewWillDisappear": state = "disappearing"
                case "viewDidDisappear":
                    XCTAssertEqual(state, "disappearing", "\(controller) viewDidDisappear without viewWillDisappear", file: file, line: line)
                    state = "disappeared"
                default: break
                }
            }
            XCTAssertTrue(state == "appeared" || state == "disappeared", "\(controller) left \(state)", file: file, line: line)
        }
    }

    func testAPageDraggedPartWaySpringsBackAndOneDraggedAcrossTurns() throws {
        let gallery = try launch()
        let shot = try Screenshot(savedAs: "book-spread.png")
        let spread = try book(in: shot)
        XCTAssertGreaterThan(spread.count, 600, "two pages side by side at 1280×800")
        let y = 450.0, right = Double(spread.upperBound - 30)

        // A quarter of the way, held still, let go: cancelled.
        var start = gallery.trace.events.count
        try gallery.drag(fromX: right, y: y, toX: right - Double(spread.count) / 4, y: y, steps: 30, holdBeforeRelease: 0.4)
        var (log, began) = try waitForTurnEnd(gallery, after: start, "the cancelled turn")
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
        // page3 became a child when the turn began, and leaves again.
        XCTAssertEqual(moves.map(\.name), ["willMove(toParent:)", "willMove(toParent:)", "didMove(toParent:)"])
        XCTAssertEqual(moves.map { $0.string("parent") }, ["pages", nil, nil])
        try gallery.waitForQuiet()
        let afterCancel = try Screenshot(savedAs: "book-cancelled.png")
        XCTAssertEqual(try book(in: afterCancel), spread, "the book lies open as before")

        // Across the spread: turned.
        start = gallery.trace.events.count
        try gallery.drag(fromX: right, y: y, toX: Double(spread.lowerBound + 30), y: y, steps: 40)
        (log, began) = try waitForTurnEnd(gallery, after: start, "the completed turn")
        XCTAssertEqual(log.events(named: "pageTurnEnded").last?.bool("completed"), true)
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.bool("transitionCompleted"), true)
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.string("previous"), "page1,page2")
        XCTAssertEqual(log.appearance(from: began, controllers: ["page1", "page3"]), [
            "page1 viewWillDisappear", "page3 viewWillAppear", "page1 viewDidDisappear", "page3 viewDidAppear",
        ])
        let final = try gallery.waitForQuiet()
        XCTAssertEqual(final.events(named: "didMove(toParent:)", controller: "page1").last?.fields["parent"] is NSNull, true,
                       "the turned-away page left its parent")
        assertBalanced(final, ["page1", "page2", "page3", "page4"])
        let turned = try Screenshot(savedAs: "book-turned.png")
        XCTAssertEqual(try book(in: turned), spread)
    }

    func testRightAndLeftKeysTurnASpread() throws {
        let gallery = try launch()
        var start = gallery.trace.events.count
        try gallery.key("Right")
        var (log, began) = try waitForTurnEnd(gallery, after: start, "Right")
        XCTAssertEqual(log.events[began].bool("interactive"), false)
        XCTAssertEqual(log.events[began].string("direction"), "forward")
        XCTAssertEqual(log.events[began].string("to"), "page3,page4")
        XCTAssertEqual(log.events(named: "didFinishAnimating").last?.bool("transitionCompleted"), true)
        try gallery.waitForQuiet()

        start = gallery.trace.events.count
        try gallery.key("Left")
        (log, began) = try waitForTurnEnd(gallery, after: start, "Left")
        XCTAssertEqual(log.events[began].string("direction"), "reverse")
        XCTAssertEqual(log.events[began].string("to"), "page1,page2")
        let final = try gallery.waitForQuiet()
        assertBalanced(final, ["page1", "page2", "page3", "page4"])
        XCTAssertEqual(final.events(named: "viewDidAppear", controller: "page1").count, 2, "page 1 came back")
        _ = try Screenshot(savedAs: "book-keys.png")
    }
}
