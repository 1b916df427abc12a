import CGtk

/// Runs an action once things have been quiet for a while: `seconds` after
/// the last ``restart()``.
///
/// Work that should follow a burst of changes only once it settles (saving
/// state after a drag, preparing something for a layout that stopped
/// moving) is restarted on every change. Cancelling and re-adding a GLib
/// timeout for each change would churn one source per pointer motion, so a
/// restart while pending only moves the deadline forward; when the one
/// pending timeout fires before that deadline it waits once more for the
/// remainder. A burst of any number of restarts thus costs about one
/// timeout per `seconds` it lasts.
///
/// The action is held by the quiet period, which is held by its owner:
/// capture the owner weakly in it. Releasing the quiet period removes its
/// pending timeout, so the action never runs for an owner that is gone.
@MainActor
public final class QuietPeriod {
    /// How long things must stay quiet before the action runs.
    public let seconds: Double
    private let action: @MainActor () -> Void
    /// The scheduled timeout; nil while nothing is pending.
    private var source: MainLoopSource?
    /// When the action is due, in `g_get_monotonic_time` microseconds: the
    /// time of the last restart plus `seconds`.
    private var deadline: gint64 = 0

    /// A quiet period that is not yet pending; ``restart()`` starts it.
    public init(seconds: Double, _ action: @escaping @MainActor () -> Void) {
        self.seconds = seconds
        self.action = action
    }

    isolated deinit {
        source?.cancel()
    }

    /// Whether the action will run once the current quiet period ends.
    public var isPending: Bool { source != nil }

    /// Something happened: the action now runs `seconds` from now, unless
    /// this is called again before then.
    ///
    /// While a period is pending this only records the new deadline; no
    /// GLib source is added or removed.
    public func restart() {
        deadline = g_get_monotonic_time() + gint64((seconds * 1_000_000).rounded())
        if source == nil { schedule(after: seconds) }
    }

    /// Drops the pending run, if any; a later ``restart()`` starts afresh.
    public func cancel() {
        source?.cancel()
        source = nil
    }

    /// The GLib ID of the pending timeout, so tests can see that restarts
    /// reuse it and that cancelling removes it from the main context.
    package var sourceID: UInt32? { source?.sourceID }

    private func schedule(after seconds: Double) {
        source = MainLoopSource.after(seconds) { [weak self] in self?.timeoutFired() }
    }

    private func timeoutFired() {
        source = nil
        let remaining = deadline - g_get_monotonic_time()
        if remaining > 0 {
            // Restarted since this timeout was added. Whole milliseconds,
            // rounded up, as GLib counts them: a shorter wait would fire a
            // little early again and spin.
            let milliseconds = (Double(remaining) / 1000).rounded(.up)
            schedule(after: milliseconds / 1000)
            return
        }
        // Not pending while it runs, so the action may restart it.
        action()
    }
}
