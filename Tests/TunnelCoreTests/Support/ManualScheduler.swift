import ContainmentTesting
import Locking
import TunnelCore

/// The controllers' scheduler on a test's clock: the in-memory backend's
/// animation driver, so timers and animation frames run in one order of
/// time. Nothing runs until the test advances the clock.
@MainActor
final class ManualScheduler: TunnelScheduler {
    private let driver: ManualAnimationDriver
    private var timers: [Timer] = []
    /// Work posted from any thread, run at the next advance.
    private nonisolated let posted = Locked<[@Sendable @MainActor () -> Void]>([])

    init(driver: ManualAnimationDriver) {
        self.driver = driver
    }

    var now: Double { driver.now }

    func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> any ScheduledWork {
        let timer = Timer(deadline: now + seconds, body: body)
        timers.append(timer)
        return timer
    }

    func quietPeriod(seconds: Double, _ action: @escaping @MainActor () -> Void) -> any QuietPeriodic {
        ManualQuietPeriod(scheduler: self, seconds: seconds, action: action)
    }

    nonisolated func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        posted.withLock { $0.append(body) }
    }

    /// Advances the clock by `interval` in frames of `frame` seconds: each
    /// frame runs what was posted, the timers that fell due, then the
    /// animation frames.
    func advance(by interval: Double, frame: Double = 1.0 / 60) {
        var left = interval
        while left > 1e-9 {
            let step = min(frame, left)
            left -= step
            for body in posted.withLock({ work in defer { work = [] }; return work }) { body() }
            let due = timers.filter { !$0.isCancelled && $0.deadline <= now + step + 1e-9 }
            timers.removeAll { $0.isCancelled || $0.deadline <= now + step + 1e-9 }
            driver.advance(by: step)
            for timer in due.sorted(by: { $0.deadline < $1.deadline }) where !timer.isCancelled { timer.body() }
        }
    }

    /// One timer.
    final class Timer: ScheduledWork {
        let deadline: Double
        let body: @MainActor () -> Void
        private(set) var isCancelled = false

        init(deadline: Double, body: @escaping @MainActor () -> Void) {
            self.deadline = deadline
            self.body = body
        }

        func cancel() { isCancelled = true }
    }
}

/// A quiet period on a ``ManualScheduler``.
@MainActor
private final class ManualQuietPeriod: QuietPeriodic {
    private unowned let scheduler: ManualScheduler
    private let seconds: Double
    private let action: @MainActor () -> Void
    private var pending: (any ScheduledWork)?

    init(scheduler: ManualScheduler, seconds: Double, action: @escaping @MainActor () -> Void) {
        self.scheduler = scheduler
        self.seconds = seconds
        self.action = action
    }

    func restart() {
        pending?.cancel()
        pending = scheduler.after(seconds) { [weak self] in
            self?.pending = nil
            self?.action()
        }
    }

    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
