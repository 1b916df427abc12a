import Dispatch

/// A gate that opens once and stays open: a thread that waits before it
/// opens blocks until it does, and every wait after passes at once.
///
/// This package's one way for a thread to wait for work another thread
/// finishes once: ``MadeAhead`` and ``Promised`` wait on one, and so does
/// anything that hands over state it guards itself (a font map warmed on a
/// worker). What passes through the latch must still go through a lock, or
/// be written before ``open()`` and only read after ``wait()``.
///
/// ```swift
/// let loaded = Latch()
/// worker.async { load(); loaded.open() }
/// loaded.wait()  // on any thread, as often as needed
/// ```
public final class Latch: Sendable {
    private let opened = DispatchSemaphore(value: 0)

    /// A closed latch.
    public init() {}

    /// Opens the latch, letting every waiter through; call once.
    public func open() {
        opened.signal()
    }

    /// Returns once the latch is open, at once if it already is.
    public func wait() {
        opened.wait()
        // Each waiter hands the one permit on, so every later wait passes.
        opened.signal()
    }

    /// Waits as ``wait()`` does, for at most `seconds`; whether the latch
    /// opened in time.
    @discardableResult
    public func wait(timeout seconds: Double) -> Bool {
        guard opened.wait(timeout: .now() + seconds) == .success else { return false }
        opened.signal()
        return true
    }
}
