import CCairo
import Dispatch
import Geo
@testable import MapRendering
import Locking
import Testing

/// The shared geometry keeps the levels the maps draw and their neighbours,
/// and releases the rest (the high level alone holds about 4 MB).
///
/// Each test loads an atlas of its own, so the claims of renderers in other
/// suites running meanwhile do not keep its levels.
@Suite(.serialized) struct BaseMapLevelReleaseTests {
    /// Zooms that draw each level: 2 the low, 5 the medium, 7 the high one.
    static let lowZoom = 2.0, mediumZoom = 5.0, highZoom = 7.0
    let denmark = Coordinate(latitude: 56.0, longitude: 8.5)

    func view(zoom: Double, width: Double = 160, height: Double = 100) -> MapViewport {
        MapViewport(center: denmark, zoom: zoom, width: width, height: height)
    }

    /// Every pixel of a fresh render of `viewport` by `renderer`.
    func render(_ renderer: BaseMapRenderer, _ viewport: MapViewport) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, in: image.cr)
        return pixels(image)
    }

    func pixels(_ image: BaseMapTestImage) -> [UInt32] {
        (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
    }

    @Test func aLevelNoMapDrawsOrNeighboursIsReleasedAndItsMemoryGoes() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let world = BaseMapRenderer(atlas: atlas)
        _ = render(world, view(zoom: Self.lowZoom))
        let city = BaseMapRenderer(atlas: atlas)
        _ = render(city, view(zoom: Self.highZoom))
        #expect(geometry.isReady(.high))
        weak let highCountries = geometry.level(.high).countries
        #expect(highCountries != nil)

        // Both maps at the low level now: the high one is two steps away.
        _ = render(city, view(zoom: Self.lowZoom))
        #expect(!geometry.isReady(.high), "no map draws the high level or the one next to it")
        #expect(geometry.isReady(.low))
        BaseMapGeometry.waitForReleases()
        #expect(highCountries == nil, "something still holds the released level's layers")
    }

    @Test func aNeighbourOfADrawnLevelIsKeptAndABoundaryCrossedBackAndForthProjectsNothingAgain() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let renderer = BaseMapRenderer(atlas: atlas)
        _ = render(renderer, view(zoom: Self.highZoom))
        _ = render(renderer, view(zoom: Self.mediumZoom))
        #expect(geometry.isReady(.high), "the high level is next to the medium one drawn")
        _ = render(renderer, view(zoom: Self.lowZoom))
        #expect(geometry.isReady(.medium), "the medium level is next to the low one drawn")
        #expect(!geometry.isReady(.high))

        // Back and forth across both boundaries (3.5 and 5.8), as a user
        // wheeling in and out does: every level drawn is still there.
        let before = DetailLevel.allCases.map(geometry.projectionCount)
        for zoom in [3.4, 3.6, 3.4, 3.6, 5.0, 5.7, 5.9, 5.7, 5.9, 5.7] {
            _ = render(renderer, view(zoom: zoom))
        }
        let after = DetailLevel.allCases.map(geometry.projectionCount)
        #expect(after[DetailLevel.low.rawValue] == before[DetailLevel.low.rawValue])
        #expect(after[DetailLevel.medium.rawValue] == before[DetailLevel.medium.rawValue])
        #expect(after[DetailLevel.high.rawValue] == before[DetailLevel.high.rawValue] + 1,
                "the high level is projected once on the way in, not at every crossing")
    }

    @Test func theLowLevelIsNeverReleased() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let renderer = BaseMapRenderer(atlas: atlas)
        _ = render(renderer, view(zoom: Self.lowZoom))
        _ = render(renderer, view(zoom: Self.highZoom))
        #expect(geometry.isReady(.low), "the low level, where a zoom out ends, is kept")
        #expect(geometry.projectionCount(.low) == 1)
    }

    @Test func aReleasedLevelIsProjectedAgainOnRequestAndDrawsTheSame() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let renderer = BaseMapRenderer(atlas: atlas)
        let close = view(zoom: Self.highZoom, width: 320, height: 200)
        let first = render(renderer, close)
        _ = render(renderer, view(zoom: Self.lowZoom))
        #expect(!geometry.isReady(.high))
        let again = render(renderer, close)
        #expect(geometry.projectionCount(.high) == 2)
        #expect(geometry.isReady(.high))
        let differing = zip(first, again).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ after the level was projected again")
        #expect(Set(first).count > 3, "the test needs a view with land and borders")
    }

    @Test func aRendererGoneWithdrawsItsClaim() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let world = BaseMapRenderer(atlas: atlas)
        _ = render(world, view(zoom: Self.lowZoom))
        do {
            let city = BaseMapRenderer(atlas: atlas)
            _ = render(city, view(zoom: Self.highZoom))
            #expect(geometry.claimCount(.high) == 1)
        }
        #expect(geometry.claimCount(.high) == 0)
        #expect(!geometry.isReady(.high), "the gone renderer's level stayed")

        do {
            let threaded = ThreadedBaseMapRenderer(atlas: atlas)
            let image = BaseMapTestImage(width: 160, height: 100)
            threaded.draw(view(zoom: Self.highZoom), scaleFactor: 1, in: image.cr)
            threaded.waitUntilIdle()
            #expect(geometry.claimCount(.high) == 1, "a threaded map claims the level its frames show")
            #expect(geometry.isReady(.high))
        }
        #expect(geometry.claimCount(.high) == 0)
        #expect(!geometry.isReady(.high))
        #expect(geometry.claimCount(.low) == 1)
    }

    /// A threaded map zooming back into a released level shows its previous
    /// rendering scaled while the worker projects it; the frame itself
    /// projects nothing.
    @Test func aThreadedMapShowsItsPreviousRenderingWhileAReleasedLevelIsProjectedAgain() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let queue = DispatchQueue(label: "test.basemap.release")
        let threaded = ThreadedBaseMapRenderer(atlas: atlas, overscan: 0, queue: queue)
        func frame(_ viewport: MapViewport) -> [UInt32] {
            let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
            threaded.draw(viewport, scaleFactor: 1, in: image.cr)
            return pixels(image)
        }
        let close = view(zoom: Self.highZoom)
        let firstClose = frame(close)
        #expect(threaded.lastFrameWasExact)
        weak let highCountries = geometry.level(.high).countries
        let wide = view(zoom: Self.lowZoom)
        _ = frame(wide)
        threaded.waitUntilIdle()
        _ = frame(wide)
        #expect(threaded.lastFrameWasExact)
        let wideGeneration = threaded.lastFrameGeneration
        #expect(!geometry.isReady(.high))
        BaseMapGeometry.waitForReleases()
        #expect(highCountries == nil, "the first frame's renderer or the worker still holds the released level")
        let projected = geometry.projectionCount(.high)

        // The worker held: the frame can only show what it has.
        queue.suspend()
        let waiting = frame(close)
        #expect(threaded.lastFrameGeneration == wideGeneration, "the previous rendering, scaled")
        #expect(Set(waiting).count > 1, "a blank frame")
        #expect(geometry.projectionCount(.high) == projected, "the frame projected the level itself")
        queue.resume()
        threaded.waitUntilIdle()
        let swapped = frame(close)
        #expect(threaded.lastFrameWasExact)
        #expect(geometry.projectionCount(.high) == projected + 1)
        #expect(swapped == firstClose)
    }

    /// Renderers on several threads move in and out of the high level, so it
    /// is released while others still draw from it and projected again
    /// while others release it: every render must come out the same.
    /// (Run it under ThreadSanitizer too: meson-helpers/sanitizers.sh thread.)
    @Test func concurrentRendersWhileLevelsAreReleased() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let anchor = BaseMapLevelClaim(on: geometry)
        anchor.move(to: .low)
        let close = view(zoom: Self.highZoom, width: 96, height: 64)
        let wide = view(zoom: Self.lowZoom, width: 96, height: 64)
        let expected = render(BaseMapRenderer(atlas: atlas), close)
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            if thread == 0 {
                // A bare claim flipping, and lookups racing the releases.
                let claim = BaseMapLevelClaim(on: geometry)
                for _ in 0..<20 {
                    claim.move(to: .high)
                    _ = geometry.level(.high).countries.points.count
                    claim.move(to: .low)
                }
                return
            }
            let renderer = BaseMapRenderer(atlas: atlas)
            for _ in 0..<3 {
                if render(renderer, close) != expected { mismatches.withLock { $0 += 1 } }
                _ = render(renderer, wide)
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
        #expect(geometry.claimCount(.high) == 0)
        #expect(!geometry.isReady(.high), "every renderer ended at the low level")
        withExtendedLifetime(anchor) {}
    }
}
