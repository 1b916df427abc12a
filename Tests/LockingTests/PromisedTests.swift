import Dispatch
import Glibc
import Locking
import XCTest

/// A promised value reaches every reader, each waiting until it is made.
final class PromisedTests: XCTestCase {
    func testAReaderThatComesFirstWaitsForTheValue() {
        let promised = Promised<Int>()
        DispatchQueue.global().async {
            // Long enough that the reader is surely waiting.
            usleep(50_000)
            promised.fulfil(3)
        }
        XCTAssertEqual(promised.value, 3)
    }

    func testEveryReaderGetsTheValueAsOftenAsItReads() {
        let promised = Promised<String>()
        let reads = Locked<[String]>([])
        let readers = DispatchGroup()
        for _ in 0..<8 {
            DispatchQueue.global().async(group: readers) {
                let first = promised.value
                let second = promised.value
                reads.withLock { $0 += [first, second] }
            }
        }
        promised.fulfil("made")
        XCTAssertEqual(readers.wait(timeout: .now() + 5), .success, "a reader never got the value")
        XCTAssertEqual(reads.withLock { $0 }, Array(repeating: "made", count: 16))
        XCTAssertEqual(promised.value, "made")
    }

    func testAnOptionalValueMadeAsNilReadsAsNil() {
        let promised = Promised<Int?>()
        promised.fulfil(nil)
        XCTAssertEqual(promised.value, Int?.none)
    }
}
