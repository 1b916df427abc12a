import CXlibTesting
import Geo
import MapRendering
import XCTest

/// A zoom's frames into a window's X pixmap paint the rendering before,
/// scaled from its upload kept in the X server, until the new zoom's
/// rendering is in; they look like the same frames painted into an image,
/// where the client scales the rendering itself. Draws into pixmaps of an X
/// connection of its own (Xvfb's, under meson-helpers/with-xvfb.sh), as
/// GDK's frames are.
final class ZoomFrameTests: XCTestCase {
    private static let atlas = Result { try WorldAtlas.load() }
    private let denmark = Coordinate(latitude: 56.0, longitude: 8.5)

    private func view(zoom: Double) -> MapViewport {
        MapViewport(center: denmark, zoom: zoom, width: 320, height: 200)
    }

    /// One frame of `renderer` into an image of `viewport`'s size at `scale`.
    private func imageFrame(_ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double) -> [UInt32] {
        let width = Int32(viewport.width * scale), height = Int32(viewport.height * scale)
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, scale, scale)
        let cr = cairo_create(image)!
        renderer.draw(viewport, scaleFactor: scale, in: cr, asksAhead: false)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        let data = UnsafeRawPointer(cairo_image_surface_get_data(image)!).bindMemory(to: UInt32.self, capacity: stride * Int(height))
        return (0..<Int(height)).flatMap { y in (0..<Int(width)).map { data[y * stride + $0] & 0xFF_FFFF } }
    }

    /// One frame of `renderer` into an X pixmap of `viewport`'s size at `scale`.
    private func pixmapFrame(
        _ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double, on display: OpaquePointer
    ) -> [UInt32] {
        drawnInXPixmap(width: viewport.width, height: viewport.height, scale: scale, on: display) { cr in
            renderer.draw(viewport, scaleFactor: scale, in: cr, asksAhead: false)
        }
    }

    /// The largest difference of any channel between two pixels.
    private func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        [16, 8, 0].map { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) }.max()!
    }

    /// The share of pixels of `a` and `b` further apart than `tolerance`.
    private func shareApart(_ a: [UInt32], _ b: [UInt32], by tolerance: Int) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 1 }
        return Double(zip(a, b).filter { channelDifference($0, $1) > tolerance }.count) / Double(a.count)
    }

    func testAZoomFrameOnAPixmapLooksLikeTheSameFrameInAnImage() throws {
        let atlas = try Self.atlas.get()
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        for scale in [1.0, 2.0] {
            let label = "scale \(scale)"
            let onServer = ThreadedBaseMapRenderer(atlas: atlas)
            let inClient = ThreadedBaseMapRenderer(atlas: atlas)
            // The first frame, then the worker's whole area, uploaded to the
            // server by the frame that shows it.
            for renderer in [onServer, inClient] {
                renderer.requestRendering(of: view(zoom: 5), scaleFactor: scale)
                renderer.waitUntilIdle()
            }
            let exact = pixmapFrame(onServer, view(zoom: 5), scale: scale, on: display)
            XCTAssertTrue(onServer.lastFrameWasExact, label)
            // The degree labels at the edges are text, which the server
            // may antialias its own way.
            XCTAssertLessThan(
                shareApart(exact, imageFrame(inClient, view(zoom: 5), scale: scale), by: 48), 0.01, "\(label): exact frame")
            XCTAssertGreaterThan(Set(exact).count, 10, "\(label): the map was drawn")

            // Zoomed in before the worker is asked: the rendering, scaled.
            let zoomed = view(zoom: 5.4)
            let scaled = pixmapFrame(onServer, zoomed, scale: scale, on: display)
            XCTAssertFalse(onServer.lastFrameWasExact, label)
            let reference = imageFrame(inClient, zoomed, scale: scale)
            XCTAssertFalse(inClient.lastFrameWasExact, label)
            // The filters may differ (the client takes the nearest pixel):
            // only feature edges may be apart, and only by a little.
            XCTAssertLessThan(shareApart(scaled, reference, by: 48), 0.03, "\(label): unlike the image's zoom frame")
            XCTAssertGreaterThan(shareApart(scaled, exact, by: 48), 0.05, "\(label): the zoom frame was not scaled")
        }
    }
}
