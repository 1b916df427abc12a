public import Containment

/// A `TransitionRenderer` that paints nothing and remembers every call.
@MainActor public final class RecordingTransitionRenderer: TransitionRenderer {
    /// One call the renderer received.
    public struct Frame: Hashable, Sendable {
        /// `began`, `frame` or `ended`.
        public let phase: String
        /// The transition style.
        public let style: TransitionStyle
        /// The shaped progress for `frame`, 0 for `began`, 1 or less for `ended`.
        public let progress: Double
        /// The outgoing view's name.
        public let from: String
        /// The incoming view's name.
        public let to: String
    }

    /// Every call, in order.
    public private(set) var frames: [Frame] = []
    private var lastProgress = 0.0

    /// Creates an empty recorder.
    public init() {}

    /// The progress values of the painted frames only.
    public var progressValues: [Double] { frames.filter { $0.phase == "frame" }.map(\.progress) }

    /// Forgets every call recorded so far.
    public func removeAll() { frames.removeAll() }

    /// Prepares for the transition's frames (see `TransitionRenderer`).
    public func transitionWillBegin(_ context: TransitionContext) {
        lastProgress = 0
        record("began", context, progress: 0)
    }

    /// Records a frame at `progress`.
    public func render(_ context: TransitionContext, progress: Double) {
        lastProgress = progress
        record("frame", context, progress: progress)
    }

    /// Ends the transition's painting.
    public func transitionDidEnd(_ context: TransitionContext, finished: Bool) {
        record("ended", context, progress: finished ? 1 : lastProgress)
    }

    private func record(_ phase: String, _ context: TransitionContext, progress: Double) {
        frames.append(Frame(
            phase: phase, style: context.options.style, progress: progress,
            from: context.fromView.displayName, to: context.toView.displayName))
    }
}
