import CCairo
import Geo
import Locking
@testable import MapRendering
import Testing

/// The way down's still picture drawn on a worker: a frame that finds it
/// ready only paints it; a frame at a new size paints the one before moved
/// into place until the new one is ready; only the newest request counts.
@Suite struct WayDownPreparedStillTests {
    /// A painter with a worker, and how many times it said a still was ready.
    private static func threadedPainter() -> (WayDownPainter, Locked<Int>) {
        let readyCalls = Locked(0)
        let painter = WayDownPainter(surfaces: ImageBaseMapSurfaces()) { readyCalls.withLock { $0 += 1 } }
        return (painter, readyCalls)
    }

    /// Asks `painter` for the still of `scene` at `width` × `height`, measured on an image.
    private static func ask(_ painter: WayDownPainter, _ scene: WayDownScene, width: Double, height: Double) {
        let measuring = RenderSurface(width: 1, height: 1)
        measuring.draw { painter.prepare(scene, width: width, height: height, scale: 1, measuringWith: $0) }
    }

    /// Asks for the still, waits for the worker and takes what it drew:
    /// whether that is the still asked for.
    private static func prepared(_ painter: WayDownPainter, _ scene: WayDownScene, width: Double, height: Double) -> Bool {
        ask(painter, scene, width: width, height: height)
        painter.waitUntilIdle()
        return painter.adoptReadyStill()
    }

    /// A frame of `scene` drawn by `painter` into an image of the view's size.
    @discardableResult
    private static func frame(_ painter: WayDownPainter, _ scene: WayDownScene, width: Double, height: Double)
        -> RenderSurface
    {
        let surface = RenderSurface(width: width, height: height)
        surface.draw { painter.draw(scene, in: $0, width: width, height: height) }
        return surface
    }

