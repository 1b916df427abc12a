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
            defer { host.toplevel.destroy() }
            let label = Label("Floating")
            XCTAssertTrue(host.addOverlay(label))
            let overlay = try XCTUnwrap(label.parent)
            XCTAssertIdentical(overlay.parent, host.toplevel, "the overlay is not the window's child")
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
            host.toplevel.destroy()
            XCTAssertTrue(host.isDestroyed)

            let label = Label("Too late")
            XCTAssertFalse(host.addOverlay(label))
            XCTAssertNil(label.parent, "the widget was put in a destroyed window")
        }
    }
}
