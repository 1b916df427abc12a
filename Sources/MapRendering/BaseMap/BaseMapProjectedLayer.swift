import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One polygon layer projected once to normalised Web Mercator, with
/// per-ring boxes for culling, per-edge stroke kinds, and ring centroids for labels.
///
/// Projecting on every frame would cost a `log(tan())` per vertex (318k at
/// the high level); doing it once per level makes a render a matter of
/// scaling and translating. Built lazily, per level, on first use.
final class BaseMapProjectedLayer: Sendable {
    /// Interleaved normalised x, y per vertex (0…1, y down) in 32-bit fixed
    /// point (``fixedScale`` is 1): half the memory of `Double`, and still
    /// 0.01 device pixel at the deepest zoom on a 2× screen, where `Float`
    /// would be a whole pixel. Read with ``decode(_:)``.
    let points: [UInt32]
    /// The fixed-point value of 1.
    static let fixedScale = Double(UInt32.max)
    private static let fixedUnit = 1 / fixedScale
    // Per ring, 32 bytes in all instead of 64 with `Int` and `Double`, each
    // array exactly as long as the layer has rings. `Float` will do beside
    // the fixed-point vertices: boxes only cull, rounded outwards so they
    // never drop a ring that shows (at zoom 16 on a 2× screen they may keep
    // one two device pixels away), and labels go at the centroids only
    // below zoom 7.5, where `Float` is off by under 0.01 device pixels.
    /// First vertex of each ring, plus one final entry: ring r is
    /// `ringStart(r)..<ringStart(r + 1)`.
    private let ringStarts: [UInt32]
    /// Normalised box per ring (min x, min y, max x, max y), rounded outwards.
    private let ringBoxes: [SIMD4<Float>]
    /// The rings of each feature.
    let featureRings: [Range<Int>]
    /// Normalised box per feature.
    let featureBoxes: [SIMD4<Double>]
    /// Per vertex i: how to stroke the edge from vertex i to the next one of its ring.
    let edgeKinds: [UInt8]
    /// The source features, for names.
    let features: [PolygonFeature]
    /// Projected area per ring (normalised units²); see ``ringArea(_:)``.
    private let ringAreas: [Float]
    /// Area centroid per ring, normalised; see ``ringCentroid(_:)``.
    private let ringCentroids: [SIMD2<Float>]
    /// Pairs of feature indices that share a border, for map colouring.
    let neighbours: [(Int, Int)]

    /// The part of the world projected, or nil for all of it.
    let region: BaseMapRegion?

