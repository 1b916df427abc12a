import Geo
@testable import MapRendering
import Testing

@Suite(.serialized) struct BaseMapGeometryTests {
    @Test func renderersOfOneAtlasShareTheProjectedLayers() throws {
        let atlas = try requireBaseMapAtlas()
        let first = BaseMapRenderer(atlas: atlas)
        let second = BaseMapRenderer(atlas: atlas)
        let layer = try #require(first.countryLayer(.low))
        #expect(second.countryLayer(.low) === layer)
        #expect(second.lakeLayer(.low) === first.lakeLayer(.low))
    }

    @Test func backgroundPreparationBuildsEachLevelOnce() async throws {
        let atlas = try requireBaseMapAtlas()
        let renderer = BaseMapRenderer(atlas: atlas)
        let geometry = BaseMapGeometry.shared(for: atlas)
        renderer.prepareGeometry(forZoom: 5)
        renderer.prepareGeometry(forZoom: 5)
        // A request while the background task runs waits for it: one object either way.
        let now = renderer.countryLayer(.medium)
        #expect(geometry.isReady(.medium))
        #expect(geometry.level(.medium).countries === now)
        renderer.prepareNeighbourGeometry(forZoom: 5)
        var waited = 0
        while !geometry.isReady(.high), waited < 200 {
            try await Task.sleep(for: .milliseconds(20))
            waited += 1
        }
        #expect(geometry.isReady(.high))
    }

    /// A first map at the medium level projects that level alone: the land
    /// tints come from the atlas's precomputed neighbours, not from a
    /// projected low level. Drawn again once the low level is projected too,
    /// the map is the same to the pixel.
    @Test func aFirstMapAtTheMediumLevelProjectsOnlyThatLevel() throws {
        let atlas = try WorldAtlas.load()
        let geometry = BaseMapGeometry.shared(for: atlas)
        let renderer = BaseMapRenderer(atlas: atlas)
        // Central Europe: many neighbours, so tints matter.
        let view = MapViewport(center: Coordinate(latitude: 50, longitude: 12), zoom: 5, width: 320, height: 200)
        let first = BaseMapTestImage(width: 320, height: 200)
        renderer.draw(view, in: first.cr)
        #expect(geometry.projectionCount(.medium) == 1)
        #expect(geometry.projectionCount(.low) == 0, "the low level was projected for a medium-level map")
        #expect(geometry.projectionCount(.high) == 0)

        _ = geometry.level(.low)
        let other = BaseMapRenderer(atlas: atlas)
        let second = BaseMapTestImage(width: 320, height: 200)
        other.draw(view, in: second.cr)
        var differing = 0, colours = Set<UInt32>()
        for y in 0..<200 {
            for x in 0..<320 {
                if first.pixel(x: x, y: y) != second.pixel(x: x, y: y) { differing += 1 }
                colours.insert(first.pixel(x: x, y: y))
            }
        }
        #expect(differing == 0)
        #expect(colours.count > 20, "the test needs a view with several tints, borders and labels")
    }

    /// The classification as first written, with a Dictionary and a Set,
    /// to check the open-addressing version against.
    static func referenceEdgeKinds(_ features: [PolygonFeature]) -> ([UInt8], [(Int, Int)]) {
        func forEachEdge(_ feature: PolygonFeature, _ body: (BaseMapEdgeKey, Bool) -> Void) {
            feature.forEachRing { ring in
                let n = ring.count / 2
                guard n > 0 else { return }
                for i in 0..<n {
                    let j = i + 1 == n ? 0 : i + 1
                    let lonA = ring[2 * i], latA = ring[2 * i + 1], lonB = ring[2 * j], latB = ring[2 * j + 1]
                    let artificial = abs(lonA) >= 179.999 && lonA == lonB || latA <= -89.9 && latB <= -89.9
                    body(BaseMapEdgeKey(lonA, latA, lonB, latB), artificial)
                }
            }
        }
        var owners: [BaseMapEdgeKey: Int] = [:]
        var shared = Set<BaseMapEdgeKey>()
        var pairs = Set<Int>()
        for (index, feature) in features.enumerated() {
            forEachEdge(feature) { key, _ in
                if let owner = owners[key] {
                    if owner != index {
                        shared.insert(key)
                        pairs.insert(min(owner, index) << 32 | max(owner, index))
                    }
                } else {
                    owners[key] = index
                }
            }
        }
        var kinds: [UInt8] = []
        for (index, feature) in features.enumerated() {
            forEachEdge(feature) { key, artificial in
                let kind: BaseMapEdgeKind = shared.contains(key)
                    ? (owners[key] == index ? .border : .hidden) : (artificial ? .hidden : .coast)
                kinds.append(kind.rawValue)
            }
        }
        return (kinds, pairs.sorted().map { ($0 >> 32, $0 & 0xFFFF_FFFF) })
    }

    @Test(arguments: [DetailLevel.low, .medium])
    func edgeClassificationMatchesTheReference(level: DetailLevel) throws {
        let features = try requireBaseMapAtlas().countries(at: level)
        let layer = BaseMapProjectedLayer(features: features, classifyEdges: true)
        let (kinds, pairs) = Self.referenceEdgeKinds(features)
        #expect(layer.edgeKinds == kinds)
        #expect(layer.neighbours.map { [$0.0, $0.1] } == pairs.map { [$0.0, $0.1] })
        #expect(layer.edgeKinds.contains(BaseMapEdgeKind.border.rawValue))
    }

    /// The committed TNLEDGE assets hold exactly what the app's own
    /// classification computes from the countries, at every level, and the
    /// shared geometry draws with them.
    @Test(arguments: DetailLevel.allCases)
    func precomputedEdgesEqualTheComputedOnes(level: DetailLevel) throws {
        let atlas = try requireBaseMapAtlas()
        let features = atlas.countries(at: level)
        let computed = BaseMapProjectedLayer.classifyEdges(features, vertexCount: features.reduce(0) { $0 + $1.pointCount })
        let stored = atlas.countryEdges(at: level)
        #expect(Array(stored.kinds) == computed.0)
        #expect(stored.neighbours.map { [$0.0, $0.1] } == computed.1.map { [$0.0, $0.1] })
        #expect(BaseMapEdgeKind.hidden.rawValue == CountryEdges.hidden)
        #expect(BaseMapEdgeKind.coast.rawValue == CountryEdges.coast)
        #expect(BaseMapEdgeKind.border.rawValue == CountryEdges.border)
        let drawn = BaseMapGeometry.shared(for: atlas).level(level).countries
        #expect(drawn.edgeKinds == computed.0)
        #expect(drawn.neighbours.map { [$0.0, $0.1] } == computed.1.map { [$0.0, $0.1] })
    }
}
