import Dispatch
import Locking

/// Draws the way down's stills on a serial background queue and hands each
/// finished one over through a `Locked`.
///
/// Requests queue in a single slot: one not yet started when a newer one
/// arrives is dropped undrawn; one that finishes after a newer request was
/// made is discarded, so only the newest still is ever taken.
final class WayDownStillWorker: Sendable {
    private let surfaces: any BaseMapSurfaces
    private let queue: DispatchQueue
    private let exchange = Locked(Exchange())
    private let onReady: @Sendable () -> Void

    /// What the painting thread and the worker share.
    private struct Exchange {
        /// The newest request.
        var latest: WayDownStill.Key?
        /// A request not yet started.
        var pending: WayDownStill.Key?
        /// The newest finished still not yet taken.
        var ready: WayDownStill?
        /// Stills drawn here so far.
        var rendered = 0
    }

    /// A worker drawing into surfaces from `surfaces` on `queue`, calling
    /// `onReady` on the queue whenever a still is ready to take.
    init(surfaces: any BaseMapSurfaces, queue: DispatchQueue, onReady: @escaping @Sendable () -> Void) {
        self.surfaces = surfaces
        self.queue = queue
        self.onReady = onReady
    }

    /// Asks for the still of `key`, replacing any request not yet started.
    func submit(_ key: WayDownStill.Key) {
        let alreadyQueued = exchange.withLock { state in
            let queued = state.pending != nil
            state.pending = key
            state.latest = key
            return queued
        }
        // One drain job per filled slot: a queued job takes the newest request.
        if !alreadyQueued { queue.async { self.renderPending() } }
    }

    /// Takes the newest finished still, if any.
    func takeReady() -> WayDownStill? {
        exchange.withLock { state in
            defer { state.ready = nil }
            return state.ready
        }
    }

    /// How many stills the worker has drawn.
    var renderedCount: Int { exchange.withLock { $0.rendered } }

    /// Blocks until the queue has run everything submitted before the call.
    func waitUntilIdle() { queue.sync {} }

    private func renderPending() {
        // Waking this thread must not interrupt the frame that asked.
        BatchScheduling.applyToCurrentThread()
        guard let key = exchange.withLock({ state in
            defer { state.pending = nil }
            return state.pending
        }) else { return }
        let still = WayDownStill.render(key, surfaces: surfaces, withDigger: true)
        let published = exchange.withLock { state in
            state.rendered += 1
            guard state.latest == key else { return false }
            state.ready = still
            return true
        }
        if published { onReady() }
    }
}