    /// Projects `features`. With `edges` (the atlas's precomputed
    /// ``CountryEdges`` of these very features) their kinds and neighbours are
    /// taken as they are; otherwise, with `classifyEdges`, shared edges become
    /// borders and artificial cuts are hidden (``classifyEdges(_:vertexCount:)``,
    /// the reference the assets are checked against); else every edge is coast.
    ///
    /// With a `region`, only the rings whose bounds reach into it are
    /// projected: the others keep their place in the ring and feature tables
    /// but have no vertices, an empty box (so every cull drops them) and no
    /// area. Any render whose frame the region covers (``BaseMapRegion/covers(_:)``)
    /// draws and labels from this layer exactly what it would from the
    /// whole one: the rings it culls against are all here, as are the rings
    /// whose centroids it can see (a centroid lies in its ring's box).
    init(features: [PolygonFeature], edges: CountryEdges? = nil, classifyEdges: Bool, region: BaseMapRegion? = nil) {
        precondition(region == nil || edges != nil || !classifyEdges, "classifying the edges of part of a level")
        self.features = features
        self.region = region
        var points: [UInt32] = []
        // One ring in Double, for its area and centroid.
        var ringPoints: [Double] = []
        var ringStarts: [UInt32] = [0]
        var ringBoxes: [SIMD4<Float>] = []
        var featureRings: [Range<Int>] = []
        var featureBoxes: [SIMD4<Double>] = []
        var ringAreas: [Float] = []
        var ringCentroids: [SIMD2<Float>] = []
        let total = features.reduce(0) { $0 + $1.pointCount }
        let rings = features.reduce(0) { $0 + $1.ringCount }
        precondition(total <= Int(UInt32.max), "a layer of more vertices than 32-bit ring starts address")
        // A region's share of the vertices is not known ahead; it is small.
        if region == nil { points.reserveCapacity(total * 2) }
        ringStarts.reserveCapacity(rings + 1)
        ringBoxes.reserveCapacity(rings)
        ringAreas.reserveCapacity(rings)
        ringCentroids.reserveCapacity(rings)
        featureRings.reserveCapacity(features.count)
        featureBoxes.reserveCapacity(features.count)
        // The ring's areas, signed per feature once its outer ring is known.
        var featureAreas: [Double] = []

        // The loop below projects every vertex of a level (a first map's
        // share of one at start-up, the rest after its first frame): the
        // latitude limit is read once, not through its global's accessor per
        // vertex, and the box is four scalars.
        let limit = WebMercator.maximumLatitude
        // A region's rings' edge kinds, gathered from the level's, which
        // run over every vertex of every ring in storage order.
        var regionKinds: [UInt8] = []
        var levelVertex = 0
        for feature in features {
            let firstRing = ringBoxes.count
            var featureBox = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
            var largest = 0.0
            featureAreas.removeAll(keepingCapacity: true)
            feature.forEachRingWithBounds { ring, bounds in
                let vertexCount = ring.count / 2
                defer { levelVertex += vertexCount }
                if let region {
                    guard region.includes(bounds) else {
                        ringStarts.append(UInt32(points.count / 2))
                        ringBoxes.append(Self.emptyBox)
                        featureAreas.append(0)
                        ringCentroids.append(.zero)
                        return
                    }
                    if let edges { regionKinds.append(contentsOf: edges.kinds[levelVertex..<(levelVertex + vertexCount)]) }
                }
                ringPoints.removeAll(keepingCapacity: true)
                var minX = Double.infinity, minY = Double.infinity
                var maxX = -Double.infinity, maxY = -Double.infinity
                var i = 0
                while i < ring.count {
                    let x = (Double(ring[i]) + 180) / 360
                    let y = Self.mercatorY(latitude: Double(ring[i + 1]), limit: limit)
                    ringPoints.append(x)
                    ringPoints.append(y)
                    points.append(Self.encode(x))
                    points.append(Self.encode(y))
                    minX = Swift.min(minX, x)
                    minY = Swift.min(minY, y)
                    maxX = Swift.max(maxX, x)
                    maxY = Swift.max(maxY, y)
                    i += 2
                }
                let box = SIMD4(minX, minY, maxX, maxY)
                ringStarts.append(UInt32(points.count / 2))
                ringBoxes.append(Self.outwards(box))
                featureBox = SIMD4(min(featureBox.x, box.x), min(featureBox.y, box.y),
                                   max(featureBox.z, box.z), max(featureBox.w, box.w))
                let (area, centroid) = Self.areaAndCentroid(ringPoints, from: 0, to: ringPoints.count / 2) ?? (0, SIMD2(box.x, box.y))
                featureAreas.append(area)
                ringCentroids.append(SIMD2<Float>(centroid))
                if abs(area) > abs(largest) { largest = area }
            }
            featureRings.append(firstRing..<ringBoxes.count)
            featureBoxes.append(featureBox)
            // Outer rings wind one way and holes the other; the largest ring is outer.
            let outerSign = largest < 0 ? -1.0 : 1.0
            for area in featureAreas { ringAreas.append(Float(area * outerSign)) }
        }
        self.points = points
        self.ringStarts = ringStarts
        self.ringBoxes = ringBoxes
        self.featureRings = featureRings
        self.featureBoxes = featureBoxes
        self.ringAreas = ringAreas
        self.ringCentroids = ringCentroids
        if let edges {
            // Derived from the same file, checked at load: one kind per vertex.
            precondition(edges.kinds.count == total, "country edges do not match their countries")
            edgeKinds = region == nil ? Array(edges.kinds) : regionKinds
            neighbours = edges.neighbours
        } else if classifyEdges {
            (edgeKinds, neighbours) = Self.classifyEdges(features, vertexCount: total)
        } else {
            edgeKinds = [UInt8](repeating: BaseMapEdgeKind.coast.rawValue, count: points.count / 2)
            neighbours = []
        }
    }

