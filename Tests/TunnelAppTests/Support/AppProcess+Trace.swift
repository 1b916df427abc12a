import Foundation
import XvfbTesting

extension AppProcess {
    /// Polls the trace until `condition` holds.
    @discardableResult
    func waitForTrace(timeout: TimeInterval = 10, _ what: String, until condition: (TraceLog) -> Bool) throws -> TraceLog {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let log = trace
            if condition(log) { return log }
            guard process.isRunning else { throw HarnessError("tunnel exited while waiting for \(what):\n\(stderr.suffix(3000))") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("timed out waiting for \(what); trace tail:\n\(stderr.suffix(3000))")
    }
}

extension AppProcess {
    /// Waits until the trace has not grown for `quiet` seconds (animations
    /// finished), and returns it.
    func waitForQuiet(for quiet: TimeInterval, timeout: TimeInterval = 15) throws -> TraceLog {
        let deadline = Date().addingTimeInterval(timeout)
        var count = trace.events.count
        var stableSince = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = trace.events.count
            if now != count {
                count = now
                stableSince = Date()
            } else if Date().timeIntervalSince(stableSince) >= quiet {
                return trace
            }
        }
        throw HarnessError("the app never went quiet; trace tail:\n\(stderr.suffix(2000))")
    }
}
