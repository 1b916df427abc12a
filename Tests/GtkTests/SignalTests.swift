import CGtk
import Gtk
import XCTest

final class SignalTests: XCTestCase {
    @MainActor
    private static func makeButton() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        g_object_ref_sink(button)
        return button
    }

    func testHandlerFiresOncePerEmission() throws {
        try onMainActor {
            try requireGtk()
            let button = Self.makeButton()
            defer { g_object_unref(button) }
            var clicks = 0
            let connection = Signal.connect(button, "clicked") { clicks += 1 }
            gtk_button_clicked(cgtk_button(button))
            gtk_button_clicked(cgtk_button(button))
            XCTAssertEqual(clicks, 2)
            XCTAssertTrue(connection.isConnected)
        }
    }

    func testDisconnectedHandlerDoesNotFire() throws {
        try onMainActor {
            try requireGtk()
            let button = Self.makeButton()
            defer { g_object_unref(button) }
            var clicks = 0
            let connection = Signal.connect(button, "clicked") { clicks += 1 }
            gtk_button_clicked(cgtk_button(button))
            connection.disconnect()
            gtk_button_clicked(cgtk_button(button))
            XCTAssertEqual(clicks, 1)
            XCTAssertFalse(connection.isConnected)
            connection.disconnect()  // a second disconnect must be harmless
        }
    }

    func testBlockedHandlerIsSkippedUntilUnblocked() throws {
        try onMainActor {
            try requireGtk()
            let button = Self.makeButton()
            defer { g_object_unref(button) }
            var clicks = 0
            let connection = Signal.connect(button, "clicked") { clicks += 1 }
            connection.block()
            gtk_button_clicked(cgtk_button(button))
            connection.unblock()
            gtk_button_clicked(cgtk_button(button))
            XCTAssertEqual(clicks, 1)
        }
    }

    func testClosureBoxIsReleasedWhenTheWidgetIsFinalized() throws {
        try onMainActor {
            try requireGtk()
            var released = 0
            var connection: SignalConnection?
            do {
                let button = Self.makeButton()
                let probe = DeinitProbe { released += 1 }
                connection = Signal.connect(button, "clicked") { _ = probe }
                XCTAssertEqual(released, 0, "the box must live while the widget does")
                g_object_unref(button)  // last reference: the widget is finalized
            }
            XCTAssertEqual(released, 1, "finalizing the widget must release the handler's box")
            XCTAssertEqual(connection?.isConnected, false)
            connection?.disconnect()  // the widget is gone; this must not touch it
        }
    }

    func testDisconnectReleasesTheBoxImmediately() throws {
        try onMainActor {
            try requireGtk()
            let button = Self.makeButton()
            defer { g_object_unref(button) }
            var released = 0
            let connection: SignalConnection
            do {
                let probe = DeinitProbe { released += 1 }
                connection = Signal.connect(button, "clicked") { _ = probe }
            }
            XCTAssertEqual(released, 0)
            connection.disconnect()
            XCTAssertEqual(released, 1)
        }
    }

    func testUnknownSignalNameDoesNotLeakTheBox() throws {
        try onMainActor {
            try requireGtk()
            let button = Self.makeButton()
            defer { g_object_unref(button) }
            var released = 0
            // GLib logs a warning for the unknown name; make it non-fatal here.
            let previous = g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
            defer { g_log_set_always_fatal(previous) }
            do {
                let probe = DeinitProbe { released += 1 }
                let connection = Signal.connect(button, "no-such-signal") { _ = probe }
                XCTAssertFalse(connection.isConnected)
            }
            XCTAssertEqual(released, 1)
        }
    }

    func testEventHandlerReturnValueReachesGtk() throws {
        try onMainActor {
            try requireGtk()
            let area = gtk_drawing_area_new()!
            g_object_ref_sink(area)
            defer { g_object_unref(area) }
            var seen = 0
            Signal.connect(area, "draw", eventHandler: { _ in seen += 1; return true })
            let later = Signal.connect(area, "draw", eventHandler: { _ in seen += 100; return false })
            // A handler returning true stops emission: the second must not run.
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
            let cr = cairo_create(surface)
            var handled: gboolean = 0
            cgtk_emit_draw(area, cr, &handled)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            XCTAssertEqual(seen, 1)
            XCTAssertEqual(handled, 1)
            XCTAssertTrue(later.isConnected)
        }
    }
}
