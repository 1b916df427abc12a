import Dispatch
import Locking
@testable import MapRendering
import Testing

/// The one worker the base maps and the way down hand their background work
/// to: only the newest request is worked on, work that stops being of use
/// stops or is thrown away, and each result handed over is announced once.
@Suite struct NewestRequestWorkerTests {
    /// A worker whose requests are numbers and whose result is the number
    /// worked on; `isUseful` defaults to "is the newest request". Each run of
    /// the work first waits for `gate`, when one is given, and is logged.
    private struct Harness {
        let worker: NewestRequestWorker<Int, Int>
        let worked = Locked<[Int]>([])
        let announced = Locked(0)

        init(
            gate: DispatchSemaphore? = nil, isUseful: @escaping @Sendable (Int, Int?) -> Bool = { $0 == $1 },
            stopsWhenUseless: Bool = false
        ) {
            let worked = worked, announced = announced
            worker = NewestRequestWorker(
                queue: DispatchQueue(label: "test.newest-request"), isUseful: isUseful,
                onReady: { announced.withLock { $0 += 1 } }
            ) { request, isStillUseful in
                worked.withLock { $0.append(request) }
                gate?.wait()
                if stopsWhenUseless && !isStillUseful() { return nil }
                return request
            }
        }
    }

    @Test func requestsNotYetStartedAreReplacedByTheNewest() {
        let gate = DispatchSemaphore(value: 0)
        let harness = Harness(gate: gate)
        harness.worker.submit(1)  // starts, then waits at the gate
        while harness.worked.withLock({ $0 }) != [1] {}
        harness.worker.submit(2)
        harness.worker.submit(3)
        harness.worker.submit(4)
        gate.signal()
        gate.signal()
        harness.worker.waitUntilIdle()
        #expect(harness.worked.withLock { $0 } == [1, 4])
        #expect(harness.worker.takeReady() == 4)
        #expect(harness.worker.takeReady() == nil)
        let counts = harness.worker.counts
        #expect(counts.requested == 4)
        #expect(counts.cancelled == 2)  // 2 and 3, never started
        #expect(counts.discarded == 1)  // 1, finished after 4 was asked for
        #expect(counts.completed == 1)
        #expect(harness.announced.withLock { $0 } == 1)
    }

    @Test func workThatAsksStopsOnceOvertaken() {
        let gate = DispatchSemaphore(value: 0)
        let harness = Harness(gate: gate, stopsWhenUseless: true)
        harness.worker.submit(1)
        while harness.worked.withLock({ $0 }) != [1] {}
        harness.worker.submit(2)
        gate.signal()
        gate.signal()
        harness.worker.waitUntilIdle()
        #expect(harness.worker.takeReady() == 2)
        let counts = harness.worker.counts
        #expect(counts.cancelled == 1)  // 1 stopped midway
        #expect(counts.discarded == 0)
        #expect(counts.completed == 1)
    }

    @Test func aResultANewerRequestCanUseIsKept() {
        // As the base maps do: a rendering at the same zoom still serves a moving view.
        let gate = DispatchSemaphore(value: 0)
        let harness = Harness(gate: gate, isUseful: { request, latest in latest.map { $0 / 10 == request / 10 } ?? false })
        harness.worker.submit(11)
        while harness.worked.withLock({ $0 }) != [11] {}
        harness.worker.submit(12)  // same "zoom": 11 stays of use
        gate.signal()
        while harness.worked.withLock({ $0 }) != [11, 12] {}
        #expect(harness.worker.takeReady() == 11)
        harness.worker.submit(21)  // another "zoom": 12 is not
        gate.signal()
        gate.signal()
        harness.worker.waitUntilIdle()
        #expect(harness.worker.takeReady() == 21)
        #expect(harness.worker.counts.discarded == 1)
        #expect(harness.announced.withLock { $0 } == 2)
    }

    @Test func cancellingAllForgetsWhatWasNotTaken() {
        let harness = Harness()
        harness.worker.submit(1)
        harness.worker.waitUntilIdle()
        harness.worker.cancelAll()
        #expect(harness.worker.takeReady() == nil)
        harness.worker.submit(2)
        harness.worker.waitUntilIdle()
        #expect(harness.worker.takeReady() == 2)
    }
}
