#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import Geo

/// Reads a whole file into an array, independently of the asset reader.
private func fileBytes(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    precondition(fd >= 0, "cannot open \(path)")
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if got <= 0 { break }
        bytes += chunk[0..<got]
    }
    return bytes
}

/// The vertices a polygon layer hands out in place (bound once at load) are
/// the file's bytes, read here with `loadUnaligned` from a private copy:
/// binding the mapping changes how the bytes are reached, never their values.
@Suite struct AssetReadInPlaceTests {
    @Test(arguments: [WorldFiles.countriesLow, WorldFiles.countriesMedium, WorldFiles.lakes, WorldFiles.marine])
    func ringVerticesEqualTheFileBytes(file: String) throws {
        let path = AssetLocator.default.worldFile(file)
        let layer = try PolygonLayer.load(path)
        let bytes = fileBytes(path)
        let pointCount = Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 20, as: UInt32.self) })
        let pointsOffset = PolygonLayer.headerSize + layer.features.count * PolygonLayer.featureRecordSize
            + layer.ringCount * PolygonLayer.ringRecordSize
        #expect(layer.points.count == pointCount * 2)

        var vertex = 0
        var mismatches = 0
        bytes.withUnsafeBytes { raw in
            for feature in layer.features {
                feature.forEachRing { ring in
                    for value in ring {
                        let expected = Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(
                            fromByteOffset: pointsOffset + vertex * 4, as: UInt32.self)))
                        if value.bitPattern != expected.bitPattern { mismatches += 1 }
                        vertex += 1
                    }
                }
            }
        }
        // Every vertex is visited once, in file order, and has the file's value.
        #expect(vertex == pointCount * 2)
        #expect(mismatches == 0)
    }

    @Test func aFeatureOfTheRealDataContainsItsCapital() throws {
        let layer = try PolygonLayer.load(AssetLocator.default.worldFile(WorldFiles.countriesMedium))
        let denmark = try #require(layer.features.first { $0.code == "DK" })
        #expect(denmark.contains(Coordinate(latitude: 55.676, longitude: 12.568)))
        #expect(!denmark.contains(Coordinate(latitude: 52.52, longitude: 13.405)))
    }
}

/// The label cache is shared by the two maps' render threads: concurrent
/// callers asking for different prefixes all get the same places, in order.
@Suite struct LabelCacheConcurrencyTests {
    @Test func concurrentPrefixesAgreeWithASerialDecode() async throws {
        let places = try PlaceTable.load(AssetLocator.default.worldFile(WorldFiles.places))
        let expected = (0..<2_000).map { places.place(places.labelSlot($0)).name }
        let cache = LabelCache(places: places, language: .english)
        let results = await withTaskGroup(of: [String].self) { group in
            for task in 0..<16 {
                group.addTask {
                    var names: [String] = []
                    // Each task grows its own way through the list, so decoding races.
                    for step in 1...20 {
                        let count = min(2_000, (step * 97 + task * 13) % 2_001)
                        names = cache.prefix(count).map(\.name)
                    }
                    return Array(cache.prefix(2_000).map(\.name)) + names
                }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        for result in results {
            #expect(Array(result.prefix(2_000)) == expected)
            let tail = result.dropFirst(2_000)
            #expect(Array(tail) == Array(expected.prefix(tail.count)))
        }
    }
}
