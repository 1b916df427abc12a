import Containment
import ContainmentGtk
import DisplayTesting
import Foundation
import Geo
@testable import MapRendering
@testable import TunnelApp
import TunnelCore
import XCTest

/// A map projects only the levels of detail its view needs until it is
/// zoomed: the neighbouring levels wait for the first zoom, which then
/// prepares them in the background.
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

    /// Runs the main loop for `seconds`, or until `done` holds. Polled: a
    /// level's projection ends on a worker and does not wake the main loop.
    @MainActor
    private static func pump(seconds: Double, until done: () -> Bool = { false }) {
        _ = Polling.until(timeout: seconds, every: 0.01) { () -> Bool? in
            while MainLoop.iterate() {}
            return done() ? true : nil
        }
    }

    func testNeighbourLevelsWaitForTheFirstZoom() throws {
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
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
            let window = OffscreenWindow()
            defer { window.destroy() }
            canvas.view.frame = Rect(x: 0, y: 0, width: 600, height: 400)
            let host = canvas.view.widget!
            window.add(host)
            host.sizeRequest = (600, 400)
            window.showAll()
            Self.pump(seconds: 0.3)
            // Paint the canvas as its window would (an offscreen window does not by itself).
            host.allocate(Allocation(x: 0, y: 0, width: 600, height: 400))
            ImageSurface(pixelWidth: 600, pixelHeight: 400).draw { host.draw(in: $0) }
            XCTAssertEqual(delegate.firstFrames, 1, "the canvas never drew its first frame")
            XCTAssertTrue(geometry.isReady(.medium), "the level on screen is projected")

            // Long enough for a background projection of the high level to
            // finish (it is measured below, after the zoom).
            Self.pump(seconds: 3)
            XCTAssertFalse(geometry.isReady(.high), "the high level was projected before any zoom needed it")

            // Zooming out (to the medium level again) makes the high level reachable: it is prepared.
            XCTAssertTrue(canvas.keyPressed(KeyEvent(key: .minus)))
            let zoomed = Date()
            Self.pump(seconds: 30) { geometry.isReady(.high) }
            XCTAssertTrue(geometry.isReady(.high), "the first zoom did not prepare the neighbouring level")
            print("high level projected \(Int(Date().timeIntervalSince(zoomed) * 1000)) ms after the first zoom")
        }
    }
}
