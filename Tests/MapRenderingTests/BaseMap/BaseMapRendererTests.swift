import Geo
import MapRendering
import Testing

@Suite(.serialized) struct BaseMapRendererTests {
    static let water: UInt32 = 0xA6CFE2

    func render(_ renderer: BaseMapRenderer, _ viewport: MapViewport) -> BaseMapTestImage {
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, in: image.cr)
        return image
    }

    func pixel(_ image: BaseMapTestImage, _ viewport: MapViewport, _ coordinate: Coordinate) -> UInt32 {
        let p = viewport.point(for: coordinate)
        return image.pixel(x: Int(p.x), y: Int(p.y))
    }

    static func isLand(_ rgb: UInt32) -> Bool {
        // Warm light tints: red ≥ blue, bright.
        let r = (rgb >> 16) & 0xFF, b = rgb & 0xFF
        return r >= 0xE0 && r >= b
    }

    @Test func jutlandIsLandAndTheNorthSeaIsWater() throws {
        let atlas = try #require(baseMapTestAtlas)
        let renderer = BaseMapRenderer(atlas: atlas)
        let center = Coordinate(latitude: 56.0, longitude: 8.5)
        let viewport = MapViewport(
            center: center, zoom: MapViewport.zoom(spanningKilometres: 1000, atLatitude: 56, width: 640), width: 640, height: 360)
        let image = render(renderer, viewport)
        let land = image.pixel(x: 320, y: 180)
        #expect(Self.isLand(land), "centre pixel \(String(land, radix: 16))")
        let sea = pixel(image, viewport, Coordinate(latitude: 56.0, longitude: 5.0))
        #expect(baseMapColorsClose(sea, Self.water, tolerance: 24), "North Sea pixel \(String(sea, radix: 16))")
    }

    @Test func worldViewHasOceanAtNullIsland() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 1.3, width: 1280, height: 800)
        let image = render(renderer, viewport)
        // A few pixels off the exact point: the equator and prime meridian graticule lines cross there.
        let p = viewport.point(for: Coordinate(latitude: 0, longitude: 0))
        let ocean = image.pixel(x: Int(p.x) + 3, y: Int(p.y) + 3)
        #expect(baseMapColorsClose(ocean, Self.water, tolerance: 24), "(0, 0) pixel \(String(ocean, radix: 16))")
    }

    @Test func lakeVictoriaIsWater() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: -1.5, longitude: 33.0), zoom: 6, width: 640, height: 360)
        let image = render(renderer, viewport)
        let lake = image.pixel(x: 320, y: 180)
        #expect(baseMapColorsClose(lake, Self.water, tolerance: 24), "lake pixel \(String(lake, radix: 16))")
        // Land beside it (Kampala's hinterland, north of the lake) stays land.
        #expect(Self.isLand(pixel(image, viewport, Coordinate(latitude: 1.0, longitude: 32.0))))
    }

    @Test func noAtlasDrawsOceanOnly() {
        let renderer = BaseMapRenderer(atlas: nil)
        let viewport = MapViewport(center: Coordinate(latitude: 56, longitude: 8.5), zoom: 6, width: 320, height: 200)
        let image = render(renderer, viewport)
        #expect(baseMapColorsClose(image.pixel(x: 3, y: 3), Self.water, tolerance: 24))
        #expect(renderer.lastPlacedLabels.isEmpty)
    }

    @Test(arguments: [
        (Coordinate(latitude: 20, longitude: 10), 1.3), (Coordinate(latitude: 50, longitude: 10), 4.0),
        (Coordinate(latitude: 56.0, longitude: 8.5), 5.6), (Coordinate(latitude: 40.4168, longitude: -3.7038), 9.0),
        (Coordinate(latitude: 0, longitude: 179.5), 3.0),
    ])
    func labelsNeverOverlapAndStayInside(center: Coordinate, zoom: Double) throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: center, zoom: zoom, width: 1280, height: 800)
        _ = render(renderer, viewport)
        let labels = renderer.lastPlacedLabels
        #expect(!labels.isEmpty)
        for (i, label) in labels.enumerated() {
            #expect(label.boxX >= 0 && label.boxY >= 0, "\(label.name) crosses the top-left edge")
            #expect(label.boxX + label.boxWidth <= 1280 && label.boxY + label.boxHeight <= 800, "\(label.name) crosses the edge")
            for other in labels[(i + 1)...] {
                #expect(!label.overlaps(other), "\(label.name) overlaps \(other.name)")
            }
        }
    }

    @Test func madridIsLabelledAtCityZoom() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 40.4168, longitude: -3.7038), zoom: 9, width: 1280, height: 800)
        _ = render(renderer, viewport)
        #expect(renderer.lastPlacedLabels.contains { $0.name == "Madrid" })
    }

    @Test func drawCachedRendersTheBaseOnce() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.3), zoom: 5.5, width: 320, height: 180)
        let first = BaseMapTestImage(width: 640, height: 360)
        let second = BaseMapTestImage(width: 640, height: 360)
        for image in [first, second] {
            baseMapScaleForTests(image, 2)
            renderer.drawCached(viewport, scaleFactor: 2, in: image.cr)
        }
        #expect(renderer.baseRenderCount == 1)
        #expect(first.pixel(x: 320, y: 180) == second.pixel(x: 320, y: 180))
        #expect(first.pixel(x: 5, y: 300) == second.pixel(x: 5, y: 300))
        // The first cache covers just the view; the first pan renders one
        // with overscan, and further small pans stay inside it.
        renderer.drawCached(viewport.panned(byX: 3, y: 0), scaleFactor: 2, in: second.cr)
        #expect(renderer.baseRenderCount == 2)
        renderer.drawCached(viewport.panned(byX: 9, y: -4), scaleFactor: 2, in: second.cr)
        #expect(renderer.baseRenderCount == 2)
        renderer.drawCached(viewport.panned(byX: 3, y: 0), scaleFactor: 1, in: second.cr)
        #expect(renderer.baseRenderCount == 3)
        renderer.invalidateCache()
        renderer.drawCached(viewport.panned(byX: 3, y: 0), scaleFactor: 1, in: second.cr)
        #expect(renderer.baseRenderCount == 4)
        renderer.drawCached(viewport.zoomed(by: 0.5, aroundX: 160, y: 90), scaleFactor: 1, in: second.cr)
        #expect(renderer.baseRenderCount == 5)
    }

    /// Paints `viewport` with `renderer`'s cache and, beside it, a fresh
    /// render by a new renderer, and returns the share of pixels that differ
    /// by more than antialiasing, leaving out label boxes (the cache places
    /// labels over a larger area, so they may differ) and, at zoom 3 and
    /// more, the strips along the top and left edges where degree labels go.
    func cachedMismatch(_ renderer: BaseMapRenderer, _ viewport: MapViewport) throws -> Double {
        let cached = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.drawCached(viewport, scaleFactor: 1, in: cached.cr)
        let freshRenderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let fresh = render(freshRenderer, viewport)
        let labels = renderer.lastPlacedLabels + freshRenderer.lastPlacedLabels
        func masked(_ x: Int, _ y: Int) -> Bool {
            if viewport.zoom >= 3 && (y < 24 || x < 48) { return true }
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            return labels.contains { label in
                px > label.boxX - 3 && px < label.boxX + label.boxWidth + 3 && py > label.boxY - 3
                    && py < label.boxY + label.boxHeight + 3
                    || abs(px - label.anchorX) < 6 && abs(py - label.anchorY) < 6
            }
        }
        var compared = 0, differing = 0
        for y in 0..<Int(viewport.height) {
            for x in 0..<Int(viewport.width) where !masked(x, y) {
                compared += 1
                if !baseMapColorsClose(cached.pixel(x: x, y: y), fresh.pixel(x: x, y: y), tolerance: 40) { differing += 1 }
            }
        }
        #expect(compared > Int(viewport.width * viewport.height) / 3, "too much masked to compare")
        return Double(differing) / Double(max(1, compared))
    }

    @Test func aPanWithinTheOverscanPaintsTheCacheAtAnOffset() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 48, longitude: 10), zoom: 2.2, width: 320, height: 180)
        let first = BaseMapTestImage(width: 320, height: 180)
        renderer.drawCached(viewport, scaleFactor: 1, in: first.cr)
        // The first pan renders a cache with overscan, ahead of the pan.
        renderer.drawCached(viewport.panned(byX: 2, y: 0), scaleFactor: 1, in: first.cr)
        #expect(renderer.baseRenderCount == 2)
        let panned = viewport.panned(byX: 40, y: -25)
        let mismatch = try cachedMismatch(renderer, panned)
        #expect(renderer.baseRenderCount == 2)
        #expect(mismatch < 0.0005, "\(mismatch * 100)% of pixels differ from a fresh render")
    }

    @Test func aPanBeyondTheOverscanRendersAgain() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 40, longitude: -30), zoom: 4.2, width: 320, height: 180)
        let first = BaseMapTestImage(width: 320, height: 180)
        renderer.drawCached(viewport, scaleFactor: 1, in: first.cr)
        renderer.drawCached(viewport.panned(byX: -2, y: 0), scaleFactor: 1, in: first.cr)
        #expect(renderer.baseRenderCount == 2)
        var far = viewport.panned(byX: -(BaseMapRenderer.overscan * 1.5 + 20), y: 0)
        var mismatch = try cachedMismatch(renderer, far)
        #expect(renderer.baseRenderCount == 3)
        #expect(mismatch < 0.0005, "\(mismatch * 100)% of pixels differ from a fresh render")
        // The new cache lies ahead of the pan: going on the same way reuses it.
        far = far.panned(byX: -(BaseMapRenderer.overscan + 20), y: 0)
        mismatch = try cachedMismatch(renderer, far)
        #expect(renderer.baseRenderCount == 3)
        #expect(mismatch < 0.0005, "\(mismatch * 100)% of pixels differ from a fresh render")
    }

    @Test func labelsOfAnOverscannedCacheNeverOverlapAndFollowThePan() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 50, longitude: 10), zoom: 4.5, width: 640, height: 360)
        let image = BaseMapTestImage(width: 640, height: 360)
        renderer.drawCached(viewport, scaleFactor: 1, in: image.cr)
        renderer.drawCached(viewport.panned(byX: 1, y: 0), scaleFactor: 1, in: image.cr)
        let before = renderer.lastPlacedLabels
        renderer.drawCached(viewport.panned(byX: 31, y: -20), scaleFactor: 1, in: image.cr)
        let after = renderer.lastPlacedLabels
        #expect(renderer.baseRenderCount == 2)
        #expect(!after.isEmpty)
        for (i, label) in after.enumerated() {
            for other in after[(i + 1)...] {
                #expect(!label.overlaps(other), "\(label.name) overlaps \(other.name)")
            }
        }
        // Labels stay put on the map: most of those in view moved with it.
        let moved = after.filter { label in
            before.contains { $0.name == label.name && abs($0.anchorX + 30 - label.anchorX) < 0.6 && abs($0.anchorY - 20 - label.anchorY) < 0.6 }
        }
        #expect(moved.count * 2 >= after.count, "\(moved.count) of \(after.count) labels moved with the map")
    }

    @Test func aPanAcrossTheAntimeridianReusesTheCache() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        // Fiji and the Pacific at zoom 5: the view's centre crosses 180°.
        let viewport = MapViewport(center: Coordinate(latitude: -17, longitude: 179.6), zoom: 5, width: 320, height: 180)
        let first = BaseMapTestImage(width: 320, height: 180)
        renderer.drawCached(viewport, scaleFactor: 1, in: first.cr)
        var panned = viewport.panned(byX: -6, y: 1)
        renderer.drawCached(panned, scaleFactor: 1, in: first.cr)
        #expect(renderer.baseRenderCount == 2)
        for _ in 0..<19 {
            panned = panned.panned(byX: -6, y: 1)
            renderer.drawCached(panned, scaleFactor: 1, in: first.cr)
        }
        #expect(panned.center.longitude < 0, "the pan crossed 180°")
        let mismatch = try cachedMismatch(renderer, panned)
        #expect(renderer.baseRenderCount == 2)
        #expect(mismatch < 0.0005, "\(mismatch * 100)% of pixels differ from a fresh render")
    }

    @Test func cachedPaintMatchesADirectRender() throws {
        let renderer = BaseMapRenderer(atlas: try requireBaseMapAtlas())
        let viewport = MapViewport(center: Coordinate(latitude: 56.0, longitude: 8.5), zoom: 5.6, width: 320, height: 180)
        let direct = render(renderer, viewport)
        let cached = BaseMapTestImage(width: 320, height: 180)
        renderer.drawCached(viewport, scaleFactor: 1, in: cached.cr)
        for (x, y) in [(160, 90), (10, 10), (300, 170), (40, 120)] {
            #expect(direct.pixel(x: x, y: y) == cached.pixel(x: x, y: y))
        }
    }
}
