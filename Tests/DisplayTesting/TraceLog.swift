import Foundation

/// A `CONTAINMENT_TRACE=1` (or the app's `TUNNEL_TRACE=1`) output, read
/// back from a process's stderr: one JSON object per line.
public struct TraceLog {
    /// One event: its name and fields.
    public struct Event: CustomStringConvertible {
        /// Every field, as JSONSerialization decoded it.
        public let fields: [String: Any]
        /// The `event` field.
        public var name: String { fields["event"] as? String ?? "" }
        /// The `controller` field.
        public var controller: String? { fields["controller"] as? String }
        /// A string field.
        public func string(_ key: String) -> String? { fields[key] as? String }
        /// A number field.
        public func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
        /// A Boolean field.
        public func bool(_ key: String) -> Bool? { fields[key] as? Bool }
        /// `controller event`, for comparing sequences.
        public var short: String { "\(controller ?? "-") \(name)" }
        /// ``short``.
        public var description: String { short }
    }

    /// The events, in order.
    public let events: [Event]

    /// A log of `events`, such as a slice of another log's.
    public init(events: [Event]) {
        self.events = events
    }

    /// Parses every line of `stderr` that is a JSON object.
    public init(stderr: String) {
        events = stderr.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("{"), let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return Event(fields: object)
        }
    }

    /// Events with `name`, optionally for one controller.
    public func events(named name: String, controller: String? = nil) -> [Event] {
        events.filter { $0.name == name && (controller == nil || $0.controller == controller) }
    }

    /// The events from index `start` on.
    public func suffix(from start: Int) -> ArraySlice<Event> { events[min(start, events.count)...] }

    /// The appearance callbacks (`viewWill/DidAppear/Disappear`) from `start`
    /// on, as `controller event` strings.
    public func appearance(from start: Int, controllers: Set<String>? = nil) -> [String] {
        suffix(from: start)
            .filter { ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains($0.name) }
            .filter { controllers == nil || controllers!.contains($0.controller ?? "") }
            .map(\.short)
    }

    /// The index of the first event after `start` matching `predicate`.
    public func index(after start: Int = -1, where predicate: (Event) -> Bool) -> Int? {
        events.indices.first { $0 > start && predicate(events[$0]) }
    }
}
