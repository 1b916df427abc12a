import Foundation

/// Where trace events go. Implementations must be safe to call from any thread.
public protocol TraceSink: Sendable {
    /// Records one event.
    func write(_ event: TraceEvent)
}

/// Writes each event as one JSON line to standard error.
///
/// Each line, newline included, is handed to a single `write(2)` call on the
/// unbuffered file descriptor, so lines from different threads never interleave
/// and nothing waits in a buffer when the process dies.
public struct StandardErrorTraceSink: TraceSink {
    /// Creates the sink.
    public init() {}

    /// Writes `event`.
    public func write(_ event: TraceEvent) {
        var bytes = Array((event.jsonLine + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(2, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }
}

/// Keeps events in memory, for tests and tools that compare traces.
public final class TraceRecorder: TraceSink, @unchecked Sendable {
    // @unchecked: every access to `recorded` goes through `lock`.
    private let lock = NSLock()
    private var recorded: [TraceEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Writes `event`.
    public func write(_ event: TraceEvent) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// Every event recorded so far, in order.
    public var events: [TraceEvent] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Forgets every event recorded so far.
    public func removeAll() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }
}
