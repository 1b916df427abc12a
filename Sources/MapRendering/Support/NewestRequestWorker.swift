import Dispatch
import Locking

/// Work on a serial background queue for which only the newest request
/// matters, each finished result handed over through a `Locked`.
///
/// Requests queue in a single slot: one not yet started when a newer one
/// arrives is dropped undone (cancelled). The work may ask as it goes
/// whether its request is still of use and stop early, returning nil; a
/// result finished after its request stopped being of use is discarded.
/// What a request's use is, the owner says (`isUseful`): the base maps keep
/// a rendering a newer request can still show, the way down only the still
/// of the newest request.
///
/// The base maps' renderer and the way down's painter both hand their
/// background work to one of these.
final class NewestRequestWorker<Request: Sendable, Output: Sendable>: Sendable {
    /// What the worker did with the requests it was given.
    struct Counts: Sendable, Equatable {
        /// Requests made.
        var requested = 0
        /// Results finished and handed over.
        var completed = 0
        /// Requests dropped undone or stopped midway.
        var cancelled = 0
        /// Results finished after their request stopped being of use.
        var discarded = 0
    }

    private let queue: DispatchQueue
    private let exchange = Locked(Exchange())
    private let isUseful: @Sendable (Request, _ latest: Request?) -> Bool
    private let work: @Sendable (Request, _ isStillUseful: () -> Bool) -> Output?
    private let onReady: @Sendable () -> Void

    /// What the requesting thread and the worker share.
    private struct Exchange {
        /// The newest request (nil after ``cancelAll()``).
        var latest: Request?
        /// A request not yet started.
        var pending: Request?
        /// The newest finished result not yet taken.
        var ready: Output?
        var counts = Counts()
    }

    /// A worker running `work` on `queue` and calling `onReady` there
    /// whenever a result is ready to take. `isUseful(request, latest)` says
    /// whether `request`'s result is still wanted now that `latest` is the
    /// newest request (nil: every request was cancelled); `work` gets a
    /// function asking that of its own request, and returns nil when it
    /// stopped because the answer was no.
    init(
        queue: DispatchQueue, isUseful: @escaping @Sendable (Request, _ latest: Request?) -> Bool,
        onReady: @escaping @Sendable () -> Void,
        work: @escaping @Sendable (Request, _ isStillUseful: () -> Bool) -> Output?
    ) {
        self.queue = queue
        self.isUseful = isUseful
        self.onReady = onReady
        self.work = work
    }

    /// Asks for `request`, replacing any request not yet started.
    func submit(_ request: Request) {
        let alreadyQueued = exchange.withLock { state in
            let queued = state.pending != nil
            if queued { state.counts.cancelled += 1 }
            state.pending = request
            state.latest = request
            state.counts.requested += 1
            return queued
        }
        // One drain job per filled slot: a queued job takes the newest request.
        if !alreadyQueued { queue.async { self.runPending() } }
    }

    /// Takes the newest finished result, if any.
    func takeReady() -> Output? {
        exchange.withLock { state in
            defer { state.ready = nil }
            return state.ready
        }
    }

    /// Forgets every request and any result not yet taken: work under way
    /// stops at its next check.
    func cancelAll() {
        exchange.withLock { state in
            if state.pending != nil { state.counts.cancelled += 1 }
            state.pending = nil
            state.latest = nil
            state.ready = nil
        }
    }

    /// Counts so far.
    var counts: Counts { exchange.withLock { $0.counts } }

    /// Blocks until the queue has run everything submitted before the call.
    func waitUntilIdle() { queue.sync {} }

    private func runPending() {
        // Waking this thread must not interrupt the frame that asked.
        BatchScheduling.applyToCurrentThread()
        let taken = exchange.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
        guard let request = taken else { return }
        let output = work(request) { exchange.withLock { isUseful(request, $0.latest) } }
        let published = exchange.withLock { state in
            guard let output else {
                state.counts.cancelled += 1
                return false
            }
            guard isUseful(request, state.latest) else {
                state.counts.discarded += 1
                return false
            }
            state.ready = output
            state.counts.completed += 1
            return true
        }
        if published { onReady() }
    }
}
