import Foundation
import XvfbTesting

extension GalleryProcess {
    /// Polls the trace until `condition` holds.
    @discardableResult
    func waitForTrace(timeout: TimeInterval = 20, _ what: String, until condition: (TraceLog) -> Bool) throws -> TraceLog {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let log = trace
            if condition(log) { return log }
            guard process.isRunning else { throw HarnessError("containment-gallery exited while waiting for \(what):\n\(stderr.suffix(3000))") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("timed out waiting for \(what); trace tail:\n\(stderr.suffix(3000))")
    }

    /// Waits until the trace has not grown for `quiet` seconds, and returns it.
    @discardableResult
    func waitForQuiet(for quiet: TimeInterval = 0.5, timeout: TimeInterval = 20) throws -> TraceLog {
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
        throw HarnessError("the gallery never went quiet; trace tail:\n\(stderr.suffix(2000))")
    }
}
