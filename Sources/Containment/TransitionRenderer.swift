/// Everything a renderer needs to draw one transition.
@MainActor public struct TransitionContext {
    /// The view both controllers' views sit in during the transition.
    public let container: View
    /// The outgoing controller's root view.
    public let fromView: View
    /// The incoming controller's root view, already in `container` above `fromView`.
    public let toView: View
    /// The options the transition was started with.
    public let options: TransitionOptions
    /// The requested duration in seconds.
    public let duration: Double
}

/// Draws transitions: the backend hook the core asks to paint each frame.
///
/// The core computes timing; the renderer only turns a progress value into
/// pixels. Calls always come in the order `transitionWillBegin`, zero or more
/// `render`, `transitionDidEnd`.
@MainActor public protocol TransitionRenderer: AnyObject {
    /// The incoming view has just been added; the first frame follows.
    func transitionWillBegin(_ context: TransitionContext)
    /// Paints the transition at `progress` (0...1, already shaped by the curve).
    func render(_ context: TransitionContext, progress: Double)
    /// The transition is over, `finished` is false when it was cut short; the
    /// outgoing view is about to be removed, and the real incoming view must show.
    func transitionDidEnd(_ context: TransitionContext, finished: Bool)
}
