/// `tunnel-bench memory`'s results: the window's memory at each moment and
/// around each excursion, on each backend, and whether every excursion gave
/// back what it took.
struct MemoryFigures: Encodable {
    /// By backend: `x11`, `wayland`.
    let backends: [String: BackendMemory]

    /// How much an excursion may leave behind, in percent of the private
    /// dirty memory plus server growth before it.
    static let excursionTarget = 10.0

    /// One backend's figures.
    struct BackendMemory: Encodable {
        /// The window's size the run started at, in points.
        let windowWidth: Double, windowHeight: Double
        /// Each moment's reading, in the order taken.
        let readings: [Reading]
        /// Each excursion, in the order made.
        let excursions: [Excursion]
        /// The excursion budget; nil when no excursion was measured.
        let budgets: MemoryBudgets?

        /// The figures of `readings` and `excursions`.
        init(windowWidth: Double, windowHeight: Double, readings: [Reading], excursions: [Excursion]) {
            self.windowWidth = windowWidth
            self.windowHeight = windowHeight
            self.readings = readings
            self.excursions = excursions
            budgets = excursions.map(\.changePercent).max().map {
                MemoryBudgets(excursionChangePercent: Budget($0, atMost: MemoryFigures.excursionTarget, digits: 1))
            }
        }
    }

    /// The memory budget of the excursions.
    struct MemoryBudgets: Encodable {
        /// The largest change any excursion left, in percent (negative when
        /// every excursion gave back more than it took).
        let excursionChangePercent: Budget
    }

    /// One moment's reading, in MB.
    struct Reading: Encodable {
        /// Which moment: `afterStartUp`, `afterZoomingAndFlipping`, …
        let moment: String
        /// The window's PSS, its private dirty memory, the server's PSS
        /// growth since the launch, and the window's RSS (never a target).
        let proportionalMegabytes: Double, privateDirtyMegabytes: Double
        let serverGrowthMegabytes: Double, residentMegabytes: Double

        /// `reading`, named `moment`.
        init(_ moment: String, _ reading: MemoryReading) {
            self.moment = moment
            proportionalMegabytes = Budget.rounded(reading.window.proportional, digits: 1)
            privateDirtyMegabytes = Budget.rounded(reading.window.privateDirty, digits: 1)
            serverGrowthMegabytes = Budget.rounded(reading.serverGrowth, digits: 1)
            residentMegabytes = Budget.rounded(reading.window.resident, digits: 1)
        }
    }

    /// One excursion: private dirty memory plus server growth before it and
    /// once it ended and memory settled.
    struct Excursion: Encodable {
        /// `resize`, `searches`, `wayDown`, `dialogs`.
        let name: String
        let beforeMegabytes: Double, afterMegabytes: Double
        /// After against before, in percent.
        let changePercent: Double
        /// Whether it left no more than the target behind.
        let met: Bool

        /// The excursion `name` from `before` to `after`.
        init(_ name: String, before: MemoryReading, after: MemoryReading) {
            self.name = name
            beforeMegabytes = Budget.rounded(before.unreclaimable, digits: 1)
            afterMegabytes = Budget.rounded(after.unreclaimable, digits: 1)
            changePercent = Budget.rounded((after.unreclaimable - before.unreclaimable) / before.unreclaimable * 100, digits: 1)
            met = changePercent <= MemoryFigures.excursionTarget
        }
    }
}
