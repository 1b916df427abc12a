import Gtk
import Containment

/// The trace's `firstFrame` event, which `tunnel-bench start` times the
/// start-up by.
@MainActor
enum FirstFrameReport {
    /// With the trace on, waits until the X server has drawn what the window
    /// sent, then writes `{"event":"firstFrame","monotonicMicroseconds":…}`
    /// with that moment on GLib's monotonic clock. Call once the paint that
    /// drew the first complete frame of both maps is done and flushed.
    ///
    /// The stamp is why the benchmark need not time the line by when it reads
    /// it: the work that follows the first frame starts at once and may keep
    /// the benchmark's reader from a core. The `empty-gtk-window` yardstick
    /// stamps its line the same way, after the same wait.
    static func emit() {
        guard Trace.isEnabled else { return }
        // A round trip: the server answers only after every request before
        // it, so the frame is on the screen, not only on its way there.
        Display.sync()
        let shown = MonotonicClock.microseconds
        Trace.emit(TraceEvent("firstFrame", [("monotonicMicroseconds", .number(Double(shown)))]))
    }
}
