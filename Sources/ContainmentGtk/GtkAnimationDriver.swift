public import Containment

/// Paces animations on the frame clock of the animated view's widget
/// (a tick callback), so frames come exactly when GTK paints.
///
/// A widget that is not mapped has no frames; its animations fall back to a
/// 60 Hz GLib timeout on the monotonic clock, so a transition started in a
/// hidden window still ends.
@MainActor public final class GtkAnimationDriver: AnimationDriver {
    /// Creates a driver.
    public init() {}

    /// Starts frame callbacks for `view`; see `AnimationDriver`.
    public func startFrames(
        for view: View,
        _ frame: @escaping @MainActor (_ time: Double) -> Bool
    ) -> any AnimationHandle {
        if let widget = view.widget, widget.isMapped {
            let tick = widget.addTickCallback(frame)
            return Handle { tick.remove() }
        }
        let source = MainLoopSource.repeating(every: 1.0 / 60) {
            frame(MonotonicClock.seconds)
        }
        return Handle { source.cancel() }
    }

    private final class Handle: AnimationHandle {
        private var onCancel: (() -> Void)?
        init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
        func cancel() {
            onCancel?()
            onCancel = nil
        }
    }
}
