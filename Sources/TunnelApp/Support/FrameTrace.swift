import Containment
import ContainmentGtk

/// `frame`: one painted frame of a canvas (a map, an info card, the way
/// down) and how long its paint took, so that tests and `tunnel-bench frames`
/// read the real window's frame times, whichever canvas painted them.
enum FrameTrace {
    /// The clock a paint's start is read from, or 0 when tracing is off (then
    /// ``emit(_:began:width:height:scale:)`` does nothing).
    static func begin() -> Int64 {
        Trace.isEnabled ? MonotonicClock.microseconds : 0
    }

    /// Emits the frame of `controller`, `width` × `height` points at `scale`,
    /// whose paint began at `began` (from ``begin()``).
    static func emit(_ controller: String, began: Int64, width: Double, height: Double, scale: Double) {
        guard began != 0, Trace.isEnabled else { return }
        Trace.emit(TraceEvent("frame", [
            ("controller", .string(controller)),
            ("ms", .number(Double(MonotonicClock.microseconds - began) / 1000)),
            ("width", .number(width)),
            ("height", .number(height)),
            ("scale", .number(scale)),
        ]))
    }
}
