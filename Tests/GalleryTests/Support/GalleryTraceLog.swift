import Foundation

/// The gallery's `CONTAINMENT_TRACE=1` output, read back from its stderr:
/// one JSON object per line.
struct GalleryTraceLog {
    /// One event: its name and fields.
    struct Event: CustomStringConvertible {
        let fields: [String: Any]
        var name: String { fields["event"] as? String ?? "" }
        var controller: String? { fields["controller"] as? String }
        func string(_ key: String) -> String? { fields[key] as? String }
        func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
        func bool(_ key: String) -> Bool? { fields[key] as? Bool }
        /// `controller event`, for comparing sequences.
        var short: String { "\(controller ?? "-") \(name)" }
        var description: String { short }
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

    /// The events from index `start` on.
    func suffix(from start: Int) -> ArraySlice<Event> { events[min(start, events.count)...] }

    /// The appearance callbacks (`viewWill/DidAppear/Disappear`) from `start`
    /// on, as `controller event` strings.
    func appearance(from start: Int, controllers: Set<String>? = nil) -> [String] {
        suffix(from: start)
            .filter { ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains($0.name) }
            .filter { controllers == nil || controllers!.contains($0.controller ?? "") }
            .map(\.short)
    }
}

extension GalleryProcess {
    /// The trace so far.
    var trace: GalleryTraceLog { GalleryTraceLog(stderr: stderr) }

    /// Polls the trace until `condition` holds.
    @discardableResult
    func waitForTrace(timeout: TimeInterval = 20, _ what: String, until condition: (GalleryTraceLog) -> Bool) throws -> GalleryTraceLog {
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
    func waitForQuiet(for quiet: TimeInterval = 0.5, timeout: TimeInterval = 20) throws -> GalleryTraceLog {
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
