import ContainmentGtk
import TunnelCore

/// The controllers' scheduler on the GTK main loop: GLib timeout and idle
/// sources, and its monotonic clock.
@MainActor
final class GLibScheduler: TunnelScheduler {
    /// The one scheduler of the process: it holds no state.
    static let shared = GLibScheduler()

    var now: Double { MonotonicClock.seconds }

    func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> any ScheduledWork {
        MainLoopSource.after(seconds, body)
    }

    func quietPeriod(seconds: Double, _ action: @escaping @MainActor () -> Void) -> any QuietPeriodic {
        QuietPeriod(seconds: seconds, action)
    }

    nonisolated func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        MainLoopSource.post(body)
    }
}

extension MainLoopSource: ScheduledWork {}
extension QuietPeriod: QuietPeriodic {}
