import Synchronization

/// A value that threads take turns with: a `Synchronization.Mutex` whose
/// hand-overs ThreadSanitizer is told about.
///
/// This package's one lock. On Linux a contended `Mutex` is handed from one
/// thread to the next inside the kernel, through a priority-inheriting
/// futex, which ThreadSanitizer does not model: two threads that take the
/// lock one after the other that way look unordered to it, and it reports
/// the state inside the lock as a race (a standalone program with four
/// threads contending for a `Mutex` is reported on every run). `Locked`
/// marks each turn with the sanitizer's own annotations
/// (``ThreadSanitizerAnnotations``), so the sanitizer sees the order the
/// lock keeps and still reports any access made outside it.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
public final class Locked<Value: ~Copyable>: Sendable {
    private let mutex: Mutex<Value>

    /// A lock around `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with the value while holding the lock, waiting for it if
    /// another thread holds it, and returns what `body` returns.
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            ThreadSanitizerAnnotations.acquired(self)
            defer { ThreadSanitizerAnnotations.releasing(self) }
            return try body(&value)
        }
    }
}
