#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

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
    private let fileDescriptor: Int32

    /// Creates the sink; tests may pass another descriptor, such as a pipe's.
    public init(fileDescriptor: Int32 = 2) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes `event`.
    public func write(_ event: TraceEvent) {
        var bytes = Array((event.jsonLine + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }
}

/// Keeps events in memory, for tests and tools that compare traces.
public final class TraceRecorder: TraceSink {
    private let recorded = Locked<[TraceEvent]>([])

    /// Creates an empty recorder.
    public init() {}

    /// Writes `event`.
    public func write(_ event: TraceEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// Every event recorded so far, in order.
    public var events: [TraceEvent] {
        recorded.withLock { $0 }
    }

    /// Forgets every event recorded so far.
    public func removeAll() {
        recorded.withLock { $0.removeAll() }
    }
}

/// write(2), named apart from `TraceSink.write(_:)` so the call inside
/// `StandardErrorTraceSink.write(_:)` reaches the C library.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
