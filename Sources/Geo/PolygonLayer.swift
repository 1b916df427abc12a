/// One parsed polygon asset (`TNLPOLY` format, see WorldAssetFormat.md):
/// validated once at load, then read in place by ``PolygonFeature``.
///
/// Beyond the checksum, validation proves the structure the readers rely
/// on: the rings partition the points in order, the features partition the
/// rings in order, every stored bounding box is exactly its vertices' (ring)
/// or its rings' (feature), and every vertex is on the globe. O(points).
struct PolygonLayer: @unchecked Sendable {
    // @unchecked: `points` points into `storage`, which is read-only and kept alive here.
    static let headerSize = 32
    static let featureRecordSize = 52
    static let ringRecordSize = 24
    static let format = AssetFormat(
        magic: Array("TNLPOLY\0".utf8), kind: "Tunnel polygon asset", version: 2, headerSize: headerSize
    ) { field in
        UInt64(headerSize) + UInt64(field(12)) * UInt64(featureRecordSize) + UInt64(field(16)) * UInt64(ringRecordSize)
            + UInt64(field(20)) * 8 + UInt64(field(24))
    }

    let features: [PolygonFeature]
    let storage: AssetBuffer
    /// Every vertex, interleaved longitude, latitude; bound to `Float` at load.
    let points: UnsafeBufferPointer<Float>
    /// How many rings the layer has.
    let ringCount: Int

    static func load(_ path: String) throws(AssetError) -> PolygonLayer {
        try PolygonLayer(buffer: AssetBuffer(contentsOf: path, format: format))
    }

    init(buffer: AssetBuffer) throws(AssetError) {
        storage = buffer
        let file = buffer.path
        let featureCount = Int(buffer.u32(12))
        let ringCount = Int(buffer.u32(16))
        let pointCount = Int(buffer.u32(20))
        let stringBytes = Int(buffer.u32(24))
        let featuresOffset = Self.headerSize
        let ringsOffset = featuresOffset + featureCount * Self.featureRecordSize
        let pointsOffset = ringsOffset + ringCount * Self.ringRecordSize
        let stringsOffset = pointsOffset + pointCount * 8
        // Counts are UInt32, so these Int sums cannot overflow on 64-bit hosts.
        try buffer.checkSize(expected: UInt64(stringsOffset + stringBytes))
        self.ringCount = ringCount

        func corrupt(_ detail: String) -> AssetError { .corrupt(file: file, detail: detail) }
        func inRange(_ lon: Float, _ lat: Float) -> Bool {
            lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90
        }

        let points = buffer.bind(Float.self, offset: pointsOffset, count: pointCount * 2)
        let strings = buffer.bind(UInt8.self, offset: stringsOffset, count: stringBytes)
        self.points = points

        // Rings partition the points in order; each box is exactly its
        // vertices'. One pass over the vertices: since the rings must cover
        // every vertex exactly once, checking each ring's vertices to be
        // finite and on the globe (NaN fails both tests) checks them all.
        var nextPoint: UInt64 = 0
        for ring in 0..<ringCount {
            let record = ringsOffset + ring * Self.ringRecordSize
            let first = UInt64(buffer.u32(record))
            let count = UInt64(buffer.u32(record + 4))
            guard count >= 3, first == nextPoint, first + count <= UInt64(pointCount) else {
                throw corrupt("ring \(ring) spans vertices \(first)..<\(first + count); expected it to start at \(nextPoint) of \(pointCount)")
            }
            nextPoint = first + count
            var minLon = Float.infinity, minLat = Float.infinity, maxLon = -Float.infinity, maxLat = -Float.infinity
            for vertex in Int(first)..<Int(first + count) {
                let lon = points[2 * vertex], lat = points[2 * vertex + 1]
                guard inRange(lon, lat) else {
                    throw corrupt("vertex \(vertex) is not a valid longitude/latitude")
                }
                minLon = min(minLon, lon); maxLon = max(maxLon, lon)
                minLat = min(minLat, lat); maxLat = max(maxLat, lat)
            }
            guard buffer.f32(record + 8) == minLon, buffer.f32(record + 12) == minLat,
                  buffer.f32(record + 16) == maxLon, buffer.f32(record + 20) == maxLat
            else {
                throw corrupt("ring \(ring) has a bounding box that is not its vertices'")
            }
        }
        guard nextPoint == UInt64(pointCount) else {
            throw corrupt("the rings cover \(nextPoint) of \(pointCount) vertices")
        }

        var features: [PolygonFeature] = []
        features.reserveCapacity(featureCount)
        var nextRing: UInt64 = 0
        for index in 0..<featureCount {
            let record = featuresOffset + index * Self.featureRecordSize
            func text(_ field: Int) throws(AssetError) -> String? {
                let offset = buffer.u32(record + field), length = buffer.u32(record + field + 4)
                if length == 0 { return nil }
                guard UInt64(offset) + UInt64(length) <= UInt64(stringBytes) else {
                    throw corrupt("feature \(index) has a string outside the string table")
                }
                guard let value = buffer.string(blob: strings, offset: offset, length: length) else {
                    throw corrupt("feature \(index) has a string that is not UTF-8")
                }
                return value
            }
            let name = try text(0) ?? ""
            let chinese = try text(8)
            let extra = try text(16)
            let codeBytes = (0..<4).map { buffer.bytes[record + 24 + $0] }.prefix { $0 != 0 }
            guard codeBytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
                throw corrupt("feature \(index) has a non-ASCII code")
            }
            let code = codeBytes.isEmpty ? nil : String(decoding: codeBytes, as: UTF8.self)
            let firstRing = UInt64(buffer.u32(record + 28))
            let rings = UInt64(buffer.u32(record + 32))
            // Features partition the rings in order; each box is exactly its rings'.
            guard rings >= 1, firstRing == nextRing, firstRing + rings <= UInt64(ringCount) else {
                throw corrupt("feature \(index) spans rings \(firstRing)..<\(firstRing + rings); expected it to start at \(nextRing) of \(ringCount)")
            }
            nextRing = firstRing + rings
            let minLon = buffer.f32(record + 36), minLat = buffer.f32(record + 40)
            let maxLon = buffer.f32(record + 44), maxLat = buffer.f32(record + 48)
            var union = (minLon: Float.infinity, minLat: Float.infinity, maxLon: -Float.infinity, maxLat: -Float.infinity)
            for ring in Int(firstRing)..<Int(firstRing + rings) {
                let ringRecord = ringsOffset + ring * Self.ringRecordSize
                union.minLon = min(union.minLon, buffer.f32(ringRecord + 8))
                union.minLat = min(union.minLat, buffer.f32(ringRecord + 12))
                union.maxLon = max(union.maxLon, buffer.f32(ringRecord + 16))
                union.maxLat = max(union.maxLat, buffer.f32(ringRecord + 20))
            }
            guard union.minLon == minLon, union.minLat == minLat, union.maxLon == maxLon, union.maxLat == maxLat else {
                throw corrupt("feature \(index) has a bounding box that is not its rings'")
            }
            features.append(PolygonFeature(
                name: name, code: code,
                bounds: GeoBounds(
                    minLatitude: Double(minLat), minLongitude: Double(minLon),
                    maxLatitude: Double(maxLat), maxLongitude: Double(maxLon)),
                ringCount: Int(rings), chineseName: chinese, ocean: extra, storage: buffer,
                firstRing: Int(firstRing), ringTableOffset: ringsOffset, points: points))
        }
        guard nextRing == UInt64(ringCount) else {
            throw corrupt("the features cover \(nextRing) of \(ringCount) rings")
        }
        self.features = features
    }
}
