import Dispatch
import Glibc
import Locking
import XCTest

/// A latch holds every waiter until it opens, and lets every wait through
/// after.
final class LatchTests: XCTestCase {
    func testAWaitBeforeTheLatchOpensReturnsOnlyOnceItHas() {
        let latch = Latch()
        let work = Locked(false)
        DispatchQueue.global().async {
            // Long enough that the waiter is surely waiting.
            usleep(50_000)
            work.withLock { $0 = true }
            latch.open()
        }
        latch.wait()
        XCTAssertTrue(work.withLock { $0 }, "the wait returned before the latch opened")
    }

    func testEveryWaitAfterTheLatchOpensPasses() {
        let latch = Latch()
        latch.open()
        let passed = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if latch.wait(timeout: 5) { passed.withLock { $0 += 1 } }
        }
        latch.wait()
        XCTAssertEqual(passed.withLock { $0 }, 16)
        XCTAssertTrue(latch.wait(timeout: 0), "an open latch closed again")
    }

    func testATimedWaitOnAClosedLatchGivesUp() {
        let latch = Latch()
        XCTAssertFalse(latch.wait(timeout: 0.05))
        latch.open()
        XCTAssertTrue(latch.wait(timeout: 0))
    }
}
