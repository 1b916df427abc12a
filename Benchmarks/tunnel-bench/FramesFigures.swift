/// `tunnel-bench frames`' results: each gesture's paint times on each
/// backend at each window size, and the frame budgets over all of them.
struct FramesFigures: Encodable {
    /// By backend: `x11`, `wayland`.
    let backends: [String: BackendFrames]

    /// The budgets every gesture's frames are held to.
    static let p95Target = 4.0, maxTarget = 8.0

    /// One backend's setups and budgets.
    struct BackendFrames: Encodable {
        /// Each window size, measured or skipped.
        let setups: [SetupFrames]
        /// The worst gesture's p95 and the slowest frame of all measured
        /// setups; nil when none was measured.
        let budgets: FrameBudgets?

        /// The budgets over the measured setups.
        init(setups: [SetupFrames]) {
            self.setups = setups
            let gestures = setups.flatMap(\.gestures)
            budgets = gestures.isEmpty ? nil : FrameBudgets(
                frameP95Milliseconds: Budget(gestures.map(\.p95Milliseconds).max()!, atMost: FramesFigures.p95Target),
                frameMaxMilliseconds: Budget(gestures.map(\.maxMilliseconds).max()!, atMost: FramesFigures.maxTarget))
        }
    }

    /// The frame budgets, each over every gesture of every measured setup.
    struct FrameBudgets: Encodable {
        /// The highest of the gestures' 95th percentiles.
        let frameP95Milliseconds: Budget
        /// The slowest frame of any gesture.
        let frameMaxMilliseconds: Budget
    }

    /// One window size.
    struct SetupFrames: Encodable {
        /// As printed: `1280×800`, `2560×1600 at scale 2`.
        let name: String
        /// The window in device pixels, and device pixels per point.
        let pixelWidth: Int, pixelHeight: Int, scale: Int
        /// Why it was not measured (the screen too small); nil when it was.
        let skipped: String?
        /// Each gesture's frames, in the order made.
        let gestures: [GestureFrames]
        /// The gestures that painted no frame: input that did not arrive,
        /// which leaves them out of the budgets.
        let gesturesWithoutFrames: [String]
    }

    /// One gesture's paint times.
    struct GestureFrames: Encodable {
        /// The gesture's name, as `TUNNEL_BENCH_GESTURES` takes it.
        let name: String
        /// How many frames it painted.
        let frames: Int
        /// Their paint times' median, 95th percentile and maximum.
        let p50Milliseconds: Double, p95Milliseconds: Double, maxMilliseconds: Double
        /// Whether its p95 and its slowest frame are within the budgets.
        let met: Bool

        /// The figures of `times` (at least one) of the gesture `name`.
        init(name: String, times: [Double]) {
            self.name = name
            frames = times.count
            p50Milliseconds = Budget.rounded(BenchmarkReport.percentile(times, 0.5), digits: 2)
            p95Milliseconds = Budget.rounded(BenchmarkReport.percentile(times, 0.95), digits: 2)
            maxMilliseconds = Budget.rounded(times.max() ?? .nan, digits: 2)
            met = p95Milliseconds <= FramesFigures.p95Target && maxMilliseconds <= FramesFigures.maxTarget
        }
    }
}
