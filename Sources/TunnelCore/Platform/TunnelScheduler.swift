/// Where the app's controllers schedule work for later: the GTK main loop
/// in the window, a manual clock in tests.
///
/// Swift's main actor does not run under the GTK main loop by itself, so
/// the controllers never use `Task` or Dispatch's main queue for this.
@MainActor
package protocol TunnelScheduler: AnyObject, Sendable {
    /// Now, in seconds on a monotonic clock.
    var now: Double { get }
    /// Runs `body` once, after `seconds`; cancelling the result stops it.
    func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> any ScheduledWork
    /// An action that runs once things have been quiet for `seconds`:
    /// each restart moves its deadline.
    func quietPeriod(seconds: Double, _ action: @escaping @MainActor () -> Void) -> any QuietPeriodic
    /// Runs `body` on the main actor soon; callable from any thread, for
    /// workers handing results back.
    nonisolated func post(_ body: @escaping @Sendable @MainActor () -> Void)
}

/// Work scheduled for later.
@MainActor
package protocol ScheduledWork: AnyObject {
    /// Stops the work from running; calling it again does nothing.
    func cancel()
}

/// An action that waits for a quiet moment (``TunnelScheduler/quietPeriod(seconds:_:)``).
@MainActor
package protocol QuietPeriodic: AnyObject {
    /// Starts the wait again from now.
    func restart()
    /// Drops a pending run.
    func cancel()
}
