public import CGtk

/// The end of a frame's paint on a widget's frame clock.
///
/// A `draw` handler runs in the middle of a frame: GTK goes on to paint the
/// window's other widgets, and the X server gets none of the frame until the
/// whole paint is done. Work that follows a frame, and reports that a frame
/// was shown, belongs after it, or it delays what it reports.
@MainActor
public enum FramePaint {
    /// Runs `body` once, when the frame being painted (or, outside a paint,
    /// the next one) has painted every window of `widget`'s frame clock and
    /// its drawing has been sent to the display (`GdkFrameClock::after-paint`,
    /// then a flush). A widget without a frame clock (not realized) runs it
    /// on the next main-loop iteration instead.
    public static func whenPainted(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            MainLoopSource.whenIdle(body)
            return
        }
        let display = gtk_widget_get_display(widget)
        var connection: SignalConnection?
        connection = Signal.connect(clock, "after-paint") {
            // Once only; GLib keeps the closure alive until this call returns.
            connection?.disconnect()
            connection = nil
            if let display { gdk_display_flush(display) }
            body()
        }
    }
}