    /// Device pixels whose channels differ by more than two levels.
    private static func differingPixels(_ a: RenderSurface, _ b: RenderSurface) -> Int {
        var count = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let worst = max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue))
                if worst * 255 > 2 { count += 1 }
            }
        }
        return count
    }

    @Test func aPreparedStillIsPaintedLikeOneDrawnInTheFrame() throws {
        let scene = WayDownPainterTests.scene(distanceKm: 3100)
        let (painter, readyCalls) = Self.threadedPainter()
        #expect(Self.prepared(painter, scene, width: 900, height: 640))
        #expect(readyCalls.withLock { $0 } == 1)
        let frame = Self.frame(painter, scene, width: 900, height: 640)
        #expect(!painter.lastFrameDrewStill)
        #expect(painter.stillRenderCount == 1)

        let (reference, drawing) = WayDownPainterTests.render(scene, width: 900, height: 640)
        #expect(drawing.lastFrameDrewStill)
        #expect(painter.lastLayout == drawing.lastLayout)
        #expect(Self.differingPixels(frame, reference) == 0)
    }

    @Test func aResizedFrameShowsTheStillBeforeMovedIntoPlaceUntilTheNewOneIsReady() throws {
        let scene = WayDownPainterTests.scene(distanceKm: 0)
        let (painter, _) = Self.threadedPainter()
        #expect(Self.prepared(painter, scene, width: 900, height: 640))
        Self.frame(painter, scene, width: 900, height: 640)

        // Wider and taller: the frame paints the old still, scaled about the cut.
        let large = Self.frame(painter, scene, width: 1200, height: 860)
        #expect(!painter.lastFrameDrewStill)
        let layout = try #require(painter.lastLayout)
        let (reference, drawing) = WayDownPainterTests.render(scene, width: 1200, height: 860)
        let exact = try #require(drawing.lastLayout)
        #expect(layout.center == exact.center && layout.radius == exact.radius)
        let c = layout.center, r = layout.radius
        for (layer, depth) in [(EarthLayer.upperMantle, 200.0), (.lowerMantle, 1800), (.outerCore, 4000), (.innerCore, 5800)] {
            let radius = WayDownPainter.radius(atDepthKm: depth, discRadius: r)
            let color = large.color(atPoint: c.x - radius, c.y - 3)
            #expect(color.distance(to: WayDownPalette.color(for: layer)) < 0.12, "\(layer) at \(depth) km: \(color)")
        }
        // Around the moved still, the background, not a hole.
        let corner = large.color(atPoint: 1195, 855)
        #expect(corner.distance(to: reference.color(atPoint: 1195, 855)) < 0.02, "\(corner)")

        // Once the worker is done, the new size's own still.
        painter.waitUntilIdle()
        #expect(painter.adoptReadyStill())
        large.draw { painter.draw(scene, in: $0, width: 1200, height: 860) }
        #expect(!painter.lastFrameDrewStill)
        #expect(painter.stillRenderCount == 2)
        #expect(Self.differingPixels(large, reference) == 0)
    }

    @Test func onlyTheNewestRequestIsTaken() throws {
        var first = WayDownPainterTests.scene(distanceKm: 0)
        first.endName = "Coordinates"
        let named = WayDownPainterTests.scene(distanceKm: 0)
        let (painter, _) = Self.threadedPainter()
        Self.ask(painter, first, width: 800, height: 600)
        Self.ask(painter, named, width: 800, height: 600)
        painter.waitUntilIdle()
        #expect(painter.adoptReadyStill())
        let frame = Self.frame(painter, named, width: 800, height: 600)
        #expect(!painter.lastFrameDrewStill)
        let (reference, _) = WayDownPainterTests.render(named, width: 800, height: 600)
        #expect(Self.differingPixels(frame, reference) == 0)
    }

    @Test func aFirstFrameWithNothingPreparedDrawsItsOwnStillOnce() throws {
        let (painter, readyCalls) = Self.threadedPainter()
        let frame = Self.frame(painter, WayDownPainterTests.scene(distanceKm: 0), width: 800, height: 600)
        #expect(painter.lastFrameDrewStill)
        frame.draw { painter.draw(WayDownPainterTests.scene(distanceKm: 5000), in: $0, width: 800, height: 600) }
        #expect(!painter.lastFrameDrewStill)
        painter.waitUntilIdle()
        #expect(painter.stillRenderCount == 1)
        #expect(readyCalls.withLock { $0 } == 0)
    }

    @Test func theFallPaintsTheDiggerFromImagesDrawnWithTheStill() throws {
        for scale in [1.0, 2.0] {
            let (painter, _) = Self.threadedPainter()
            let scene = WayDownPainterTests.scene(distanceKm: 0)
            let measuring = RenderSurface(width: 1, height: 1, scaleFactor: scale)
            measuring.draw { painter.prepare(scene, width: 900, height: 640, scale: scale, measuringWith: $0) }
            painter.waitUntilIdle()
            #expect(painter.adoptReadyStill())
            let frame = RenderSurface(width: 900, height: 640, scaleFactor: scale)
            let (drawing, _) = Self.threadedPainter()
            for km in stride(from: 0.0, through: 12742, by: 97) {
                frame.draw { painter.draw(WayDownPainterTests.scene(distanceKm: km), in: $0, width: 900, height: 640) }
                frame.draw { drawing.draw(WayDownPainterTests.scene(distanceKm: km), in: $0, width: 900, height: 640) }
            }
            #expect(painter.diggerImagesDrawnInFrames == 0, "scale \(scale)")
            // Unprepared, the frames draw his images at each new step.
            #expect(drawing.diggerImagesDrawnInFrames == MarkerArtwork.imageSteps, "scale \(scale)")
        }
    }

    @Test func aReleasedStillIsPreparedAgain() throws {
        let scene = WayDownPainterTests.scene(distanceKm: 0)
        let (painter, readyCalls) = Self.threadedPainter()
        #expect(Self.prepared(painter, scene, width: 800, height: 600))
        painter.releaseStill()
        #expect(!painter.adoptReadyStill())
        // The same scene and size are asked of the worker again, not taken as had.
        #expect(Self.prepared(painter, scene, width: 800, height: 600))
        #expect(readyCalls.withLock { $0 } == 2)
        Self.frame(painter, scene, width: 800, height: 600)
        #expect(!painter.lastFrameDrewStill)
        #expect(painter.stillRenderCount == 2)
    }

    @Test func aFrameThatDoesNotAskLeavesTheNewSizeToItsCaller() throws {
        let scene = WayDownPainterTests.scene(distanceKm: 0)
        let (painter, _) = Self.threadedPainter()
        #expect(Self.prepared(painter, scene, width: 800, height: 600))
        let frame = RenderSurface(width: 900, height: 650)
        frame.draw { painter.draw(scene, in: $0, width: 800, height: 600, asksAhead: false) }
        #expect(painter.lastFrameWasExact)
        frame.draw { painter.draw(scene, in: $0, width: 900, height: 650, asksAhead: false) }
        #expect(!painter.lastFrameWasExact && !painter.lastFrameDrewStill)
        painter.waitUntilIdle()
        #expect(painter.stillRenderCount == 1, "the frame asked the worker after all")
        // Its caller asks once the size has settled.
        #expect(Self.prepared(painter, scene, width: 900, height: 650))
        frame.draw { painter.draw(scene, in: $0, width: 900, height: 650, asksAhead: false) }
        #expect(painter.lastFrameWasExact && !painter.lastFrameDrewStill)
    }
}
