extension ThreadedBaseMapRenderer {
    /// What the background worker did with the requests it was given.
    public struct Statistics: Sendable, Equatable {
        /// Requests made of the worker.
        public var requested = 0
        /// Renders finished and handed over.
        public var rendered = 0
        /// Requests dropped unrendered or stopped midway: the view moved on.
        public var cancelled = 0
        /// Renders finished after the view had moved on, thrown away.
        public var discarded = 0

        /// No requests yet.
        public init() {}

        /// The worker's counts, as the renderer names them.
        init<Request, Output>(_ counts: NewestRequestWorker<Request, Output>.Counts) {
            requested = counts.requested
            rendered = counts.completed
            cancelled = counts.cancelled
            discarded = counts.discarded
        }
    }
}
