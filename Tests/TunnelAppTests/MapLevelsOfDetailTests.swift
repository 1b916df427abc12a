import CGtk
import Containment
import ContainmentGtk
import Foundation
import Geo
@testable import MapRendering
@testable import TunnelApp
import TunnelCore
import XCTest

/// A map projects only the levels of detail its view needs until it is
/// zoomed: the neighbouring levels (the high one alone holds 4 MB) wait for
/// the first zoom, which then prepares them in the background.
final class MapLevelsOfDetailTests: XCTestCase {
    /// The least a canvas needs from its controller.
    @MainActor
    private final class Delegate: MapCanvasDelegate {
        let markerLocation = Coordinate(latitude: 56.55, longitude: 8.316667)
        let traceName = "testMap"
        let accessibleRole = "test map"
        var firstFrames = 0
        func placeName(at location: Coordinate) -> String? { nil }
        func mapCanvas(_ canvas: any MapCanvas, userMovedMarkerTo location: Coordinate) {}
        func mapCanvasDidDrawFirstFrame(_ canvas: any MapCanvas) { firstFrames += 1 }
        func mapCanvasDidZoom(_ canvas: any MapCanvas) {}
    }

    /// Runs the main loop for `seconds`, or until `done` holds.
    @MainActor
    private static func pump(seconds: Double, until done: () -> Bool = { false }) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, !done() {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(10_000)
        }
    }

    func testNeighbourLevelsWaitForTheFirstZoom() throws {
        guard gtk_init_check(nil, nil) != 0 else {
            XCTFail("GTK needs a display: run the tests with meson-helpers/test.sh, which starts Xvfb")
            return
        }
        // An atlas of its own, so no other test has projected its levels.
        let atlas = try WorldAtlas.load()
        MainActor.assumeIsolated {
            let geometry = BaseMapGeometry.shared(for: atlas)
            let delegate = Delegate()
            // Zoom 5.5 draws the medium level; a zoom by ±1.5 reaches low and high.
            let canvas = GtkMapCanvas(delegate: delegate, marker: .digger, atlas: atlas, zoom: 5.5)
            let window = gtk_offscreen_window_new()!
            defer { gtk_widget_destroy(window) }
            canvas.view.frame = Rect(x: 0, y: 0, width: 600, height: 400)
            let host = canvas.view.gtkWidget!
            gtk_container_add(cgtk_container(window), host)
            gtk_widget_set_size_request(host, 600, 400)
            gtk_widget_show_all(window)
            Self.pump(seconds: 0.3)
            // Paint the canvas as its window would (an offscreen window does not by itself).
            var allocation = GtkAllocation(x: 0, y: 0, width: 600, height: 400)
            gtk_widget_size_allocate(host, &allocation)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 400)
            let cr = cairo_create(surface)
            gtk_widget_draw(host, cr)

            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            XCTAssertEqual(delegate.firstFrames, 1, "the canvas never drew its first frame")
            XCTAssertTrue(geometry.isReady(.medium), "the level on screen is projected")

            // Long enough for a background projection of the high level to
            // finish (it is measured below, after the zoom).
            Self.pump(seconds: 3)
            XCTAssertFalse(geometry.isReady(.high), "the high level was projected before any zoom needed it")

            // Zooming out (to the medium level again) makes the high level reachable: it is prepared.
            var key = GdkEventKey()
            key.keyval = guint(GDK_KEY_minus)
            XCTAssertTrue(canvas.keyPressed(key))
            let zoomed = Date()
            Self.pump(seconds: 30) { geometry.isReady(.high) }
            XCTAssertTrue(geometry.isReady(.high), "the first zoom did not prepare the neighbouring level")
            print("high level projected \(Int(Date().timeIntervalSince(zoomed) * 1000)) ms after the first zoom")
        }
    }
}
