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

    /// The sink the environment asks for: standard error when `CONTAINMENT_TRACE` is `1`.
    static func defaultSink(environment: [String: String]) -> (any TraceSink)? {
        environment["CONTAINMENT_TRACE"] == "1" ? StandardErrorTraceSink() : nil
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
        let trace = getenv("CONTAINMENT_TRACE").map { String(cString: $0) }
        current = Locked(Trace.defaultSink(environment: trace.map { ["CONTAINMENT_TRACE": $0] } ?? [:]))
    }

    var sink: (any TraceSink)? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
