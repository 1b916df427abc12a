import Dispatch
import Locking

/// Renders base maps on a serial background queue with a renderer of its
/// own, and hands each finished rendering over through a `Locked`.
///
/// Requests queue in a single slot: a request not yet started when a newer
/// one arrives is dropped unrendered (cancelled). A render under way asks
/// between layers whether it is still of use (see
/// ``BaseMapRenderRequest/isUseful(after:)``) and stops if not; one that
/// finishes after it stopped being of use is discarded.
final class BaseMapRenderWorker: @unchecked Sendable {
    // @unchecked: `renderer` is touched only on `queue`; everything shared
    // with the compositing thread sits in `exchange`.
    private let renderer: BaseMapRenderer
    private let surfaces: any BaseMapSurfaces
    private let queue: DispatchQueue
    private let exchange = Locked(Exchange())
    private let onReady: @Sendable () -> Void

    /// What the compositing thread and the worker share.
    private struct Exchange {
        /// The newest request (nil after ``cancelAll()``).
        var latest: BaseMapRenderRequest?
        /// A request not yet started.
        var pending: BaseMapRenderRequest?
        /// The newest finished rendering not yet taken.
        var ready: BaseMapRendering?
        var statistics = ThreadedBaseMapRenderer.Statistics()
    }

    /// A worker drawing with `renderer` (from now on used only on `queue`)
    /// into surfaces from `surfaces`, calling `onReady` on the queue whenever
    /// a rendering is ready to take.
    init(
        renderer: BaseMapRenderer, surfaces: any BaseMapSurfaces, queue: DispatchQueue,
        onReady: @escaping @Sendable () -> Void
    ) {
        self.renderer = renderer
        self.surfaces = surfaces
        self.queue = queue
        self.onReady = onReady
    }

    /// Asks for `request`, replacing any request not yet started.
    func submit(_ request: BaseMapRenderRequest) {
        let alreadyQueued = exchange.withLock { state in
            let queued = state.pending != nil
            if queued { state.statistics.cancelled += 1 }
            state.pending = request
            state.latest = request
            state.statistics.requested += 1
            return queued
        }
        // One drain job per filled slot: a queued job takes the newest request.
        if !alreadyQueued { queue.async { self.renderPending() } }
    }

    /// Takes the newest finished rendering, if any.
    func takeReady() -> BaseMapRendering? {
        exchange.withLock { state in
            defer { state.ready = nil }
            return state.ready
        }
    }

    /// Forgets every request and any rendering not yet taken: work under way
    /// stops at its next check.
    func cancelAll() {
        exchange.withLock { state in
            if state.pending != nil { state.statistics.cancelled += 1 }
            state.pending = nil
            state.latest = nil
            state.ready = nil
        }
    }

    /// Counts so far.
    var statistics: ThreadedBaseMapRenderer.Statistics {
        exchange.withLock { $0.statistics }
    }

    /// Blocks until the queue has run everything submitted before the call.
    func waitUntilIdle() {
        queue.sync {}
    }

    private func renderPending() {
        // Waking this thread must not interrupt the frame that asked.
        BatchScheduling.applyToCurrentThread()
        let taken = exchange.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
        guard let request = taken else { return }
        let rendering = BaseMapRendering.render(request, with: renderer, surfaces: surfaces) {
            !exchange.withLock { request.isUseful(after: $0.latest) }
        }
        let published = exchange.withLock { state in
            guard let rendering else {
                state.statistics.cancelled += 1
                return false
            }
            guard request.isUseful(after: state.latest) else {
                state.statistics.discarded += 1
                return false
            }
            state.ready = rendering
            state.statistics.rendered += 1
            return true
        }
        if published { onReady() }
    }
}
