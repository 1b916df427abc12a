import CCairo
import Dispatch
import Geo
import MapRendering
import Testing

/// The threaded base map: workers render, frames composite what is ready.
/// No display needed: everything draws into image surfaces.
@Suite(.serialized) struct ThreadedBaseMapRendererTests {
    let denmark = Coordinate(latitude: 56.0, longitude: 8.5)

    func view(zoom: Double = 5, width: Double = 320, height: Double = 180) -> MapViewport {
        MapViewport(center: denmark, zoom: zoom, width: width, height: height)
    }

    /// Every pixel of a frame `renderer` composites for `viewport`.
    func frame(_ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double = 1) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        baseMapScaleForTests(image, scale)
        renderer.draw(viewport, scaleFactor: scale, in: image.cr)
        return pixels(image)
    }

    func pixels(_ image: BaseMapTestImage) -> [UInt32] { image.colourWords }

    @Test(arguments: [1.0, 2.0])
    func aFinishedRenderingEqualsTheSynchronousRenderer(scale: Double) throws {
        let atlas = try requireBaseMapAtlas()
        // No overscan: the worker renders exactly the view, degree labels included.
        let threaded = ThreadedBaseMapRenderer(atlas: atlas, overscan: 0)
        let viewport = view()
        threaded.requestRendering(of: viewport, scaleFactor: scale)
        threaded.waitUntilIdle()
        let composited = frame(threaded, viewport, scale: scale)
        #expect(threaded.lastFrameWasExact)
        #expect(threaded.statistics.rendered == 1)

        let synchronous = BaseMapRenderer(atlas: atlas)
        let image = BaseMapTestImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        baseMapScaleForTests(image, scale)
        synchronous.draw(viewport, in: image.cr)
        let expected = pixels(image)
        let differing = zip(composited, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from the synchronous render")
        #expect(Set(threaded.lastPlacedLabels.map(\.name)) == Set(synchronous.lastPlacedLabels.map(\.name)))
    }

    /// A window grown large and shrunk back must not keep the large
    /// rendering's memory: a smaller view is served by a rendering of its
    /// own size, which replaces (and frees) the big one.
    @Test func aViewThatShrankIsRenderedAtItsOwnSize() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        _ = frame(threaded, view(width: 1600, height: 1200))
        #expect(threaded.lastFrameGeneration == 1)
        let small = view(width: 320, height: 180)
        _ = frame(threaded, small)
        threaded.waitUntilIdle()
        _ = frame(threaded, small)
        #expect(threaded.lastFrameGeneration > 1, "the 1600×1200 rendering still serves a 320×180 view")
        #expect(threaded.lastFrameWasExact)
        // A view only a little smaller keeps the rendering it has.
        let shown = threaded.lastFrameGeneration
        _ = frame(threaded, view(width: 300, height: 170))
        threaded.waitUntilIdle()
        _ = frame(threaded, view(width: 300, height: 170))
        #expect(threaded.lastFrameGeneration == shown)
    }

    @Test func requestsOvertakenBeforeTheyStartAreNeverRendered() throws {
        let queue = DispatchQueue(label: "test.basemap")
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas(), queue: queue)
        // Hold the worker so three requests queue up behind each other.
        queue.suspend()
        threaded.requestRendering(of: view(zoom: 4), scaleFactor: 1)
        threaded.requestRendering(of: view(zoom: 6), scaleFactor: 1)
        let latest = view(zoom: 5).panned(byX: 40, y: 10)
        threaded.requestRendering(of: latest, scaleFactor: 1)
        queue.resume()
        threaded.waitUntilIdle()

        var expected = ThreadedBaseMapRenderer.Statistics()
        expected.requested = 3
        expected.cancelled = 2
        expected.rendered = 1
        #expect(threaded.statistics == expected)
        _ = frame(threaded, latest)
        #expect(threaded.lastFrameWasExact, "the frame shows the newest request's rendering")
        #expect(threaded.lastFrameGeneration == 3)
        #expect(threaded.statistics.requested == 3, "a covered view asks for nothing more")
    }

    @Test func aRenderAtAZoomTheViewLeftIsNeverHandedOver() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        // The first starts at once; the second, at another zoom, overtakes it
        // while it renders (or before it starts): either way it is dropped.
        threaded.requestRendering(of: view(zoom: 6.5, width: 640, height: 400), scaleFactor: 1)
        let latest = view(zoom: 3, width: 640, height: 400)
        threaded.requestRendering(of: latest, scaleFactor: 1)
        threaded.waitUntilIdle()
        let statistics = threaded.statistics
        #expect(statistics.rendered == 1)
        #expect(statistics.cancelled + statistics.discarded == 1)
        _ = frame(threaded, latest)
        #expect(threaded.lastFrameWasExact)
        #expect(threaded.lastFrameGeneration == 2)
    }

    @Test func aFrameCompositedWhileAWorkerFinishesShowsTheOldOrTheNewRenderingNeverATornOne() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas(), overscan: 0)
        let before = view(zoom: 5)
        threaded.requestRendering(of: before, scaleFactor: 1)
        threaded.waitUntilIdle()
        _ = frame(threaded, before)
        let old = threaded.lastFrameGeneration
        #expect(threaded.lastFrameWasExact)

        // Zoom in: the first frame shows the old rendering enlarged (and asks
        // for a new one); frames keep coming while the worker renders.
        let after = before.zoomed(by: 0.5, aroundX: 160, y: 90)
        let oldFrame = frame(threaded, after)
        #expect(threaded.lastFrameGeneration == old)
        #expect(!threaded.lastFrameWasExact)
        var frames: [(generation: Int, pixels: [UInt32])] = []
        for _ in 0..<500 where frames.last?.generation ?? old == old {
            let pixels = frame(threaded, after)
            frames.append((threaded.lastFrameGeneration, pixels))
        }
        threaded.waitUntilIdle()
        let newFrame = frame(threaded, after)
        let new = threaded.lastFrameGeneration
        #expect(new > old)
        #expect(threaded.lastFrameWasExact)
        #expect(oldFrame != newFrame, "the test needs the two renderings to differ")
        for (index, shown) in frames.enumerated() {
            let expected = shown.generation == old ? oldFrame : newFrame
            #expect(shown.generation == old || shown.generation == new)
            #expect(shown.pixels == expected, "frame \(index) (generation \(shown.generation)) is neither rendering")
        }
    }

    /// The window waits for the first frame, so it draws only the view's
    /// part of its overscanned area; the worker renders the whole area at
    /// once, on the same pixel grid, and swapping it in changes no pixel.
    @Test(arguments: [1.0, 2.0])
    func theFirstFrameDrawsTheViewAndTheWholeAreaThatFollowsHasTheSamePixels(scale: Double) throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        // Europe at zoom 4.5: coasts, borders, country and city labels.
        let viewport = view(zoom: 4.5, width: 640, height: 360)
        let first = frame(threaded, viewport, scale: scale)
        #expect(threaded.lastFrameGeneration == 1)
        #expect(threaded.lastFrameWasExact)
        #expect(threaded.statistics.requested == 1, "the whole area is asked for with the first frame")
        let firstLabels = threaded.lastPlacedLabels.map(\.name)
        threaded.waitUntilIdle()
        let whole = frame(threaded, viewport, scale: scale)
        #expect(threaded.lastFrameGeneration == 2)
        #expect(threaded.lastFrameWasExact)
        #expect(Set(firstLabels).count > 5, "the test needs labels in view")
        #expect(threaded.lastPlacedLabels.map(\.name) == firstLabels)
        // Cairo may round a clipped span's coverage one level apart (seen
        // at 2×, in 47 of 921,600 pixels), and a thin line's where the
        // first rendering cut it at the view's border (19 levels in 20
        // pixels at 1×): invisible, unlike any moved or missing land, line
        // or label.
        let swap = baseMapSwapDifferences(first, whole, width: Int(640 * scale))
        #expect(swap.inside.isEmpty, "pixels changed by \(swap.inside) levels when the whole area was swapped in")
        #expect(swap.border <= 32, "a pixel on the view's border changed by \(swap.border) levels")
    }

    /// Labels are drawn from whole device pixels: a first frame's rendering
    /// (the view's part, through a device offset) and the whole area draw
    /// every label on the same pixels. Drawn from where they fell, Takasaki
    /// (Japan) and Espoo (Finland) came out a pixel apart in these views and
    /// jumped at the swap.
    @Test(arguments: [(35.0, 139.0), (60.0, 25.0)])
    func labelsStayPutWhenTheWholeAreaIsSwappedIn(latitude: Double, longitude: Double) throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(
            center: Coordinate(latitude: latitude, longitude: longitude), zoom: 5.8, width: 640, height: 361)
        let first = frame(threaded, viewport)
        threaded.waitUntilIdle()
        let whole = frame(threaded, viewport)
        #expect(threaded.lastFrameGeneration == 2)
        // Thin lines may differ by a sixteenth of their contrast; a label a
        // pixel off changes its glyphs' pixels by most of theirs.
        let swap = baseMapSwapDifferences(first, whole, width: 640)
        #expect(swap.inside.allSatisfy { $0 <= 16 }, "\(swap.inside.count) pixels changed, by up to \(swap.inside.max() ?? 0) levels")
    }

    /// A frame drawn with `asksAhead: false` (a window's first, whose canvas
    /// asks once the frame is shown) paints and asks the worker for nothing;
    /// the caller's `requestRendering` then brings the whole area.
    @Test func aFrameThatDoesNotAskAheadLeavesTheWorkerIdleUntilAsked() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = view(zoom: 4.5, width: 640, height: 360)
        let image = BaseMapTestImage(width: 640, height: 360)
        threaded.draw(viewport, scaleFactor: 1, in: image.cr, asksAhead: false)
        #expect(threaded.lastFrameGeneration == 1)
        #expect(threaded.statistics.requested == 0, "the frame asked the worker for a rendering")
        threaded.waitUntilIdle()
        #expect(threaded.statistics.rendered == 0)

        threaded.requestRendering(of: viewport, scaleFactor: 1)
        threaded.waitUntilIdle()
        _ = frame(threaded, viewport)
        #expect(threaded.statistics.requested == 1)
        #expect(threaded.lastFrameGeneration == 2, "the whole area was not swapped in")
        #expect(threaded.lastFrameWasExact)
    }

    /// Before the worker delivers the whole area, a pan shows water where the
    /// first rendering drew nothing, never undrawn (black) pixels.
    @Test func aPanBeforeTheWholeAreaArrivesShowsWaterBeyondTheFirstFrame() throws {
        let queue = DispatchQueue(label: "test.basemap.held")
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas(), queue: queue)
        queue.suspend()
        defer { queue.resume() }
        // Mid-Atlantic, so the strip the pan uncovers is all sea in truth.
        let viewport = MapViewport(center: Coordinate(latitude: 30, longitude: -40), zoom: 5, width: 320, height: 180)
        _ = frame(threaded, viewport)
        let panned = frame(threaded, viewport.panned(byX: 60, y: 0))
        #expect(threaded.lastFrameGeneration == 1)
        #expect(!threaded.lastFrameWasExact)
        let water: UInt32 = 0xA6CFE2
        // The view moved 60 points right over the map: its left 60 columns
        // show what the first frame did not draw.
        let strip = (0..<180).flatMap { y in (2..<58).map { panned[y * 320 + $0] } }
        let watery = strip.filter { $0 == water }.count
        #expect(Double(watery) / Double(strip.count) > 0.9, "\(strip.count - watery) of \(strip.count) pixels are not water")
        #expect(!strip.contains(0), "undrawn pixels shown")
    }

    @Test func panningWithinTheOverscanSwapsInTheNextRenderingWithoutAJump() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        let start = view(zoom: 6)
        _ = frame(threaded, start)  // the first frame renders its view on this thread
        threaded.waitUntilIdle()    // and the worker the whole overscanned area
        _ = frame(threaded, start)
        #expect(threaded.lastFrameGeneration == 2)
        #expect(threaded.statistics.requested == 1)
        // Past half the overscan: the frame still shows that rendering
        // exactly, and asks for the next one ahead of the pan.
        let panned = start.panned(byX: -130.25, y: 20.5)
        let fromFirst = frame(threaded, panned)
        #expect(threaded.lastFrameWasExact)
        #expect(threaded.statistics.requested == 2)
        threaded.waitUntilIdle()
        let fromSecond = frame(threaded, panned)
        #expect(threaded.lastFrameGeneration == 3)
        #expect(threaded.lastFrameWasExact)
        // Land, water and borders lie on the same pixels; only labels, placed
        // afresh over the new area, may differ.
        let differing = zip(fromFirst, fromSecond).filter { $0 != $1 }.count
        #expect(Double(differing) / Double(fromFirst.count) < 0.03, "\(differing) pixels moved at the swap")
    }
}
