import CGtk
@testable import Gtk
import XCTest

/// GDK events reach handlers as Swift values, and a handler's answer
/// reaches GTK.
final class WidgetEventTests: XCTestCase {
    func testAButtonPressArrivesWithItsPositionButtonAndModifiers() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = realizedArea()
            defer { window.destroy() }
            var presses: [ButtonEvent] = []
            area.onButtonPress { presses.append($0); return true }
            let handled = deliver(GDK_BUTTON_PRESS, to: area) { event in
                event.withMemoryRebound(to: GdkEventButton.self, capacity: 1) { button in
                    button.pointee.x = 12.5
                    button.pointee.y = 7
                    button.pointee.button = 3
                    button.pointee.state = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_BUTTON1_MASK.rawValue
                }
            }
            XCTAssertTrue(handled, "the handler's true reaches GTK")
            let press = try XCTUnwrap(presses.first)
            XCTAssertEqual(press.kind, .press)
            XCTAssertEqual(press.x, 12.5)
            XCTAssertEqual(press.y, 7)
            XCTAssertEqual(press.button, 3)
            XCTAssertEqual(press.modifiers, [.control, .shift], "button bits are not modifier keys")
        }
    }

    func testAnUnhandledPressGoesOnToGtk() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = realizedArea()
            defer { window.destroy() }
            area.onButtonPress { _ in false }
            XCTAssertFalse(deliver(GDK_BUTTON_PRESS, to: area) { _ in })
        }
    }

    func testScrollMotionAndKeyEventsArrive() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = realizedArea()
            defer { window.destroy() }
            var scrolls: [ScrollEvent] = []
            var motions: [MotionEvent] = []
            var keys: [KeyEvent] = []
            area.addEvents(.smoothScroll)
            area.onScroll { scrolls.append($0); return true }
            area.onMotion { motions.append($0); return true }
            area.canFocus = true
            area.onKeyPress { keys.append($0); return true }
            deliver(GDK_SCROLL, to: area) { event in
                event.withMemoryRebound(to: GdkEventScroll.self, capacity: 1) { scroll in
                    scroll.pointee.direction = GDK_SCROLL_SMOOTH
                    scroll.pointee.delta_x = 0.5
                    scroll.pointee.delta_y = -2
                }
            }
            deliver(GDK_MOTION_NOTIFY, to: area) { event in
                event.withMemoryRebound(to: GdkEventMotion.self, capacity: 1) { motion in
                    motion.pointee.x = 4
                    motion.pointee.y_root = 40
                }
            }
            deliver(GDK_KEY_PRESS, to: area) { event in
                event.withMemoryRebound(to: GdkEventKey.self, capacity: 1) { key in
                    key.pointee.keyval = guint(GDK_KEY_A)
                    key.pointee.state = GDK_MOD1_MASK.rawValue
                }
            }
            XCTAssertEqual(scrolls.first?.direction, .smooth)
            XCTAssertEqual(scrolls.first?.deltaX, 0.5)
            XCTAssertEqual(scrolls.first?.deltaY, -2)
            XCTAssertEqual(motions.first?.x, 4)
            XCTAssertEqual(motions.first?.rootY, 40)
            XCTAssertEqual(keys.first?.keyval, UInt32(GDK_KEY_A))
            XCTAssertEqual(keys.first?.modifiers, [.alternate])
            XCTAssertEqual(keys.first?.unshiftedCharacter, "a")
        }
    }
}

/// A drawing area, realized in an offscreen window so it has a GdkWindow to get events on.
@MainActor private func realizedArea() -> (Widget, DrawingArea) {
    let window = Widget(gtk_offscreen_window_new()!)
    let area = DrawingArea()
    area.sizeRequest = (40, 30)
    gtk_container_add(UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkContainer.self), area.widgetPointer)
    window.showAll()
    return (window, area)
}

/// Hands `area` a new event of `type`, filled in by `fill`, as GDK would;
/// returns whether a handler took it.
@MainActor @discardableResult
private func deliver(_ type: GdkEventType, to area: Widget, fill: (UnsafeMutablePointer<GdkEvent>) -> Void) -> Bool {
    let event = gdk_event_new(type)!
    defer { gdk_event_free(event) }
    event.withMemoryRebound(to: GdkEventAny.self, capacity: 1) { any in
        any.pointee.window = gtk_widget_get_window(area.widgetPointer)
        g_object_ref(UnsafeMutableRawPointer(any.pointee.window))   // the event owns a reference
        any.pointee.send_event = 1
    }
    gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
    fill(event)
    return gtk_widget_event(area.widgetPointer, event) != 0
}
