import Foundation
import XvfbTesting

extension GalleryProcess {
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
