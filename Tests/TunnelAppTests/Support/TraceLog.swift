import Foundation

/// The app's `TUNNEL_TRACE=1` output, read back from its stderr: one JSON
/// object per line (see the README's trace section).
struct TraceLog {
    /// One event: its name and fields.
    struct Event {
        let fields: [String: Any]
        var name: String { fields["event"] as? String ?? "" }
        var controller: String? { fields["controller"] as? String }
        func string(_ key: String) -> String? { fields[key] as? String }
        func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
        func bool(_ key: String) -> Bool? { fields[key] as? Bool }
    }

    let events: [Event]

    init(stderr: String) {
        events = stderr.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("{"), let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return Event(fields: object)
        }
    }

    /// Events with `name`, optionally for one controller.
    func events(named name: String, controller: String? = nil) -> [Event] {
        events.filter { $0.name == name && (controller == nil || $0.controller == controller) }
    }

    /// The index of the first event after `start` matching `predicate`.
    func index(after start: Int = -1, where predicate: (Event) -> Bool) -> Int? {
        events.indices.first { $0 > start && predicate(events[$0]) }
    }
}

extension AppProcess {
    /// The trace so far.
    var trace: TraceLog { TraceLog(stderr: stderr) }

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
