import Containment
import Locking

/// Milestones of start-up for the trace: with `TUNNEL_TRACE=1` each adds
/// `{"event":"startPhase","phase":…,"ms":…}`, `ms` counted from `main`
/// (the first mark), so the critical path from exec to the first frame of
/// both maps can be read from one run (`tunnel-bench start` times exec to
/// `firstFrame` from outside). Thread-safe: the world data and the colour
/// scheme mark their phases from worker threads.
enum StartPhase {
    private static let origin = Locked<ContinuousClock.Instant?>(nil)

    /// Records that start-up reached `phase` now.
    static func mark(_ phase: String) {
        guard Trace.isEnabled else { return }
        let now = ContinuousClock.now
        let start = origin.withLock { origin in
            if origin == nil { origin = now }
            return origin!
        }
        let elapsed = start.duration(to: now).components
        let ms = Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15
        Trace.emit(TraceEvent("startPhase", [("phase", .string(phase)), ("ms", .number((ms * 100).rounded() / 100))]))
    }
}
