public import CGtk

/// A frame-clock tick callback on a widget (`gtk_widget_add_tick_callback`).
///
/// Animations paced by the frame clock run once per displayed frame. The
/// handler receives the frame time in seconds (monotonic) and returns `true`
/// to keep ticking. GTK removes the callback, and releases its closure, when
/// the handler returns `false`, when ``remove()`` is called, or when the
/// widget is destroyed.
@MainActor
public final class TickCallback {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let callbackID: guint
    private weak var box: AnyObject?

    private init(widget: UnsafeMutablePointer<GtkWidget>, callbackID: guint, box: AnyObject) {
        self.widget = widget
        self.callbackID = callbackID
        self.box = box
    }

    /// Whether the callback is still installed.
    public var isActive: Bool { box != nil }

    /// Removes the callback. Safe to call twice and after the widget is gone.
    public func remove() {
        guard box != nil else { return }
        gtk_widget_remove_tick_callback(widget, callbackID)
    }

    /// Installs `handler` on `widget`'s frame clock.
    @discardableResult
    public static func add(
        to widget: UnsafeMutablePointer<GtkWidget>,
        _ handler: @escaping @MainActor (_ frameTime: Double) -> Bool
    ) -> TickCallback {
        let box = ClosureBox<@MainActor (Double) -> Bool>(handler)
        let id = gtk_widget_add_tick_callback(widget, tickTrampoline, box.retainedPointer(), releaseClosureBox)
        return TickCallback(widget: widget, callbackID: id, box: box)
    }
}

private let tickTrampoline: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?
) -> gboolean = { _, clock, data in
    guard let data, let clock else { return 0 }
    let box = ClosureBox<@MainActor (Double) -> Bool>.from(data)
    let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return MainActor.assumeIsolated { box.handler(seconds) } ? 1 : 0
}
