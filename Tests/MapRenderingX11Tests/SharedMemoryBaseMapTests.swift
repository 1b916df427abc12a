import CXShm
import Geo
import Gtk
import MapRendering
@testable import MapRenderingX11
import XCTest

/// Base-map renderings in shared memory the X server shows in place: frames
/// look exactly like the default path's, this process stops mapping a
/// rendering's segment once the server shows it, and segments go with
/// renderings.
/// Draws into pixmaps of an X connection of its own (Xvfb's, under
/// meson-helpers/with-xvfb.sh), as GDK's frames are.
final class SharedMemoryBaseMapTests: XCTestCase {
    private static let atlas = Result { try WorldAtlas.load() }
    private let denmark = Coordinate(latitude: 56.0, longitude: 8.5)

    private func view(zoom: Double = 5, width: Double = 320, height: Double = 200) -> MapViewport {
        MapViewport(center: denmark, zoom: zoom, width: width, height: height)
    }

    /// The pixels of one frame of `renderer` for `viewport`, composited into
    /// a pixmap at `scale` device pixels per point and read back from the server.
    private func frame(
        _ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double, on display: OpaquePointer
    ) -> [UInt32] {
        let pixels = drawnInXPixmap(width: viewport.width, height: viewport.height, scale: scale, on: display) { cr in
            renderer.draw(viewport, scaleFactor: scale, in: cr)
        }
        XCTAssertEqual(pixels.count, Int(viewport.width * scale) * Int(viewport.height * scale))
        return pixels
    }

    /// Runs what frames left for the main loop: the idle that unmaps a
    /// shown rendering's segment here.
    private func drainMainLoop() {
        MainActor.assumeIsolated { while MainLoop.iterate() {} }
    }

    private func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// An exact frame and a zoom frame (the rendering scaled with a bilinear
    /// filter) from a shared pixmap, and from a copy put with XShmPutImage,
    /// equal the default path's pixel for pixel, at one and two device
    /// pixels per point.
    func testFramesFromSharedMemoryEqualTheDefaultPath() throws {
        let atlas = try Self.atlas.get()
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        try XCTSkipIf(cxshm_support(display) < 2, "the X server has no shared pixmaps")
        for scale in [1.0, 2.0] {
            for pixmaps in [true, false] {
                let label = "scale \(scale), \(pixmaps ? "shared pixmap" : "XShmPutImage")"
                let before = SharedMemorySegment.live
                do {
                    let shared = ThreadedBaseMapRenderer(atlas: atlas, surfaces: SharedMemoryBaseMapSurfaces(allowsPixmaps: pixmaps))
                    let plain = ThreadedBaseMapRenderer(atlas: atlas, surfaces: ImageBaseMapSurfaces())
                    // The first frame draws the view's part on this thread;
                    // the worker's whole area replaces it.
                    let first = frame(shared, view(), scale: scale, on: display)
                    XCTAssertEqual(differing(first, frame(plain, view(), scale: scale, on: display)), 0, "\(label): first frame")
                    shared.waitUntilIdle()
                    plain.waitUntilIdle()
                    let exact = frame(shared, view(), scale: scale, on: display)
                    XCTAssertTrue(shared.lastFrameWasExact, label)
                    XCTAssertEqual(shared.lastFrameGeneration, 2, "\(label): the worker's whole area was swapped in")
                    // A shared pixmap's segment stays mapped here until the
                    // idle, once the server is known to have mapped it, and
                    // so does the replaced first frame's (the swap waits for
                    // no round trip); a copy's goes with the image.
                    XCTAssertEqual(
                        SharedMemorySegment.live.segments - before.segments, pixmaps ? 2 : 0,
                        "\(label): the rendering and the replaced first frame are in segments until the idle")
                    XCTAssertEqual(SharedMemorySegment.live.pixmaps - before.pixmaps, pixmaps ? 1 : 0, "\(label): shown as a pixmap")
                    drainMainLoop()
                    XCTAssertEqual(
                        SharedMemorySegment.live.segments - before.segments, 0,
                        "\(label): the server holds the pixels, this process maps none of them")
                    XCTAssertEqual(SharedMemorySegment.live.pixmaps - before.pixmaps, pixmaps ? 1 : 0, "\(label): still shown")
                    XCTAssertEqual(differing(exact, frame(plain, view(), scale: scale, on: display)), 0, "\(label): exact frame")
                    // Not all one colour: the map was drawn.
                    XCTAssertGreaterThan(Set(exact).count, 10, label)
                    // Painted again from the server's pixels alone, unchanged.
                    XCTAssertEqual(differing(frame(shared, view(), scale: scale, on: display), exact), 0, "\(label): repainted")

                    // A zoom before the worker answers shows the rendering scaled.
                    let zoomed = view(zoom: 5.6)
                    let scaled = frame(shared, zoomed, scale: scale, on: display)
                    XCTAssertFalse(shared.lastFrameWasExact, label)
                    XCTAssertEqual(differing(scaled, frame(plain, zoomed, scale: scale, on: display)), 0, "\(label): zoom frame")
                    shared.waitUntilIdle()
                    plain.waitUntilIdle()
                }
                XCTAssertEqual(SharedMemorySegment.live, before, "\(label): segments outlived their renderer")
            }
        }
    }

