import Dispatch
import Geo
@testable import MapRendering
import Locking
import Testing

/// The render worker runs as a batch thread, whose wake-ups never preempt
/// the thread that woke it (a frame asking for a rendering).
@Suite struct BatchSchedulingTests {
    @Test func theRenderWorkerRendersOnABatchThread() throws {
        let seen = Locked<[Bool]>([])
        let ready = DispatchSemaphore(value: 0)
        // onRenderReady runs on the worker's thread, straight after a rendering.
        let renderer = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas(), overscan: 0) {
            let batch = BatchScheduling.isCurrentThreadBatch
            seen.withLock { $0.append(batch) }
            ready.signal()
        }
        renderer.requestRendering(
            of: MapViewport(center: Coordinate(latitude: 56, longitude: 8.5), zoom: 5, width: 160, height: 90), scaleFactor: 1)
        #expect(ready.wait(timeout: .now() + 20) == .success)
        #if os(Linux)
            #expect(seen.withLock { $0 } == [true], "the worker rendered on a thread of the usual policy")
        #endif
        #expect(!BatchScheduling.isCurrentThreadBatch, "the test's own thread changed policy")
    }
}
