public import Containment

/// A driver whose clock moves only when a test says so.
///
/// ```swift
/// let driver = ManualAnimationDriver()
/// try root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
/// driver.runUntilIdle(frameInterval: 1.0 / 60)
/// ```
@MainActor public final class ManualAnimationDriver: AnimationDriver {
    private final class Subscription: AnimationHandle {
        let frame: @MainActor (Double) -> Bool
        var isCancelled = false
        init(frame: @escaping @MainActor (Double) -> Bool) { self.frame = frame }
        func cancel() { isCancelled = true }
    }

    /// The current time in seconds.
    public private(set) var now: Double
    private var subscriptions: [Subscription] = []

    /// Creates a driver whose clock reads `now`.
    public init(now: Double = 0) { self.now = now }

    /// Whether any frame handler is running.
    public var isAnimating: Bool { subscriptions.contains { !$0.isCancelled } }

    /// Starts frame callbacks for `view`; see `AnimationDriver`.
    public func startFrames(
        for view: View,
        _ frame: @escaping @MainActor (Double) -> Bool
    ) -> any AnimationHandle {
        let subscription = Subscription(frame: frame)
        subscriptions.append(subscription)
        return subscription
    }

    /// Moves the clock by `interval` seconds, then delivers one frame to every
    /// running handler, in the order they started.
    public func advance(by interval: Double) {
        now += interval
        let current = subscriptions
        for subscription in current where !subscription.isCancelled {
            if !subscription.frame(now) { subscription.isCancelled = true }
        }
        subscriptions.removeAll { $0.isCancelled }
    }

    /// Advances frame by frame until no handler runs; returns the number of frames.
    ///
    /// - Parameter limit: A guard against handlers that never finish.
    @discardableResult
    public func runUntilIdle(frameInterval: Double = 1.0 / 60, limit: Int = 100_000) -> Int {
        var frames = 0
        while isAnimating && frames < limit {
            advance(by: frameInterval)
            frames += 1
        }
        return frames
    }
}
