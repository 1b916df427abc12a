import CGtk
@testable import Gtk
import XCTest

/// The focus coming and going reaches handlers, which leave GTK's own
/// handling to go on; and a widget shows its focus only when it should.
final class FocusEventTests: XCTestCase {
    @MainActor
    private static func sendFocus(in isIn: Bool, to widget: Widget) -> Bool {
        send(GDK_FOCUS_CHANGE, to: widget) { event in
            event.withMemoryRebound(to: GdkEventFocus.self, capacity: 1) { $0.pointee.in = isIn ? 1 : 0 }
        }
    }

    func testFocusInAndOutArriveAndGoOnToGtk() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = makeAreaInOffscreenWindow()
            defer { window.destroy() }
            var changes: [String] = []
            area.onFocusIn { changes.append("in") }
            area.onFocusOut { changes.append("out") }
            XCTAssertNotEqual(gtk_widget_get_events(area.widgetPointer) & Int32(GDK_FOCUS_CHANGE_MASK.rawValue), 0,
                              "the widget's window is asked for focus changes")
            XCTAssertFalse(Self.sendFocus(in: true, to: area), "GTK's own handling follows")
            XCTAssertFalse(Self.sendFocus(in: false, to: area))
            XCTAssertEqual(changes, ["in", "out"])
        }
    }

    func testTheFocusShowsOnlyWhenTheKeyboardMovedIt() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Focus ring")
            defer { window.destroy() }
            let area = DrawingArea()
            area.sizeRequest = (40, 30)
            area.canFocus = true
            window.add(area)
            window.showAll()
            area.grabFocus()
            XCTAssertFalse(area.hasVisibleFocus, "its window does not have the desktop's focus yet")
            window.present()
            // The desktop's focus arrives as a FocusIn on the toplevel. The X
            // server may not hand it over: a present carries this process's
            // last user time, and another client's newer focus change wins.
            // So the test sends the FocusIn itself.
            XCTAssertFalse(Self.sendFocus(in: true, to: window), "GTK's own handling follows")
            XCTAssertTrue(area.hasFocus)
            let gtkWindow = UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_focus_visible(gtkWindow, 0)
            XCTAssertFalse(area.hasVisibleFocus, "focus moved by a click shows no ring")
            gtk_window_set_focus_visible(gtkWindow, 1)
            XCTAssertTrue(area.hasVisibleFocus)
        }
    }
}
