#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A latitude-band index over the edges of a polygon layer, answering
/// "which features contain this point" and "which feature is nearest" without
/// walking every ring.
///
/// Each band of ``rowHeight`` degrees lists the edges whose latitude span
/// meets it. A point-in-polygon query casts a ray east from the point and
/// counts, per feature, the crossings with the edges of the point's band only:
/// O(edges in one band) instead of O(all vertices of the candidate features).
///
/// Work and memory are bounded by the input's size: an edge is listed once
/// per band it meets, and a layer whose edges would need more than
/// ``maximumEntriesPerEdge`` entries each on average (plus
/// ``entryAllowance``) — a ring that zig-zags between the poles, say — is
/// rejected with an error naming the file before anything is allocated.
/// The world's layers need 1.2 to 2.4 entries per edge.
struct PolygonIndex: @unchecked Sendable {
    // @unchecked: `points` points into `storage`, which is immutable and kept alive here.
    /// One band entry: 4 bytes, the edge's first vertex `a` (its index in
    /// the layer's point array). Its second vertex is the next one, `a + 1`,
    /// except for the edge that closes a ring back to the ring's first vertex,
    /// which is marked by the top bit and finds that vertex in
    /// `ringFirstVertex` (one closing edge per ring, so the search is rare).
    /// The feature is not stored either: features own contiguous runs of
    /// vertices, so ``feature(ofVertex:)`` finds it from `a`, and only for the
    /// few edges a query keeps. Storing `b` too would make every entry
    /// 8 bytes and the index twice as big.
    struct Edge {
        private let raw: UInt32
        private static let closingBit: UInt32 = 1 << 31
        /// The largest vertex index an entry can hold.
        static let maximumVertex = Int(closingBit - 1)

        init(a: Int, closesRing: Bool) {
            raw = UInt32(a) | (closesRing ? Self.closingBit : 0)
        }

        /// The edge's first vertex.
        @inline(__always) var a: UInt32 { raw & ~Self.closingBit }
        /// Whether the edge runs from the ring's last vertex back to its first.
        @inline(__always) var closesRing: Bool { raw & Self.closingBit != 0 }
    }

    static let rowHeight = 0.1
    static let rowCount = Int((180 / rowHeight).rounded())
    /// Band entries allowed per edge on average, beyond ``entryAllowance``.
    static let maximumEntriesPerEdge = 8
    /// Band entries any layer may use regardless of its edge count.
    static let entryAllowance = 100_000

    let features: [PolygonFeature]
    /// The first vertex of each feature, ascending: the layer's features
    /// partition its rings, and its rings its vertices, in order.
    private let featureFirstVertex: [UInt32]
    /// The first vertex of each ring, ascending, for the rings' closing edges.
    private let ringFirstVertex: [UInt32]
    private let rowStart: [Int]
    private let edges: [Edge]
    private let storage: AssetBuffer?
    private let points: UnsafeBufferPointer<Float>

