/// `tunnel-bench soak`'s results: the window's memory after each round of
/// a long session, on each backend, and whether its line stayed flat.
struct SoakFigures: Encodable {
    /// By backend: `x11`, `wayland`.
    let backends: [String: BackendSoak]

    /// The most the later readings' line may climb, in MB per minute.
    static let slopeTarget = 0.05
    /// How much the last reading may exceed the first, in percent.
    static let changeTarget = 10.0

    /// One reading, after a round.
    struct Reading: Encodable {
        /// The round just played, from 1.
        let round: Int
        /// Minutes since the session's first round began.
        let minutes: Double
        /// The window's private dirty memory plus the server's growth, MB.
        let unreclaimable: Double
        /// The window's private dirty memory, MB.
        let privateDirty: Double
        /// The display server's PSS growth since before the launch, MB.
        let serverGrowth: Double
        /// The window's PSS, MB.
        let proportional: Double

        /// The figures of `reading`, taken after `round` at `minutes`.
        init(round: Int, minutes: Double, reading: MemoryReading) {
            self.round = round
            self.minutes = Budget.rounded(minutes, digits: 2)
            unreclaimable = Budget.rounded(reading.unreclaimable, digits: 2)
            privateDirty = Budget.rounded(reading.window.privateDirty, digits: 2)
            serverGrowth = Budget.rounded(reading.serverGrowth, digits: 2)
            proportional = Budget.rounded(reading.window.proportional, digits: 2)
        }
    }

    /// One backend's session.
    struct BackendSoak: Encodable {
        /// The window's size the session kept coming back to, in points.
        let windowWidth: Double, windowHeight: Double
        /// Each round's reading, in order.
        let readings: [Reading]
        /// Whether the line stayed flat.
        let budgets: SoakBudgets

        /// The figures of `readings` (at least three): the first, after the
        /// round that warms the session, is the reference the last is
        /// judged against, and the line is drawn through the rest.
        init(windowWidth: Double, windowHeight: Double, readings: [Reading]) {
            self.windowWidth = windowWidth
            self.windowHeight = windowHeight
            self.readings = readings
            let first = readings.first?.unreclaimable ?? .nan, last = readings.last?.unreclaimable ?? .nan
            let later = Array(readings.dropFirst())
            budgets = SoakBudgets(
                slopeMegabytesPerMinute: Budget(Self.slope(of: later, \.unreclaimable), atMost: SoakFigures.slopeTarget, digits: 3),
                privateDirtySlopeMegabytesPerMinute: Budget(
                    Self.slope(of: later, \.privateDirty), atMost: SoakFigures.slopeTarget, digits: 3),
                changePercent: Budget((last - first) / first * 100, atMost: SoakFigures.changeTarget, digits: 1))
        }

        /// The least-squares slope of `figure` over time, in MB per minute;
        /// NaN for fewer than two readings or no time between them.
        static func slope(of readings: [Reading], _ figure: KeyPath<Reading, Double>) -> Double {
            guard readings.count >= 2 else { return .nan }
            let n = Double(readings.count)
            let meanX = readings.map(\.minutes).reduce(0, +) / n
            let meanY = readings.map { $0[keyPath: figure] }.reduce(0, +) / n
            let covariance = readings.map { ($0.minutes - meanX) * ($0[keyPath: figure] - meanY) }.reduce(0, +)
            let variance = readings.map { ($0.minutes - meanX) * ($0.minutes - meanX) }.reduce(0, +)
            return variance > 0 ? covariance / variance : .nan
        }
    }

    /// The soak's budgets.
    struct SoakBudgets: Encodable {
        /// How fast private dirty memory plus the server's growth climbed.
        let slopeMegabytesPerMinute: Budget
        /// How fast the window's own private dirty memory climbed: the
        /// server's share swings by whole pixmaps from round to round, which
        /// can hide the window's own creep in the sum.
        let privateDirtySlopeMegabytesPerMinute: Budget
        /// The last reading against the first, in percent.
        let changePercent: Budget
    }
}