    /// How many rings the layer has.
    var ringCount: Int { ringBoxes.count }

    /// The box of a ring left out of a regional projection: no box
    /// intersects it, and it has no size.
    private static let emptyBox = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)

    /// Whether every render of `frame` finds all it draws in this layer.
    func covers(_ frame: BaseMapFrame) -> Bool {
        region?.covers(frame) ?? true
    }

    /// The first vertex of ring `ring`; ring r is `ringStart(r)..<ringStart(r + 1)`.
    @inline(__always)
    func ringStart(_ ring: Int) -> Int { Int(ringStarts[ring]) }

    /// Normalised box of ring `ring`: min x, min y, max x, max y, rounded outwards.
    @inline(__always)
    func ringBox(_ ring: Int) -> SIMD4<Double> { SIMD4<Double>(ringBoxes[ring]) }

    /// Projected area of ring `ring` (normalised units²): positive for outer
    /// rings, negative for holes, zero when degenerate.
    @inline(__always)
    func ringArea(_ ring: Int) -> Double { Double(ringAreas[ring]) }

    /// Area centroid of ring `ring`, normalised; where a country label goes.
    @inline(__always)
    func ringCentroid(_ ring: Int) -> SIMD2<Double> { SIMD2<Double>(ringCentroids[ring]) }

    /// `box` in `Float`, each side moved out to the next `Float` beyond it,
    /// so the box still holds everything the `Double` one held.
    static func outwards(_ box: SIMD4<Double>) -> SIMD4<Float> {
        func down(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) > value ? rounded.nextDown : rounded
        }
        func up(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) < value ? rounded.nextUp : rounded
        }
        return SIMD4(down(box.x), down(box.y), up(box.z), up(box.w))
    }

    /// A normalised coordinate (0…1) in fixed point, rounded to nearest.
    @inline(__always)
    static func encode(_ value: Double) -> UInt32 {
        // Non-negative, so adding a half and truncating rounds as
        // `rounded()` does, without its libm call (which saves and restores
        // the rounding mode) per vertex.
        UInt32(max(0, min(1, value)) * fixedScale + 0.5)
    }

    /// The normalised coordinate a fixed-point value stands for.
    @inline(__always)
    static func decode(_ value: UInt32) -> Double {
        Double(value) * fixedUnit
    }

    /// Normalised Web Mercator y (0 at the top) of `latitude` in degrees,
    /// clamped to the square map's ±85.05°.
    static func mercatorY(latitude: Double) -> Double {
        mercatorY(latitude: latitude, limit: WebMercator.maximumLatitude)
    }

    /// ``mercatorY(latitude:)`` with the clamp's `limit` passed in by a loop.
    @inline(__always)
    static func mercatorY(latitude: Double, limit: Double) -> Double {
        let phi = max(-limit, min(limit, latitude)) * .pi / 180
        return 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
    }

    /// Signed shoelace area and centroid of the ring `first..<end`, or nil when degenerate.
    private static func areaAndCentroid(_ points: [Double], from first: Int, to end: Int) -> (Double, SIMD2<Double>)? {
        guard end - first >= 3 else { return nil }
        var twiceArea = 0.0, cx = 0.0, cy = 0.0
        // Relative to the first vertex, so large offsets do not eat precision.
        let ox = points[2 * first], oy = points[2 * first + 1]
        var j = end - 1
        for i in first..<end {
            let xi = points[2 * i] - ox, yi = points[2 * i + 1] - oy
            let xj = points[2 * j] - ox, yj = points[2 * j + 1] - oy
            let cross = xj * yi - xi * yj
            twiceArea += cross
            cx += (xj + xi) * cross
            cy += (yj + yi) * cross
            j = i
        }
        guard abs(twiceArea) > 1e-18 else { return nil }
        return (twiceArea / 2, SIMD2(ox + cx / (3 * twiceArea), oy + cy / (3 * twiceArea)))
    }

    /// Borders are the edges two features share (the data stores shared
    /// borders with identical vertices); the first feature to reach a shared
    /// edge owns its stroke so semi-transparent borders are not drawn twice.
    ///
    /// One pass hashes each edge once into an open-addressing table with a
    /// cheap mixer (a `Dictionary` of SipHashed keys, hashed four times per
    /// edge, would be most of a level's projection time); the second pass
    /// reads each edge's table entry back by position. O(edges).
    static func classifyEdges(_ features: [PolygonFeature], vertexCount: Int) -> ([UInt8], [(Int, Int)]) {
        var capacity = 16
        while capacity < vertexCount * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var slotLow = [UInt64](repeating: 0, count: capacity)
        var slotHigh = [UInt64](repeating: 0, count: capacity)
        var slotEntry = [Int32](repeating: -1, count: capacity)
        // Per distinct edge: the feature that reached it first, and whether another did too.
        var entryOwner: [Int32] = []
        var entryShared: [Bool] = []
        // Per edge in storage order: its entry, and whether it is an artefact of the data.
        var edgeEntry: [Int32] = []
        var edgeArtificial: [Bool] = []
        edgeEntry.reserveCapacity(vertexCount)
        edgeArtificial.reserveCapacity(vertexCount)
        var neighbourPairs = Set<Int>()
        var lastPair = -1
        for (index, feature) in features.enumerated() {
            forEachEdge(of: feature) { key, artificial in
                var slot = Int(truncatingIfNeeded: mix(key)) & mask
                var entry = slotEntry[slot]
                while entry >= 0, slotLow[slot] != key.low || slotHigh[slot] != key.high {
                    slot = (slot + 1) & mask
                    entry = slotEntry[slot]
                }
                if entry < 0 {
                    entry = Int32(entryOwner.count)
                    slotLow[slot] = key.low
                    slotHigh[slot] = key.high
                    slotEntry[slot] = entry
                    entryOwner.append(Int32(index))
                    entryShared.append(false)
                } else if Int(entryOwner[Int(entry)]) != index {
                    entryShared[Int(entry)] = true
                    let owner = Int(entryOwner[Int(entry)])
                    // A border's edges come in runs: insert each pair once per run.
                    let pair = min(owner, index) << 32 | max(owner, index)
                    if pair != lastPair {
                        neighbourPairs.insert(pair)
                        lastPair = pair
                    }
                }
                edgeEntry.append(entry)
                edgeArtificial.append(artificial)
            }
        }
        var kinds: [UInt8] = []
        kinds.reserveCapacity(vertexCount)
        var edge = 0
        for (index, feature) in features.enumerated() {
            for _ in 0..<feature.pointCount {
                let entry = Int(edgeEntry[edge])
                let kind: BaseMapEdgeKind
                if entryShared[entry] {
                    kind = entryOwner[entry] == Int32(index) ? .border : .hidden
                } else {
                    kind = edgeArtificial[edge] ? .hidden : .coast
                }
                kinds.append(kind.rawValue)
                edge += 1
            }
        }
        let pairs = neighbourPairs.sorted().map { ($0 >> 32, $0 & 0xFFFF_FFFF) }
        return (kinds, pairs)
    }

    /// A fast 64-bit mix of an edge key (MurmurHash3's finaliser), for the
    /// open-addressing table: keys are not attacker-controlled.
    @inline(__always)
    private static func mix(_ key: BaseMapEdgeKey) -> UInt64 {
        var h = key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    /// Calls `body` for every edge of every ring in storage order, with
    /// whether the edge is an artefact of the data (the ±180° split or the
    /// bottom of the world) rather than a real coast.
    private static func forEachEdge(of feature: PolygonFeature, _ body: (BaseMapEdgeKey, Bool) -> Void) {
        feature.forEachRing { ring in
            let n = ring.count / 2
            guard n > 0 else { return }
            for i in 0..<n {
                let j = i + 1 == n ? 0 : i + 1
                let lonA = ring[2 * i], latA = ring[2 * i + 1]
                let lonB = ring[2 * j], latB = ring[2 * j + 1]
                let onMeridianCut = abs(lonA) >= 179.999 && lonA == lonB
                let atBottom = latA <= -89.9 && latB <= -89.9
                body(BaseMapEdgeKey(lonA, latA, lonB, latB), onMeridianCut || atBottom)
            }
        }
    }
}