    init(layer: PolygonLayer) throws(AssetError) {
        features = layer.features
        storage = layer.storage
        let pts = layer.points
        points = pts

        // Ring extents as plain integers first, so the passes below run over
        // unsafe buffers without re-reading the ring table.
        var rings: [(start: Int, count: Int)] = []
        rings.reserveCapacity(layer.ringCount)
        for feature in layer.features {
            for ring in feature.firstRing..<(feature.firstRing + feature.ringCount) {
                let record = feature.ringTableOffset + ring * PolygonLayer.ringRecordSize
                rings.append((Int(feature.storage.u32(record)), Int(feature.storage.u32(record + 4))))
            }
        }
        ringFirstVertex = rings.map { UInt32($0.start) }
        featureFirstVertex = layer.features.map { feature in
            UInt32(feature.storage.u32(feature.ringTableOffset + feature.firstRing * PolygonLayer.ringRecordSize))
        }
        // The total, computed per edge without visiting its bands, decides
        // whether the index may be built at all. Int is 64-bit: no overflow.
        var edgeCount = 0
        var total = 0
        for ring in rings {
            var previous = ring.start + ring.count - 1
            for vertex in ring.start..<(ring.start + ring.count) {
                let ya = pts[2 * previous + 1], yb = pts[2 * vertex + 1]
                previous = vertex
                if ya == yb { continue }
                edgeCount += 1
                total += Self.row(Double(max(ya, yb))) - Self.row(Double(min(ya, yb))) + 1
            }
        }
        let limit = Self.entryAllowance + Self.maximumEntriesPerEdge * edgeCount
        guard pts.count / 2 <= Edge.maximumVertex + 1 else {
            throw .corrupt(file: layer.storage.path, detail: "its \(pts.count / 2) vertices are more than an index can address")
        }
        guard total <= limit else {
            throw .corrupt(
                file: layer.storage.path,
                detail: "its \(edgeCount) edges span \(total) latitude bands of the index, more than the \(limit) allowed "
                    + "(edges that zig-zag across most latitudes)")
        }

        let rowCount = Self.rowCount
        var starts = [Int](repeating: 0, count: rowCount + 1)
        starts.withUnsafeMutableBufferPointer { counts in
            for ring in rings {
                var previous = ring.start + ring.count - 1
                for vertex in ring.start..<(ring.start + ring.count) {
                    let ya = pts[2 * previous + 1], yb = pts[2 * vertex + 1]
                    previous = vertex
                    if ya == yb { continue }  // horizontal edges never cross an eastward ray
                    for row in Self.row(Double(min(ya, yb)))...Self.row(Double(max(ya, yb))) { counts[row + 1] += 1 }
                }
            }
            for row in 0..<rowCount { counts[row + 1] += counts[row] }
        }
        var fill = starts
        let list = [Edge](unsafeUninitializedCapacity: total) { buffer, initialized in
            fill.withUnsafeMutableBufferPointer { next in
                for ring in rings {
                    var previous = ring.start + ring.count - 1
                    for vertex in ring.start..<(ring.start + ring.count) {
                        let ya = pts[2 * previous + 1], yb = pts[2 * vertex + 1]
                        defer { previous = vertex }
                        if ya == yb { continue }
                        let edge = Edge(a: previous, closesRing: vertex == ring.start)
                        for row in Self.row(Double(min(ya, yb)))...Self.row(Double(max(ya, yb))) {
                            (buffer.baseAddress! + next[row]).initialize(to: edge)
                            next[row] += 1
                        }
                    }
                }
            }
            initialized = total
        }
        rowStart = starts
        edges = list
    }

    /// The indices of an edge's two vertices in `points`.
    @inline(__always)
    private func ends(_ edge: Edge) -> (a: Int, b: Int) {
        let a = Int(edge.a)
        guard edge.closesRing else { return (a, a + 1) }
        return (a, Int(ringFirstVertex[Self.lastIndex(in: ringFirstVertex, atOrBefore: edge.a)]))
    }

