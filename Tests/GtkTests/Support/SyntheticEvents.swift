import CGtk
@testable import Gtk

/// A drawing area shown in an offscreen window, so it has a GdkWindow to
/// get events on; destroy the window when done.
@MainActor
func makeAreaInOffscreenWindow(width: Int = 40, height: Int = 30) -> (OffscreenWindow, DrawingArea) {
    let window = OffscreenWindow()
    let area = DrawingArea()
    area.sizeRequest = (width, height)
    window.add(area)
    window.showAll()
    return (window, area)
}

/// Hands `widget` a new event of `type` on its GdkWindow, filled in by
/// `fill`, as GDK would; returns whether a handler took it.
@MainActor @discardableResult
func send(_ type: GdkEventType, to widget: Widget, fill: (UnsafeMutablePointer<GdkEvent>) -> Void = { _ in }) -> Bool {
    let event = gdk_event_new(type)!
    defer { gdk_event_free(event) }
    event.withMemoryRebound(to: GdkEventAny.self, capacity: 1) { any in
        any.pointee.window = gtk_widget_get_window(widget.widgetPointer)
        g_object_ref(UnsafeMutableRawPointer(any.pointee.window))   // the event owns a reference
        any.pointee.send_event = 1
    }
    gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
    fill(event)
    return gtk_widget_event(widget.widgetPointer, event) != 0
}

/// Sends `widget` a key press of `keyval` with `state`'s modifier bits.
@MainActor @discardableResult
func sendKey(_ keyval: Int32, state: GdkModifierType = GdkModifierType(0), to widget: Widget) -> Bool {
    send(GDK_KEY_PRESS, to: widget) { event in
        event.withMemoryRebound(to: GdkEventKey.self, capacity: 1) { key in
            key.pointee.keyval = guint(keyval)
            key.pointee.state = state.rawValue
        }
    }
}
