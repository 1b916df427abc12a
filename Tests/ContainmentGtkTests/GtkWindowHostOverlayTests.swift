import CGtk
import Containment
import ContainmentGtk
import XCTest

/// Widgets floated over the root view with `GtkWindowHost.addOverlay`, and
/// what becomes of one offered after the window is gone.
final class GtkWindowHostOverlayTests: XCTestCase {
    /// A window with an empty root controller, and its host.
    @MainActor private static func makeWindow() throws -> (Window, GtkWindowHost) {
        try requireGtk()
        let window = GtkWindowHost.makeWindow(title: "Overlay", size: Size(width: 320, height: 240))
        window.rootViewController = ViewController()
        return (window, try XCTUnwrap(window.host as? GtkWindowHost))
    }

    func testAnOverlayFloatsOverTheRootViewInTheWindow() throws {
        try onMainActor {
            let (_, host) = try Self.makeWindow()
            defer { gtk_widget_destroy(host.gtkWindow) }
            let label = gtk_label_new("Floating")!
            XCTAssertTrue(host.addOverlay(label))
            let overlay = try XCTUnwrap(gtk_widget_get_parent(label))
            XCTAssertEqual(gtk_widget_get_parent(overlay), host.gtkWindow, "the overlay is not the window's child")
            XCTAssertFalse(host.isDestroyed)
        }
    }

    /// Work queued while the window was open (the app builds its search bar
    /// on a later turn of the main loop) may run after it closed; the
    /// window's own overlay was destroyed with it, and adding to it cast a
    /// freed object (GTK's "invalid unclassed pointer in cast to
    /// 'GtkOverlay'", seen under ThreadSanitizer's slower timing).
    func testAnOverlayOfferedAfterTheWindowIsDestroyedIsRefused() throws {
        try onMainActor {
            let (window, host) = try Self.makeWindow()
            window.show()
            spinMainLoop(timeout: 10) { window.isVisible }
            gtk_widget_destroy(host.gtkWindow)
            XCTAssertTrue(host.isDestroyed)

            let label = gtk_label_new("Too late")!
            g_object_ref_sink(label)
            defer { g_object_unref(label) }
            XCTAssertFalse(host.addOverlay(label))
            XCTAssertNil(gtk_widget_get_parent(label), "the widget was put in a destroyed window")
        }
    }
}
