import CCairo
import Dispatch
#if canImport(Glibc)
    import Glibc
#endif
import Geo
@testable import MapRendering
import Synchronization
import Testing

/// Maps' first frames rendered ahead on a start-up worker: adopted by the
/// first frame when they cover its view, with the pixels a first frame
/// rendered on the spot has; ignored when they do not.
@Suite(.serialized) struct BaseMapFirstRenderingTests {
    let start = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: 5.79, width: 320, height: 180)
    var antipode: MapViewport {
        MapViewport(center: Coordinate(latitude: -56.55, longitude: -171.683333), zoom: 5.79, width: 320, height: 180)
    }

    /// Every pixel of the first frame `renderer` composites for `viewport`.
    func firstFrame(_ renderer: ThreadedBaseMapRenderer, _ viewport: MapViewport, scale: Double) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        baseMapScaleForTests(image, scale)
        renderer.draw(viewport, scaleFactor: scale, in: image.cr)
        var pixels: [UInt32] = []
        for y in 0..<image.height {
            for x in 0..<image.width { pixels.append(image.pixel(x: x, y: y)) }
        }
        return pixels
    }

    @Test(arguments: [1.0, 2.0])
    func aFirstFrameRenderedAheadIsAdoptedWithThePixelsOfOneRenderedOnTheSpot(scale: Double) throws {
        // A fresh atlas, whose geometry holds only what the renderings projected.
        let atlas = try WorldAtlas.load()
        let queue = DispatchQueue(label: "test.start-up")
        let firsts = BaseMapFirstRenderings(views: [start, antipode], scaleFactor: scale, atlas: { atlas }, on: queue)
        queue.sync {}
        let geometry = BaseMapGeometry.shared(for: atlas)
        #expect(geometry.regionProjectionCount(.medium) == 1, "both views' share of the level, projected once")
        #expect(geometry.projectionCount(.medium) == 0)

        for (index, view) in [start, antipode].enumerated() {
            let ahead = ThreadedBaseMapRenderer(atlas: atlas, firstRendering: firsts.renderings[index])
            let adopted = firstFrame(ahead, view, scale: scale)
            #expect(ahead.firstFrameWasRenderedAhead == true)
            #expect(ahead.lastFrameWasExact)

            let onTheSpot = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
            let expected = firstFrame(onTheSpot, view, scale: scale)
            #expect(onTheSpot.firstFrameWasRenderedAhead == false)
            let differing = zip(adopted, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from a first frame rendered on the spot")
            #expect(Set(ahead.lastPlacedLabels.map(\.name)) == Set(onTheSpot.lastPlacedLabels.map(\.name)))

            // The worker is asked for the whole area at once, on the same
            // pixel grid: swapping it in changes no pixel of the view.
            ahead.waitUntilIdle()
            let swapped = firstFrame(ahead, view, scale: scale)
            #expect(ahead.lastFrameGeneration > 1, "the whole area did not replace the first rendering")
            // Cairo may round the coverage of a pixel where the first
            // rendering's clipped spans ended a few levels apart (at 2×,
            // one pixel of 230,400 by 3 levels), and a thin line's where the
            // first rendering cut it at the view's border: invisible, unlike
            // any moved or missing land, line or label.
            let swap = baseMapSwapDifferences(swapped, adopted, width: Int(view.width * scale))
            #expect(swap.inside.count <= 2 && swap.inside.allSatisfy { $0 <= 6 }, "changed inside: \(swap.inside)")
            #expect(swap.border <= 32, "a pixel on the view's border changed by \(swap.border) levels")
        }
        #expect(geometry.projectionCount(.medium) == 0, "a first frame or its whole area projected the whole level")
    }

    @Test func aFirstFrameOfAnotherViewIsRenderedOnTheSpot() throws {
        let atlas = try requireBaseMapAtlas()
        let queue = DispatchQueue(label: "test.start-up")
        // Expected at the start view; the window opened bigger, elsewhere, or at another scale.
        for (shown, scale) in [(start.panned(byX: 400, y: 0), 1.0), (MapViewport(center: start.center, zoom: start.zoom, width: 400, height: 180), 1), (start, 2)] {
            let firsts = BaseMapFirstRenderings(views: [start], scaleFactor: 1, atlas: { atlas }, on: queue)
            let renderer = ThreadedBaseMapRenderer(atlas: atlas, firstRendering: firsts.renderings[0])
            let drawn = firstFrame(renderer, shown, scale: scale)
            #expect(renderer.firstFrameWasRenderedAhead == false)
            let expected = firstFrame(ThreadedBaseMapRenderer(atlas: atlas), shown, scale: scale)
            #expect(drawn == expected)
        }
    }

    @Test func withNoWorldDataEachMapRendersItsOwnFirstFrame() throws {
        let queue = DispatchQueue(label: "test.start-up")
        let firsts = BaseMapFirstRenderings(views: [start], scaleFactor: 1, atlas: { nil }, on: queue)
        let renderer = ThreadedBaseMapRenderer(atlas: nil, firstRendering: firsts.renderings[0])
        let drawn = firstFrame(renderer, start, scale: 1)
        #expect(renderer.firstFrameWasRenderedAhead == false)
        #expect(drawn == firstFrame(ThreadedBaseMapRenderer(atlas: nil), start, scale: 1))
    }

    /// The renderings use the warmed font map on the start-up worker, so the
    /// thread installing it must wait until they are done with it: a font
    /// map is not thread-safe.
    @Test func installingTheFontsWaitsForTheRenderingsThatBorrowThem() throws {
        let atlas = try requireBaseMapAtlas()
        let queue = DispatchQueue(label: "test.start-up")
        // Warmed first: the renderings below run on the same queue.
        let fonts = BaseMapFontWarmUp(on: queue)
        queue.sync {}
        // Held: the renderings have not started.
        queue.suspend()
        let firsts = BaseMapFirstRenderings(views: [start], scaleFactor: 1, atlas: { atlas }, fonts: fonts, on: queue)
        // On a thread of its own: installing makes the font map that
        // thread's default, which no other test should inherit.
        let installer = Installer(fonts)
        var thread = pthread_t()
        pthread_create(&thread, nil, { raw in
            let installer = Unmanaged<Installer>.fromOpaque(raw!).takeRetainedValue()
            installer.fonts.install()
            installer.installed.store(true, ordering: .sequentiallyConsistent)
            installer.done.signal()
            return nil
        }, Unmanaged.passRetained(installer).toOpaque())
        #expect(installer.done.wait(timeout: .now() + 0.3) == .timedOut, "install() did not wait for the loan")
        #expect(!installer.hasInstalled)
        queue.resume()
        #expect(installer.done.wait(timeout: .now() + 10) == .success)
        pthread_join(thread, nil)
        #expect(installer.hasInstalled)
        // Rendered before the font map moved on, with the labels a first
        // frame rendered on the spot has.
        let renderer = ThreadedBaseMapRenderer(atlas: atlas, firstRendering: firsts.renderings[0])
        let adopted = firstFrame(renderer, start, scale: 1)
        #expect(renderer.firstFrameWasRenderedAhead == true)
        #expect(adopted == firstFrame(ThreadedBaseMapRenderer(atlas: atlas), start, scale: 1))
    }
}

/// What the installing thread is handed: the fonts, and how it reports back.
private final class Installer: Sendable {
    let fonts: BaseMapFontWarmUp
    let installed = Atomic<Bool>(false)
    let done = DispatchSemaphore(value: 0)
    init(_ fonts: BaseMapFontWarmUp) { self.fonts = fonts }
    var hasInstalled: Bool { installed.load(ordering: .sequentiallyConsistent) }
}
