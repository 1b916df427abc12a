import DisplayTesting
import XCTest

/// Checks one pane's containment flip, UIKit's way, then the other's.
func assertFlipOrder(
    _ log: TraceLog, first: (String, String), second: (String, String), options: String,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    for (from, to) in [first, second] {
        let began = try XCTUnwrap(log.index { $0.name == "transitionBegan" && $0.string("from") == from && $0.string("to") == to }, "no transition \(from)→\(to)", file: file, line: line)
        let event = log.events[began]
        XCTAssertEqual(event.string("options"), options, file: file, line: line)
        XCTAssertEqual(event.string("curve"), "easeIn", file: file, line: line)
        XCTAssertEqual(event.number("duration"), 0.2, file: file, line: line)
        // Before the transition: the new child was added, the old one told it is leaving.
        let addedIndex = try XCTUnwrap(log.events[..<began].lastIndex { $0.name == "willMove(toParent:)" && $0.controller == to && $0.string("parent") == "root" }, "\(to) was not added before the transition", file: file, line: line)
        let leavingIndex = try XCTUnwrap(log.events[..<began].lastIndex { $0.name == "willMove(toParent:)" && $0.controller == from && $0.string("parent") == nil }, "\(from) was not told it is leaving", file: file, line: line)
        XCTAssertLessThan(addedIndex, began, file: file, line: line)
        XCTAssertLessThan(leavingIndex, began, file: file, line: line)
        // Appearance in UIKit's order, then the end, then both moves finish.
        let sequence: [(String, String)] = [
            ("viewWillDisappear", from), ("viewWillAppear", to), ("viewDidDisappear", from), ("viewDidAppear", to),
        ]
        var cursor = began
        for (name, controller) in sequence {
            cursor = try XCTUnwrap(log.index(after: cursor) { $0.name == name && $0.controller == controller },
                                   "\(name) of \(controller) missing after \(from)→\(to) began", file: file, line: line)
        }
        let ended = try XCTUnwrap(log.index(after: began) { $0.name == "transitionEnded" && $0.string("to") == to }, "\(from)→\(to) never ended", file: file, line: line)
        XCTAssertEqual(log.events[ended].bool("finished"), true, file: file, line: line)
        let removed = try XCTUnwrap(log.index(after: ended) { $0.name == "didMove(toParent:)" && $0.controller == from && $0.string("parent") == nil }, "\(from) was not removed after the transition", file: file, line: line)
        let added = try XCTUnwrap(log.index(after: ended) { $0.name == "didMove(toParent:)" && $0.controller == to && $0.string("parent") == "root" }, "\(to) did not finish moving in", file: file, line: line)
        XCTAssertLessThan(removed, added, file: file, line: line)
    }
    let firstBegan = log.index { $0.name == "transitionBegan" && $0.string("to") == first.1 }!
    let secondBegan = log.index { $0.name == "transitionBegan" && $0.string("to") == second.1 }!
    XCTAssertLessThan(firstBegan, secondBegan, "the top pane flips first", file: file, line: line)
}
