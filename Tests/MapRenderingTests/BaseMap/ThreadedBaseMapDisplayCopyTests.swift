import CCairo
import Geo
import MapRendering
import Locking
import Testing

/// Once a frame has a display copy of a rendering (an X pixmap in the app),
/// the renderer lets go of the rendering's own image, and later frames, into
/// any target and at any scale, paint the same pixels from the copy alone.
@Suite(.serialized) struct ThreadedBaseMapDisplayCopyTests {
    let denmark = Coordinate(latitude: 56.0, longitude: 8.5)

    /// Image renderings that count themselves, shown through display copies
    /// that are image surfaces of their own (so they need nothing of the
    /// rendering once made).
    final class CountingSurfaces: BaseMapSurfaces {
        let live = Locked(0)
        let copies = Locked(0)

        func makeRenderingSurface(width: Int32, height: Int32) -> OpaquePointer? {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
            live.withLock { $0 += 1 }
            let counter = Unmanaged.passRetained(self).toOpaque()
            cairo_surface_set_user_data(surface, &countingKey, counter) { raw in
                guard let raw else { return }
                let surfaces = Unmanaged<CountingSurfaces>.fromOpaque(raw).takeRetainedValue()
                surfaces.live.withLock { $0 -= 1 }
            }
            return surface
        }

        func makeDisplaySurface(for image: OpaquePointer, like target: OpaquePointer) -> OpaquePointer? {
            let copy = cairo_image_surface_create(
                CAIRO_FORMAT_RGB24, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image))!
            let cr = cairo_create(copy)!
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            copies.withLock { $0 += 1 }
            return copy
        }
    }

    /// One frame of `renderer` into an image target at `scale`.
    func imageFrame(_ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        baseMapScaleForTests(image, scale)
        renderer.draw(viewport, scaleFactor: scale, in: image.cr)
        return pixels(image.surface)
    }

    /// One frame of `renderer` into a recording surface (a target that is
    /// not an image, as a window's is not), replayed into an image.
    func recordedFrame(_ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport) -> [UInt32] {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR, &extents)!
        defer { cairo_surface_destroy(recording) }
        let cr = cairo_create(recording)!
        renderer.draw(viewport, scaleFactor: 1, in: cr)
        cairo_destroy(cr)
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        cairo_set_source_surface(image.cr, recording, 0, 0)
        cairo_paint(image.cr)
        return pixels(image.surface)
    }

    func pixels(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] & 0xFF_FFFF } }
    }

    @Test func aRenderingShownThroughADisplayCopyLetsGoOfItsImageAndPaintsTheSame() throws {
        let atlas = try requireBaseMapAtlas()
        let surfaces = CountingSurfaces()
        let shown = ThreadedBaseMapRenderer(atlas: atlas, surfaces: surfaces)
        let plain = ThreadedBaseMapRenderer(atlas: atlas)
        let viewport = MapViewport(center: denmark, zoom: 5, width: 320, height: 180)

        // The first frame, then the worker's whole area, each shown through a copy.
        _ = recordedFrame(shown, viewport)
        shown.waitUntilIdle()
        let exact = recordedFrame(shown, viewport)
        #expect(shown.lastFrameWasExact)
        #expect(shown.lastFrameGeneration == 2)
        #expect(surfaces.copies.withLock { $0 } == 2)
        // Images let go of are destroyed off the painting thread.
        shown.waitUntilIdle()
        #expect(surfaces.live.withLock { $0 } == 0, "a rendering kept its image beside its display copy")

        _ = imageFrame(plain, viewport, scale: 1)
        plain.waitUntilIdle()
        let expected = imageFrame(plain, viewport, scale: 1)
        #expect(zip(exact, expected).filter { $0 != $1 }.count == 0)
        #expect(Set(exact).count > 10, "the map was drawn")

        // Into an image target, and at twice the scale (the rendering
        // scaled, until the worker answers), from the copy alone.
        #expect(imageFrame(shown, viewport, scale: 1) == expected)
        let doubled = imageFrame(shown, viewport, scale: 2)
        #expect(!shown.lastFrameWasExact)
        #expect(doubled == imageFrame(plain, viewport, scale: 2))
        #expect(surfaces.copies.withLock { $0 } == 2, "no copy made without an image")
        shown.waitUntilIdle()
        plain.waitUntilIdle()
    }
}

/// The user-data key the counting surfaces mark their renderings with
/// (Cairo compares its address only).
nonisolated(unsafe) private var countingKey = cairo_user_data_key_t()
