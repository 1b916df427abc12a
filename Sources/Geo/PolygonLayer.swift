/// One parsed polygon asset (`TNLPOLY` format, see WorldAssetFormat.md):
/// validated once at load, then read in place by ``PolygonFeature``.
struct PolygonLayer: Sendable {
    static let magic = Array("TNLPOLY\0".utf8)
    static let version: UInt32 = 1
    static let headerSize = 32
    static let featureRecordSize = 52
    static let ringRecordSize = 24

    let features: [PolygonFeature]
    let storage: AssetBuffer

    static func load(_ path: String) throws(AssetError) -> PolygonLayer {
        try PolygonLayer(buffer: AssetBuffer(contentsOf: path))
    }

    init(buffer: AssetBuffer) throws(AssetError) {
        storage = buffer
        let file = buffer.path
        try buffer.checkHeader(magic: Self.magic, kind: "Tunnel polygon asset", version: Self.version, headerSize: Self.headerSize)
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

        func corrupt(_ detail: String) -> AssetError { .corrupt(file: file, detail: detail) }
        func inRange(_ lon: Float, _ lat: Float) -> Bool {
            lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90
        }

        // Every vertex once: finite and on the globe (NaN fails both tests).
        let points = UnsafeBufferPointer(
            start: (buffer.bytes.baseAddress! + pointsOffset).assumingMemoryBound(to: Float.self),
            count: pointCount * 2)
        var index = 0
        while index < points.count {
            guard inRange(points[index], points[index + 1]) else {
                throw corrupt("vertex \(index / 2) is not a valid longitude/latitude")
            }
            index += 2
        }

        for ring in 0..<ringCount {
            let record = ringsOffset + ring * Self.ringRecordSize
            let first = UInt64(buffer.u32(record))
            let count = UInt64(buffer.u32(record + 4))
            guard count >= 3, first + count <= UInt64(pointCount) else {
                throw corrupt("ring \(ring) spans vertices \(first)..<\(first + count) of \(pointCount)")
            }
            let minLon = buffer.f32(record + 8), minLat = buffer.f32(record + 12)
            let maxLon = buffer.f32(record + 16), maxLat = buffer.f32(record + 20)
            guard inRange(minLon, minLat), inRange(maxLon, maxLat), minLon <= maxLon, minLat <= maxLat else {
                throw corrupt("ring \(ring) has invalid bounds")
            }
        }

        var features: [PolygonFeature] = []
        features.reserveCapacity(featureCount)
        for index in 0..<featureCount {
            let record = featuresOffset + index * Self.featureRecordSize
            func text(_ field: Int) throws(AssetError) -> String? {
                let offset = buffer.u32(record + field), length = buffer.u32(record + field + 4)
                if length == 0 { return nil }
                guard UInt64(offset) + UInt64(length) <= UInt64(stringBytes) else {
                    throw corrupt("feature \(index) has a string outside the string table")
                }
                guard let value = buffer.string(blobStart: stringsOffset, offset: offset, length: length) else {
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
            guard rings >= 1, firstRing + rings <= UInt64(ringCount) else {
                throw corrupt("feature \(index) spans rings \(firstRing)..<\(firstRing + rings) of \(ringCount)")
            }
            let minLon = buffer.f32(record + 36), minLat = buffer.f32(record + 40)
            let maxLon = buffer.f32(record + 44), maxLat = buffer.f32(record + 48)
            guard inRange(minLon, minLat), inRange(maxLon, maxLat), minLon <= maxLon, minLat <= maxLat else {
                throw corrupt("feature \(index) has invalid bounds")
            }
            features.append(PolygonFeature(
                name: name, code: code,
                bounds: GeoBounds(
                    minLatitude: Double(minLat), minLongitude: Double(minLon),
                    maxLatitude: Double(maxLat), maxLongitude: Double(maxLon)),
                ringCount: Int(rings), chineseName: chinese, ocean: extra, storage: buffer,
                firstRing: Int(firstRing), ringTableOffset: ringsOffset, pointsOffset: pointsOffset))
        }
        self.features = features
    }
}