    /// A view that grew and shrank keeps one rendering's segment, of the
    /// size the small view needs, in the server only once it is shown, and
    /// nothing once its renderer is gone.
    func testSegmentsAreReleasedWhenRenderingsAreReplaced() throws {
        let atlas = try Self.atlas.get()
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        let before = SharedMemorySegment.live
        do {
            let renderer = ThreadedBaseMapRenderer(atlas: atlas, surfaces: SharedMemoryBaseMapSurfaces())
            let small = view(), large = view(width: 1400, height: 1000)
            let needed = Int((small.width + 2 * renderer.overscan) * (small.height + 2 * renderer.overscan)) * 4
            _ = frame(renderer, small, scale: 1, on: display)
            renderer.waitUntilIdle()  // the whole area, asked for with the first frame
            _ = frame(renderer, small, scale: 1, on: display)
            // The replaced first frame's too, until the idle: the view's
            // pixels alone, the only part of its area it drew.
            XCTAssertEqual(SharedMemorySegment.live.bytes - before.bytes, needed + Int(small.width * small.height) * 4)
            drainMainLoop()
            XCTAssertEqual(SharedMemorySegment.live.bytes - before.bytes, 0, "mapped by the server alone")
            XCTAssertEqual(SharedMemorySegment.live.pixmapBytes - before.pixmapBytes, needed)

            _ = frame(renderer, large, scale: 1, on: display)
            renderer.waitUntilIdle()
            _ = frame(renderer, large, scale: 1, on: display)
            XCTAssertTrue(renderer.lastFrameWasExact, "the large rendering was swapped in")
            drainMainLoop()
            let grown = SharedMemorySegment.live
            XCTAssertEqual(grown.pixmaps - before.pixmaps, 1, "the small rendering's segment went when it was replaced")
            XCTAssertGreaterThan(grown.pixmapBytes - before.pixmapBytes, 4 * needed)
            XCTAssertEqual(grown.segments - before.segments, 0)

            _ = frame(renderer, small, scale: 1, on: display)
            renderer.waitUntilIdle()
            _ = frame(renderer, small, scale: 1, on: display)
            XCTAssertTrue(renderer.lastFrameWasExact, "the small rendering was swapped in")
            drainMainLoop()
            let shrunk = SharedMemorySegment.live
            XCTAssertEqual(shrunk.pixmaps - before.pixmaps, 1)
            XCTAssertEqual(shrunk.pixmapBytes - before.pixmapBytes, needed, "back to what one rendering of the small view needs")
            XCTAssertEqual(shrunk.segments - before.segments, 0)
        }
        XCTAssertEqual(SharedMemorySegment.live, before, "segments outlived their renderer")
    }
}
