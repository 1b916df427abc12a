public import Foundation

/// Asking again until an answer comes: how the harness waits on what a
/// program under test reports (its trace, its windows, its pixels) rather
/// than sleeping a guessed time.
public enum Polling {
    /// How long to rest between two questions: short next to any step a
    /// test waits for, long enough not to keep a core busy asking.
    public static let interval: TimeInterval = 0.05

    /// Asks `attempt` every `interval` seconds until it returns a value, and
    /// returns that; nil once `timeout` has passed with none (after one last
    /// try, so a slow question still gets its answer).
    public static func until<Value>(
        timeout: TimeInterval, every interval: TimeInterval = Polling.interval, _ attempt: () throws -> Value?
    ) rethrows -> Value? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let value = try attempt() { return value }
            guard Date() < deadline else { return nil }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
