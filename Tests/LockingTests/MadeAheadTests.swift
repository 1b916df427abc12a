import Dispatch
import Glibc
import Locking
import XCTest

/// A value made ahead goes to its first taker, who waits for it if it is
/// still being made, and to no one after.
final class MadeAheadTests: XCTestCase {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testAValueMadeBeforeItIsTakenGoesToTheFirstTakerOnly() {
        let ahead = MadeAhead<Box>()
        ahead.fulfil(Box(7))
        XCTAssertEqual(ahead.take()?.value, 7)
        XCTAssertNil(ahead.take(), "handed over twice")
    }

    func testATakerThatComesFirstWaitsForTheValue() {
        let ahead = MadeAhead<Box>()
        let asked = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            asked.wait()
            // Long enough that the taker is surely waiting.
            usleep(50_000)
            ahead.fulfil(Box(3))
        }
        asked.signal()
        XCTAssertEqual(ahead.take()?.value, 3)
    }

    func testEachValueMadeOnAnotherThreadReachesTheTaker() {
        for round in 0..<200 {
            let ahead = MadeAhead<Box>()
            DispatchQueue.global().async { ahead.fulfil(Box(round)) }
            XCTAssertEqual(ahead.take()?.value, round)
            XCTAssertNil(ahead.take())
        }
    }
}
