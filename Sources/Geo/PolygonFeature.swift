/// A named polygon feature (a country, a lake, a marine area), possibly with
/// several parts and holes.
///
/// Rings are stored without a repeated closing vertex; outer rings run
/// counter-clockwise and holes clockwise. Fill them all together with the
/// even-odd rule (Cairo's `CAIRO_FILL_RULE_EVEN_ODD`), which also gives the
/// right answer for point-in-polygon tests. No ring crosses the antimeridian:
/// the data is split at ±180°.
public struct PolygonFeature: @unchecked Sendable {
    // @unchecked: `points` points into `storage`, which is read-only and kept alive here.
    /// English name; empty for unnamed features (most small lakes).
    public let name: String
    /// ISO 3166-1 alpha-2 code for countries (Natural Earth's `ISO_A2_EH`);
    /// nil for other features and for the few territories without one.
    public let code: String?
    /// The smallest box holding every ring.
    public let bounds: GeoBounds
    /// How many rings (outer rings and holes) the feature has.
    public let ringCount: Int

    let chineseName: String?
    /// For marine areas: the ocean they belong to ("" when landlocked).
    let ocean: String?
    let storage: AssetBuffer
    let firstRing: Int
    let ringTableOffset: Int
    /// The layer's vertices, bound to `Float` once when the layer loaded
    /// (``AssetBuffer/bind(_:offset:count:)``); rings are slices of it, so no
    /// pointer into the raw bytes is ever assumed to be bound.
    let points: UnsafeBufferPointer<Float>

    /// The name in the given language, or the English one where the data has none.
    public func name(in language: Language) -> String {
        switch language {
        case .english: name
        case .chinese: chineseName ?? name
        }
    }

    /// Calls `body` once per ring with that ring's vertices as interleaved
    /// longitude, latitude pairs of `Float` (32-bit) degrees: element `2i` is
    /// the longitude and `2i + 1` the latitude of vertex `i`.
    ///
    /// Zero-copy: the buffer points into the loaded asset and is valid only
    /// during the call. O(1) per ring; no allocation.
    public func forEachRing(_ body: (UnsafeBufferPointer<Float>) throws -> Void) rethrows {
        try forEachRingWithBounds { points, _ in try body(points) }
    }

    /// Like ``forEachRing(_:)``, also passing each ring's bounding box so a
    /// renderer or a hit test can skip rings that cannot matter.
    public func forEachRingWithBounds(_ body: (UnsafeBufferPointer<Float>, GeoBounds) throws -> Void) rethrows {
        for ring in firstRing..<(firstRing + ringCount) {
            let record = ringTableOffset + ring * PolygonLayer.ringRecordSize
            let first = Int(storage.u32(record))
            let count = Int(storage.u32(record + 4))
            let bounds = GeoBounds(
                minLatitude: Double(storage.f32(record + 12)), minLongitude: Double(storage.f32(record + 8)),
                maxLatitude: Double(storage.f32(record + 20)), maxLongitude: Double(storage.f32(record + 16)))
            // The layer checked at load that every ring lies inside `points`.
            try body(UnsafeBufferPointer(rebasing: points[(2 * first)..<(2 * (first + count))]), bounds)
        }
    }

    /// The total number of vertices over all rings. O(rings).
    public var pointCount: Int {
        var total = 0
        for ring in firstRing..<(firstRing + ringCount) {
            total += Int(storage.u32(ringTableOffset + ring * PolygonLayer.ringRecordSize + 4))
        }
        return total
    }

    /// Whether the point lies inside the feature (even-odd over all rings;
    /// points exactly on an edge may go either way). O(vertices of the rings
    /// whose box contains the point).
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard bounds.contains(coordinate) else { return false }
        let x = Float(coordinate.longitude)
        let y = Float(coordinate.latitude)
        var inside = false
        forEachRingWithBounds { ring, ringBounds in
            guard ringBounds.contains(coordinate) else { return }
            let n = ring.count / 2
            var j = n - 1
            for i in 0..<n {
                let xi = ring[2 * i], yi = ring[2 * i + 1]
                let xj = ring[2 * j], yj = ring[2 * j + 1]
                if (yi > y) != (yj > y) {
                    let crossing = xi + (y - yi) / (yj - yi) * (xj - xi)
                    if x < crossing { inside.toggle() }
                }
                j = i
            }
        }
        return inside
    }
}
