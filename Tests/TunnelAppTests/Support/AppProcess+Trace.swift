import Foundation
import XvfbTesting

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
