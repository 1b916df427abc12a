/// Paces one animation on a window's `AnimationDriver`: the one timing loop
/// that transitions and view animations share.
///
/// The first frame the driver delivers is time zero, so an animation lasts
/// `delay + duration` from the first frame painted to the last, however long
/// the machine took to start it. Each frame reports the progress shaped by
/// the curve (0 during the delay); the last frame reports exactly 1, then
/// `onEnd` runs.
///
/// ```swift
/// let timer = AnimationTimer(duration: 0.25, curve: .easeOut)
/// timer.start(on: driver, pacing: container,
///             onFrame: { progress in painter.progress = progress },
///             onEnd: { painter.finish() })
/// ```
@MainActor public final class AnimationTimer {
    /// Seconds from the first frame to the end of the delay.
    public let delay: Double
    /// Seconds from the end of the delay to the last frame.
    public let duration: Double
    /// Shapes the fraction of time elapsed into the progress reported.
    public let curve: AnimationCurve

    private var handle: (any AnimationHandle)?
    private var startTime: Double?
    private var onFrame: (@MainActor (Double) -> Void)?
    private var onEnd: (@MainActor () -> Void)?

    /// Creates a stopped timer; negative times count as zero.
    public init(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.curve = curve
    }

    /// Whether frames are being delivered.
    public var isRunning: Bool { handle != nil }

    /// Asks `driver` for frames paced by `view`; from the next frame on,
    /// calls `onFrame` with the shaped progress, and `onEnd` after the frame
    /// that reported 1. Starting a running timer does nothing.
    public func start(
        on driver: any AnimationDriver,
        pacing view: View,
        onFrame: @escaping @MainActor (_ progress: Double) -> Void,
        onEnd: @escaping @MainActor () -> Void
    ) {
        guard handle == nil else { return }
        self.onFrame = onFrame
        self.onEnd = onEnd
        handle = driver.startFrames(for: view) { [weak self] time in
            self?.frame(at: time) ?? false
        }
    }

    /// Stops the frames without calling `onEnd`; calling it again does nothing.
    public func cancel() {
        handle?.cancel()
        handle = nil
        onFrame = nil
        onEnd = nil
    }

    /// The shaped progress at `time` seconds after the first frame.
    public func progress(atElapsed time: Double) -> Double {
        curve.progress(at: fraction(atElapsed: time))
    }

    private func fraction(atElapsed time: Double) -> Double {
        let active = time - delay
        // A tolerance keeps float error from costing a whole extra frame.
        if active >= duration - 1e-9 { return 1 }
        guard active > 0 else { return 0 }
        return active / duration
    }

    private func frame(at time: Double) -> Bool {
        guard handle != nil else { return false }
        let start = startTime ?? time
        startTime = start
        let fraction = fraction(atElapsed: time - start)
        onFrame?(curve.progress(at: fraction))
        // `onFrame` may have cancelled the timer (say, by removing the view).
        guard handle != nil else { return false }
        guard fraction >= 1 else { return true }
        let end = onEnd
        cancel()
        end?()
        return false
    }
}
