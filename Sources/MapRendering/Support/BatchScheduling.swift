#if canImport(Glibc)
    import Glibc
#endif

/// Background work the Linux scheduler should never let interrupt the
/// thread that woke it.
///
/// A frame that hands the render worker a request wakes the worker's thread;
/// the scheduler may then run that thread at once on the frame's own core,
/// and the frame waits for its turn again, inside `DispatchQueue.async`. A
/// `SCHED_BATCH` thread keeps its share of the CPU and its nice value, but
/// its wake-ups never preempt the thread running: the frame finishes first.
/// Threads a batch thread creates (Pango's font threads) are batch too.
enum BatchScheduling {
    /// `SCHED_BATCH` from `<sched.h>`, which Swift does not import (it is
    /// declared only under `_GNU_SOURCE`).
    private static let batchPolicy: Int32 = 3

    /// Makes the calling thread a batch thread; a thread of a dispatch queue
    /// stays one for the other work its pool gives it, which is background
    /// work too. Does nothing off Linux or where the call is refused.
    static func applyToCurrentThread() {
        #if os(Linux)
            var parameters = sched_param()
            parameters.sched_priority = 0
            _ = sched_setscheduler(0, batchPolicy, &parameters)
        #endif
    }

    /// Whether the calling thread is a batch thread.
    static var isCurrentThreadBatch: Bool {
        #if os(Linux)
            sched_getscheduler(0) == batchPolicy
        #else
            false
        #endif
    }
}
