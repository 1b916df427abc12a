import DisplayTesting
import XCTest

extension Screenshot {
    /// The book's paper, on the dark desk.
    static let bookPaper = RGB(hex: 0xFBF8EE)

    /// The open book on screen: the run of paper across row `y`.
    func bookSpread(y: Int = 715) throws -> ClosedRange<Int> {
        let runs = runs(of: Self.bookPaper, onRow: y, in: 0..<900, minimumLength: 20)
        guard let first = runs.first, let last = runs.last else { throw HarnessError("no book on screen at row \(y)") }
        return first.lowerBound...last.upperBound
    }
}

extension GalleryProcess {
    /// Waits for the turn that starts after `start` to end; returns the log and the turn's start.
    func waitForTurnEnd(after start: Int, _ what: String) throws -> (TraceLog, Int) {
        let log = try waitForTrace(what) { log in
            log.suffix(from: start).contains { $0.name == "didFinishAnimating" }
        }
        let began = try XCTUnwrap(log.index(after: start - 1) { $0.name == "pageTurnBegan" }, "\(what): no turn began")
        return (log, began)
    }
}

/// Every appearance begun was ended, per controller, over the whole run.
func assertBalancedAppearance(_ log: TraceLog, _ controllers: [String], file: StaticString = #filePath, line: UInt = #line) {
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
