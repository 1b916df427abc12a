/// Passes on only the events of some names, and drops the rest unwritten.
///
/// A tool that waits for one event (a benchmark timing the first frame)
/// reads only that line, and the traced process does not spend its start
/// encoding and writing dozens of others that an untraced run never would.
///
/// ```swift
/// Trace.setSink(FilteredTraceSink(events: ["firstFrame"], next: StandardErrorTraceSink()))
/// ```
public struct FilteredTraceSink: TraceSink {
    /// The names of the events passed on.
    public let events: Set<String>
    private let next: any TraceSink

    /// A sink passing the events named in `events` on to `next`.
    public init(events: Set<String>, next: any TraceSink) {
        self.events = events
        self.next = next
    }

    /// Writes `event` to the next sink if its name is one of ``events``.
    public func write(_ event: TraceEvent) {
        if events.contains(event.name) { next.write(event) }
    }
}
