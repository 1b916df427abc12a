import Glibc

/// What the kernel's scheduler has counted so far for this process and for
/// the calling thread, read where the trace's `firstFrame` is stamped.
///
/// Read in the process at that moment, the figures stop where the start-up
/// does. Read from outside, by `tunnel-bench` once it had read the line,
/// they also counted the work Tunnel begins right after its first frame
/// (the geocoder, the whole level's projection) for as long as the reading
/// was late.
struct SchedulerAccount {
    /// CPU time of all the process's threads, exited ones included.
    var processCPUMicroseconds: Int
    /// CPU time of the calling thread.
    var threadCPUMicroseconds: Int
    /// Time the calling thread stood runnable without a core.
    var threadWaitMicroseconds: Int

    /// The account now; nil where the kernel keeps no per-thread schedule
    /// statistics (`/proc/thread-self/schedstat`, Linux with schedstats).
    static func now() -> SchedulerAccount? {
        var process = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &process) == 0,
              let (run, wait) = threadSchedstat() else { return nil }
        return SchedulerAccount(
            processCPUMicroseconds: process.tv_sec * 1_000_000 + process.tv_nsec / 1000,
            threadCPUMicroseconds: run / 1000, threadWaitMicroseconds: wait / 1000)
    }

    /// The first two fields of the thread's `schedstat`: nanoseconds on a
    /// core, and nanoseconds runnable on a run queue.
    private static func threadSchedstat() -> (Int, Int)? {
        ProcFile.numbers("/proc/thread-self/schedstat", count: 2).map { ($0[0], $0[1]) }
    }
}
