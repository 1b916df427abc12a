import CGtk

/// GLib's monotonic clock: the time base of main-loop timeouts and of the
/// frame clock's frame times.
public enum MonotonicClock {
    /// Now, in microseconds.
    public static var microseconds: Int64 { Int64(g_get_monotonic_time()) }

    /// Now, in seconds (as ``TickCallback`` frame times are).
    public static var seconds: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
