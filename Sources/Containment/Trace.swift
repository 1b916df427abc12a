#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

/// The lifecycle trace: one JSON object per line for every lifecycle callback,
/// transition and location change.
///
/// With `CONTAINMENT_TRACE=1` in the environment, events go to standard error
/// (`StandardErrorTraceSink`); otherwise nowhere, and building them is skipped.
/// `CONTAINMENT_TRACE_EVENTS=firstFrame,frame` narrows them to the events named.
/// A tool or test may install its own sink globally with `setSink(_:)` or for
/// one task with `withSink(_:operation:)`; the task's sink wins.
///
/// The core emits lifecycle and transition events itself. Apps emit their own,
/// such as `locationChanged(controller:latitude:longitude:)`:
///
/// ```swift
/// Trace.locationChanged(controller: "startMap", latitude: 56.55, longitude: 8.316667)
/// // {"event":"locationChanged","controller":"startMap","latitude":56.55,"longitude":8.316667}
/// ```
public enum Trace {
    @TaskLocal private static var taskSink: (any TraceSink)?

    private static let global = GlobalSink()

    /// Whether any sink listens; emitters skip building events when not.
    public static var isEnabled: Bool { taskSink != nil || global.sink != nil }

    /// Sends `event` to the current sink, if any.
    public static func emit(_ event: @autoclosure () -> TraceEvent) {
        guard let sink = taskSink ?? global.sink else { return }
        sink.write(event())
    }

    /// Replaces the process-wide sink; `nil` silences the trace.
    ///
    /// The initial sink is `StandardErrorTraceSink` when the environment has
    /// `CONTAINMENT_TRACE=1`, otherwise `nil`. An app may offer its own switch
    /// on top by installing `StandardErrorTraceSink` itself.
    public static func setSink(_ sink: (any TraceSink)?) {
        global.sink = sink
    }

    /// Runs `operation` with `sink` receiving every event the current task emits.
    public static func withSink<Result>(
        _ sink: any TraceSink,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $taskSink.withValue(sink, operation: operation)
    }

    /// Runs async `operation` with `sink` receiving every event the current task emits.
    public static func withSink<Result>(
        _ sink: any TraceSink,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskSink.withValue(sink, operation: operation, isolation: isolation)
    }

    /// The sink the environment asks for: see ``standardErrorSink(switch:events:)``,
    /// given `CONTAINMENT_TRACE` and `CONTAINMENT_TRACE_EVENTS`.
    static func defaultSink(environment: [String: String]) -> (any TraceSink)? {
        standardErrorSink(switch: environment["CONTAINMENT_TRACE"], events: environment["CONTAINMENT_TRACE_EVENTS"])
    }

    /// The sink a pair of environment switches asks for, so an app that
    /// names its own switches (`MYAPP_TRACE`, `MYAPP_TRACE_EVENTS`) reads
    /// them as the library reads `CONTAINMENT_TRACE` and
    /// `CONTAINMENT_TRACE_EVENTS`: standard error when `trace` is `1`, and
    /// nil for any other value or none. `events`, a comma-separated list of
    /// event names (`firstFrame,frame`; spaces between them are ignored),
    /// narrows the trace to those events, for a tool that reads one or two
    /// of them and should not pay for writing, or reading, the rest; a list
    /// that names none leaves the trace whole.
    public static func standardErrorSink(switch trace: String?, events: String?) -> (any TraceSink)? {
        guard trace == "1" else { return nil }
        let sink = StandardErrorTraceSink()
        // No event name has a comma or a space in it.
        let names = (events ?? "").split { $0 == "," || $0.isWhitespace }.map(String.init)
        return names.isEmpty ? sink : FilteredTraceSink(events: Set(names), next: sink)
    }

    /// Records that a controller's location changed:
    /// `{"event":"locationChanged","controller":…,"latitude":…,"longitude":…}`.
    public static func locationChanged(controller: String, latitude: Double, longitude: Double) {
        emit(TraceEvent("locationChanged", [
            ("controller", .string(controller)),
            ("latitude", .number(latitude)),
            ("longitude", .number(longitude)),
        ]))
    }
}

/// The process-wide sink, read from any thread.
private final class GlobalSink: Sendable {
    private let current: Locked<(any TraceSink)?>

    init() {
        // getenv(3) instead of ProcessInfo: the core stays free of Foundation,
        // which an app would otherwise map (and relocate) only for this read.
        func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        current = Locked(Trace.standardErrorSink(switch: value("CONTAINMENT_TRACE"), events: value("CONTAINMENT_TRACE_EVENTS")))
    }

    var sink: (any TraceSink)? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