    /// The index of the last element of an ascending array that is at or
    /// before `vertex` (0 when none is). O(log n).
    @inline(__always)
    private static func lastIndex(in firsts: [UInt32], atOrBefore vertex: UInt32) -> Int {
        var low = 0, high = firsts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if firsts[middle] <= vertex { low = middle } else { high = middle }
        }
        return low
    }

    /// The feature owning vertex `vertex`: the last whose first vertex is at
    /// or before it. O(log features).
    @inline(__always)
    private func feature(ofVertex vertex: UInt32) -> Int {
        Self.lastIndex(in: featureFirstVertex, atOrBefore: vertex)
    }

    @inline(__always)
    static func row(_ latitude: Double) -> Int {
        max(0, min(rowCount - 1, Int(((latitude + 90) / rowHeight).rounded(.down))))
    }

    /// Indices of the features containing the point (even-odd rule, the same
    /// arithmetic as ``PolygonFeature/contains(_:)``), in ascending order.
    func featuresContaining(_ coordinate: Coordinate) -> [Int] {
        let x = Float(coordinate.longitude), y = Float(coordinate.latitude)
        let row = Self.row(coordinate.latitude)
        var crossed: [UInt32] = []
        for index in rowStart[row]..<rowStart[row + 1] {
            let edge = edges[index]
            let (a, b) = ends(edge)
            let ya = points[2 * a + 1], yb = points[2 * b + 1]
            if (ya > y) != (yb > y) {
                let xa = points[2 * a], xb = points[2 * b]
                if x < xa + (y - ya) / (yb - ya) * (xb - xa) {
                    crossed.append(edge.a)
                }
            }
        }
        guard !crossed.isEmpty else { return [] }
        // Sorted by vertex, the crossings of one feature are one run (features
        // own contiguous vertices), so its feature is looked up once per run.
        crossed.sort()
        var inside: [Int] = []
        var feature = -1
        var end: UInt32 = 0
        var crossings = 0
        for vertex in crossed {
            if feature < 0 || vertex >= end {
                if feature >= 0, crossings % 2 == 1 { inside.append(feature) }
                feature = self.feature(ofVertex: vertex)
                end = feature + 1 < featureFirstVertex.count ? featureFirstVertex[feature + 1] : .max
                crossings = 0
            }
            crossings += 1
        }
        if crossings % 2 == 1 { inside.append(feature) }
        return inside
    }

    /// The feature with an edge nearest to the point, with that distance in
    /// degrees of latitude (longitude scaled by the cosine of the latitude),
    /// accepting only features for which `accept` is true, and only edges
    /// within `maximumDistance` degrees. Searches bands outwards from the
    /// point's own and stops once no nearer edge can exist: with a small
    /// `maximumDistance`, after the point's band and its neighbours.
    func nearestFeature(
        to coordinate: Coordinate, within maximumDistance: Double = .infinity, where accept: (Int) -> Bool
    ) -> (feature: Int, distance: Double)? {
        let px = coordinate.longitude, py = coordinate.latitude
        let scale = max(0.01, cos(py * .pi / 180))
        var best: (feature: Int, distance: Double)?
        let bounded = maximumDistance.isFinite
        let reachX = maximumDistance / scale
        let home = Self.row(py)
        var reach = 0
        while reach < Self.rowCount {
            // Every edge in bands beyond `reach` is at least this far away.
            let floor = max(0, Double(reach - 1)) * Self.rowHeight
            if floor > maximumDistance { break }
            if let found = best, found.distance <= floor { break }
            for row in Set([home - reach, home + reach]) where row >= 0 && row < Self.rowCount {
                for index in rowStart[row]..<rowStart[row + 1] {
                    let edge = edges[index]
                    let (a, b) = ends(edge)
                    // A bounded search skips, unmeasured, an edge lying wholly
                    // east or west of the bound (most of a band's edges).
                    if bounded {
                        let east = Self.wrap(Double(points[2 * a]) - px)
                        let west = east + Self.wrap(Double(points[2 * b] - points[2 * a]))
                        if (east > reachX && west > reachX) || (east < -reachX && west < -reachX) { continue }
                    }
                    let d = Self.distance(
                        px: px, py: py, scale: scale,
                        ax: Double(points[2 * a]), ay: Double(points[2 * a + 1]),
                        bx: Double(points[2 * b]), by: Double(points[2 * b + 1]))
                    // The feature is looked up only for an edge that would win.
                    guard d < (best?.distance ?? .infinity), d <= maximumDistance else { continue }
                    let feature = feature(ofVertex: edge.a)
                    if accept(feature) { best = (feature, d) }
                }
            }
            reach += 1
        }
        return best
    }

    /// A longitude difference brought into −180…180.
    @inline(__always)
    static func wrap(_ d: Double) -> Double { d > 180 ? d - 360 : (d < -180 ? d + 360 : d) }

    /// Distance from a point to a segment in a local plane where longitude
    /// differences (wrapped across the antimeridian) are scaled by `scale`.
    /// The far end is placed from the near one by the edge's own short
    /// span, so a segment astride the point's antipodal meridian is not
    /// drawn the long way round, through the point.
    static func distance(px: Double, py: Double, scale: Double, ax: Double, ay: Double, bx: Double, by: Double) -> Double {
        let near = wrap(ax - px)
        let ux = near * scale, uy = ay - py
        let vx = (near + wrap(bx - ax)) * scale, vy = by - py
        let dx = vx - ux, dy = vy - uy
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? max(0, min(1, -(ux * dx + uy * dy) / lengthSquared)) : 0
        let cx = ux + t * dx, cy = uy + t * dy
        return (cx * cx + cy * cy).squareRoot()
    }
}
