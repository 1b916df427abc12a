import CCairo
import Geo
@testable import MapRendering
import Testing

/// A level projected for a region only (the start views' share of it) draws
/// what the whole level draws, wherever a render's frame lies inside the
/// region; anywhere else the whole level is projected as before.
@Suite(.serialized) struct BaseMapRegionTests {
    /// The app's start view: western Denmark, at the zoom it opens with.
    let denmark = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: 5.79, width: 640, height: 361)
    /// Its antipode, whose overscanned area crosses ±180°.
    let southPacific = MapViewport(center: Coordinate(latitude: -56.55, longitude: -171.683333), zoom: 5.79, width: 640, height: 361)

    /// `view` grown by `margin` points on every side, as a worker's area is.
    func grown(_ view: MapViewport, by margin: Double) -> MapViewport {
        var area = view
        area.width += 2 * margin
        area.height += 2 * margin
        return area
    }

    /// Every pixel and the labels of `view` drawn by `renderer`.
    func draw(_ view: MapViewport, with renderer: BaseMapRenderer) -> (pixels: [UInt32], labels: [String]) {
        let image = BaseMapTestImage(width: Int(view.width), height: Int(view.height))
        renderer.draw(view, in: image.cr)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { pixels.append(image.pixel(x: x, y: y)) }
        }
        return (pixels, renderer.lastPlacedLabels.map(\.name))
    }

    @Test func viewsInsideTheRegionDrawWhatTheWholeLevelDraws() throws {
        // Two atlases, so the two geometries are separate: one projects only
        // the region, the other the whole level.
        let regional = try WorldAtlas.load()
        let whole = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: regional)
        let areas = [grown(denmark, by: 2 * BaseMapRenderer.overscan), grown(southPacific, by: 2 * BaseMapRenderer.overscan)]
        geometry.prepareRegion(.medium, seenBy: areas)
        #expect(geometry.regionProjectionCount(.medium) == 1)

        let fromRegion = BaseMapRenderer(atlas: regional)
        let fromWhole = BaseMapRenderer(atlas: whole)
        // The start views, one panned within the region, and the worker's
        // whole overscanned area of each.
        let views = [
            denmark, southPacific, denmark.panned(byX: 150, y: -90),
            grown(denmark, by: BaseMapRenderer.overscan), grown(southPacific, by: BaseMapRenderer.overscan),
        ]
        for view in views {
            let expected = draw(view, with: fromWhole)
            let drawn = draw(view, with: fromRegion)
            let differing = zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ at \(view.center)")
            #expect(drawn.labels == expected.labels)
        }
        #expect(geometry.projectionCount(.medium) == 0, "a view inside the region projected the whole level")
        #expect(!geometry.isReady(.medium))
    }

    @Test func aViewOutsideTheRegionProjectsTheWholeLevel() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        geometry.prepareRegion(.medium, seenBy: [grown(denmark, by: BaseMapRenderer.overscan)])
        let renderer = BaseMapRenderer(atlas: atlas)
        _ = draw(denmark, with: renderer)
        #expect(geometry.projectionCount(.medium) == 0)
        // Sydney: nothing of it was projected.
        let sydney = MapViewport(center: Coordinate(latitude: -33.86, longitude: 151.21), zoom: 5.79, width: 640, height: 361)
        let drawn = draw(sydney, with: renderer)
        #expect(geometry.projectionCount(.medium) == 1)
        #expect(geometry.isReady(.medium))
        #expect(drawn.labels.contains("Sydney"))
        // From now on the whole level serves every render, the region is gone.
        _ = draw(denmark, with: BaseMapRenderer(atlas: atlas))
        #expect(geometry.projectionCount(.medium) == 1)
        #expect(geometry.level(.medium, for: BaseMapFrame(viewport: denmark)).countries.region == nil)
    }

    @Test func aRendererLetsGoOfTheRegionOnceTheWholeLevelIsThere() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        geometry.prepareRegion(.medium, seenBy: [grown(denmark, by: BaseMapRenderer.overscan)])
        weak let region = geometry.level(.medium, for: BaseMapFrame(viewport: denmark)).countries
        #expect(region?.region != nil)
        let renderer = BaseMapRenderer(atlas: atlas)
        _ = draw(denmark, with: renderer)
        #expect(region != nil)
        // The whole level, projected and kept, as after the first frame.
        _ = geometry.level(.medium)
        _ = draw(denmark, with: renderer)
        #expect(region == nil, "the renderer still holds the region beside the whole level")
    }

    /// The region's layer keeps exactly the rings that reach into it, with
    /// the whole layer's vertices and edge kinds, and holds a small share
    /// of the level.
    @Test func theRegionKeepsTheRingsThatReachIntoItAndNothingElse() throws {
        let atlas = try requireBaseMapAtlas()
        let region = BaseMapRegion(seenBy: [grown(denmark, by: BaseMapRenderer.overscan)])
        let features = atlas.countries(at: .medium)
        let edges = atlas.countryEdges(at: .medium)
        let whole = BaseMapProjectedLayer(features: features, edges: edges, classifyEdges: true)
        let part = BaseMapProjectedLayer(features: features, edges: edges, classifyEdges: true, region: region)
        #expect(part.ringCount == whole.ringCount)
        #expect(part.featureRings == whole.featureRings)
        // About an eighth: western Europe's coasts are the world's most intricate.
        #expect(part.points.count * 5 < whole.points.count, "the region holds \(part.points.count / 2) of \(whole.points.count / 2) vertices")
        var kept = 0
        for ring in 0..<whole.ringCount {
            let reaches = region.boxes.contains { BaseMapFrame.intersects(whole.ringBox(ring), $0) }
            let count = whole.ringStart(ring + 1) - whole.ringStart(ring)
            let partCount = part.ringStart(ring + 1) - part.ringStart(ring)
            if reaches {
                kept += 1
                #expect(partCount == count)
                let a = whole.ringStart(ring), b = part.ringStart(ring)
                #expect(Array(part.points[(2 * b)..<(2 * (b + count))]) == Array(whole.points[(2 * a)..<(2 * (a + count))]))
                #expect(Array(part.edgeKinds[b..<(b + count)]) == Array(whole.edgeKinds[a..<(a + count)]))
                #expect(part.ringBox(ring) == whole.ringBox(ring))
                #expect(part.ringArea(ring) == whole.ringArea(ring))
                #expect(part.ringCentroid(ring) == whole.ringCentroid(ring))
            } else if partCount > 0 {
                // Kept by its bounds in degrees, a hair beyond the region: the same ring all the same.
                #expect(partCount == count)
            } else {
                #expect(!BaseMapFrame.intersects(part.ringBox(ring), SIMD4(0, 0, 1, 1)), "a dropped ring still culls as visible")
            }
        }
        #expect(kept > 100, "only \(kept) rings reach into western Europe")
    }

    @Test func aRegionCoversTheFramesInsideItAndNoOthers() {
        let area = grown(southPacific, by: BaseMapRenderer.overscan)
        let region = BaseMapRegion(seenBy: [area])
        // Across ±180°: one box each side.
        #expect(region.boxes.count == 2)
        #expect(region.covers(BaseMapFrame(viewport: southPacific)))
        #expect(region.covers(BaseMapFrame(viewport: area)))
        #expect(region.covers(BaseMapFrame(viewport: southPacific.panned(byX: 100, y: 100))))
        #expect(!region.covers(BaseMapFrame(viewport: southPacific.panned(byX: 400, y: 0))))
        #expect(!region.covers(BaseMapFrame(viewport: grown(area, by: 10))))
        var zoomedOut = southPacific
        zoomedOut.zoom = 4
        #expect(!region.covers(BaseMapFrame(viewport: zoomedOut)))
    }
}
