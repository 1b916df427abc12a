import Dispatch
import Locking
import Testing

/// `Locked`, the package's one lock: every turn sees the last one's writes,
/// and, under ThreadSanitizer (`meson-helpers/sanitizers.sh thread`), turns
/// handed over through the kernel are not reported as races: a plain
/// `Mutex` contended this way was reported on every run.
struct LockedTests {
    /// Threads contending hard for the lock lose no update, and the value's
    /// storage (an array that grows and is cut back) stays consistent.
    @Test func contendedTurnsKeepEveryUpdate() {
        struct Tally {
            var count = 0
            var recent: [Int] = []
        }
        let tally = Locked(Tally())
        let threads = 4
        let turns = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for turn in 0..<turns {
                tally.withLock { tally in
                    tally.count += 1
                    tally.recent.append(thread * turns + turn)
                    if tally.recent.count > 64 { tally.recent.removeFirst(32) }
                }
            }
        }
        let (count, recent) = tally.withLock { ($0.count, $0.recent.count) }
        #expect(count == threads * turns)
        #expect(recent > 0 && recent <= 64)
    }

    /// What the body returns comes back; what it throws propagates, and the
    /// lock is free again afterwards.
    @Test func returnsAndThrowsThroughTheLock() {
        struct Refused: Error {}
        let value = Locked(41)
        #expect(value.withLock { value -> Int in
            value += 1
            return value * 2
        } == 84)
        #expect(throws: Refused.self) {
            try value.withLock { (_: inout Int) throws(Refused) in throw Refused() }
        }
        #expect(value.withLock { $0 } == 42)
    }
}
