#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import PropertyBased
import Testing
@testable import Geo

/// Asset files that are not what they claim to be (issue 13): FIFOs,
/// directories, devices, sparse giants, pathological but format-valid
/// geometry, and corruption — each must end in an error naming the file,
/// quickly and within bounded memory, never a hang or a wrong answer.
@Suite(.serialized) struct HostileAssetTests {
    private static let allFiles = [
        WorldFiles.countriesLow, WorldFiles.countriesMedium, WorldFiles.countriesHigh,
        WorldFiles.lakes, WorldFiles.marine, WorldFiles.places, WorldFiles.placeZones,
    ] + DetailLevel.allCases.map(WorldFiles.countryEdges)

    @Test(arguments: ["fifo", "directory", "device"])
    func aFileThatIsNotARegularFileIsRefusedWithoutHanging(kind: String) throws {
        let folder = TemporaryFolder("kind-\(kind)")
        defer { folder.remove() }
        let path = folder.path("places.bin")
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "directory": #expect(mkdir(path, 0o755) == 0)
        default: #expect(symlink("/dev/zero", path) == 0)
        }
        let outcome = try finishes(within: 20) { () -> AssetError? in
            loadFailure { () throws(AssetError) in _ = try PlaceTable.load(path) }
        }
        guard case .unreadable(let file, let reason)? = outcome else {
            Issue.record("expected .unreadable, got \(String(describing: outcome))")
            return
        }
        #expect(file == path)
        let expected = ["fifo": "a FIFO", "directory": "a directory", "device": "a character device"][kind]!
        #expect(reason.contains(expected), "\(reason)")
    }

    @Test func aSparseThreeGigabyteFileIsRefusedWithoutReadingIt() throws {
        let folder = TemporaryFolder("sparse")
        defer { folder.remove() }
        let path = folder.path("marine.bin")
        let real = readAll(AssetLocator.default.worldFile(WorldFiles.marine))
        writeAll(path, Array(real.prefix(4096)))
        #expect(truncate(path, 3 << 30) == 0)
        let before = residentBytes()
        let clock = ContinuousClock()
        let started = clock.now
        let outcome = try finishes(within: 20) { () -> AssetError? in
            loadFailure { () throws(AssetError) in _ = try PolygonLayer.load(path) }
        }
        #expect(clock.now - started < .seconds(2))
        #expect(residentBytes() - before < 64 << 20)
        #expect(outcome == .sizeMismatch(file: path, expectedBytes: UInt64(real.count), actualBytes: 3 << 30))
    }

    @Test func aRingZigZaggingBetweenThePolesIsRejectedWithinBounds() throws {
        let folder = TemporaryFolder("zigzag")
        defer { folder.remove() }
        let path = folder.path("countries-high.bin")
        // 600,000 vertices (4.8 MB): every edge spans every latitude band.
        let count = 600_000
        var points: [Float] = []
        points.reserveCapacity(count * 2)
        for i in 0..<count {
            points.append(Float(-179.0 + 358.0 * Double(i) / Double(count)))
            points.append(i % 2 == 0 ? 89.9 : -89.9)
        }
        writeAll(path, polygonAsset(name: "Zigzag", rings: [points]))
        let before = residentBytes()
        let layer = try PolygonLayer.load(path)  // format-valid
        let outcome = try finishes(within: 30) { () -> AssetError? in
            loadFailure { () throws(AssetError) in _ = try PolygonIndex(layer: layer) }
        }
        guard case .corrupt(let file, let detail)? = outcome else {
            Issue.record("expected .corrupt, got \(String(describing: outcome))")
            return
        }
        #expect(file == path)
        #expect(detail.contains("latitude bands"), "\(detail)")
        #expect(residentBytes() - before < 128 << 20)
    }

    @Test func aSmallValidLayerStillIndexes() throws {
        // The bound is not so tight that ordinary long edges fail: a square
        // from 60 S to 60 N (1,200 bands per vertical edge) is fine.
        let folder = TemporaryFolder("square")
        defer { folder.remove() }
        let path = folder.path("lakes.bin")
        writeAll(path, polygonAsset(name: "Square", rings: [[-10, -60, 10, -60, 10, 60, -10, 60]]))
        let index = try PolygonIndex(layer: PolygonLayer.load(path))
        #expect(index.featuresContaining(Coordinate(latitude: 0, longitude: 0)) == [0])
        #expect(index.featuresContaining(Coordinate(latitude: 0, longitude: 20)) == [])
    }

    @Test func structuralDamageWithAMatchingChecksumIsStillAnError() throws {
        let folder = TemporaryFolder("structure")
        defer { folder.remove() }
        // Overlapping ring spans: ring 1 starts where ring 0 does.
        let countries = readAll(AssetLocator.default.worldFile(WorldFiles.countriesHigh))
        let path = folder.path(WorldFiles.countriesHigh)
        var bytes = countries
        let featureCount = Int(u32(countries, 12))
        let ring1 = 32 + featureCount * 52 + 24
        for i in 0..<4 { bytes[ring1 + i] = countries[ring1 - 24 + i] }
        writeAll(path, resealed(bytes))
        #expect(loadFailure { () throws(AssetError) in _ = try PolygonLayer.load(path) }?.file == path)

        // Two places swapped in the k-d tree (positions only).
        let places = readAll(AssetLocator.default.worldFile(WorldFiles.places))
        let placesPath = folder.path(WorldFiles.places)
        bytes = places
        let n = Int(u32(places, 12))
        let xyz = PlaceTable.headerSize
        for i in 0..<12 { bytes.swapAt(xyz + i, xyz + (n - 1) * 12 + i) }
        writeAll(placesPath, resealed(bytes))
        // The table loads (labels read only its arrays); a geocoder over it,
        // whose look-ups search the trees, is refused naming the file.
        let table = try PlaceTable.load(placesPath)
        let locator = AssetLocator.default
        let error = loadFailure { () throws(AssetError) in
            _ = try ReverseGeocoder(
                countries: PolygonLayer.load(locator.worldFile(WorldFiles.countriesHigh)),
                lakes: PolygonLayer.load(locator.worldFile(WorldFiles.lakes)),
                marine: PolygonLayer.load(locator.worldFile(WorldFiles.marine)), places: table)
        }
        #expect(error?.file == placesPath)
        #expect(error?.description.contains("tree") == true, "\(String(describing: error))")
    }

    /// Seeded mutations of every asset: byte flips, truncations, extensions
    /// and swaps of record spans, both with the stale checksum and resealed.
    /// Every outcome is an error naming the file or an answer identical to
    /// the unmutated one.
    @Test func fuzzedAssetsGiveAnErrorNamingTheFileOrTheSameAnswers() throws {
        let folder = TemporaryFolder("fuzz")
        defer { folder.remove() }
        let source = AssetLocator.default
        let originals = Dictionary(uniqueKeysWithValues: Self.allFiles.map { ($0, readAll(source.worldFile($0))) })
        let baseline = try Answers(locator: source)
        var random = Xoshiro(seed: (0x7475_6E6E_656C_13, 1, 2, 3))
        var errors = 0, identical = 0
        for file in Self.allFiles {
            let original = originals[file]!
            let path = folder.path(file)
            for round in 0..<50 {
                var bytes = original
                let payload = original.count - AssetBuffer.trailerSize
                var reseal = false
                switch round % 5 {
                case 0, 1:  // flip 1–4 bytes, anywhere (half of them in the tables at the front)
                    let span = round % 2 == 0 ? min(payload, 8192) : original.count
                    for _ in 0...Int.random(in: 0..<4, using: &random) {
                        bytes[Int.random(in: 0..<span, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                    }
                case 2:  // truncate, or add bytes
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        let junk = UInt8.random(in: 0...255, using: &random)
                        bytes += [UInt8](repeating: junk, count: Int.random(in: 1...64, using: &random))
                    } else {
                        bytes = Array(bytes.prefix(Int.random(in: 0..<original.count, using: &random)))
                    }
                case 3:  // swap two 4-byte-aligned spans of 4–24 bytes, stale checksum
                    swapSpans(&bytes, payload: payload, random: &random)
                default:  // structural damage, resealed: only the structural checks can tell
                    damageStructure(&bytes, file: file, random: &random)
                    reseal = true
                }
                if bytes == original { continue }
                writeAll(path, reseal ? resealed(bytes) : bytes)
                switch Result(catching: { () throws(AssetError) in try baseline.answers(replacing: file, with: path) }) {
                case .failure(let error):
                    #expect(error.file == path, "\(file) round \(round): \(error)")
                    errors += 1
                case .success(let answers):
                    let differing = zip(answers, baseline.original).enumerated().first { $0.element.0 != $0.element.1 }
                    #expect(
                        answers == baseline.original,
                        "\(file) round \(round): accepted and answered differently: \(String(describing: differing).prefix(600))")
                    identical += 1
                }
            }
        }
        #expect(errors + identical > 250)
    }
}

// MARK: - Answers to compare

/// What the data says, for comparing a mutated asset with the original: the
/// geocoder's descriptions of fixed points, and every polygon layer's
/// features and vertices.
private struct Answers {
    let locator: AssetLocator
    let countriesHigh: PolygonLayer, lakes: PolygonLayer, marine: PolygonLayer, places: PlaceTable
    let zones: PlaceZones
    let original: [String]
    /// The answers of a geocoder without zones: zones belong to one places
    /// file, so a mutated places file is read without them.
    let originalWithoutZones: [String]

    static let probes: [Coordinate] = [
        (10, 10), (56, 8.5), (-33.86, 151.21), (-1.5, 33), (48.8566, 2.3522), (40.4168, -3.7038), (64.1, -21.9),
        (0, 0), (-56.55, -171.68), (35.68, 139.69), (-89.99, 0), (89.99, 0), (60.5, 20.5), (25, -90), (-23.5, 46.8),
        (12.1, 44.9), (46.5, 10.5), (-45, 170), (71, -42), (19.4, -99.1),
    ].map { Coordinate(latitude: $0.0, longitude: $0.1) }

    init(locator: AssetLocator) throws {
        self.locator = locator
        countriesHigh = try PolygonLayer.load(locator.worldFile(WorldFiles.countriesHigh))
        lakes = try PolygonLayer.load(locator.worldFile(WorldFiles.lakes))
        marine = try PolygonLayer.load(locator.worldFile(WorldFiles.marine))
        places = try PlaceTable.load(locator.worldFile(WorldFiles.places))
        zones = try PlaceZones.load(locator.worldFile(WorldFiles.placeZones), for: places)
        let geocoder = try ReverseGeocoder(countries: countriesHigh, lakes: lakes, marine: marine, places: places, zones: zones)
        original = Self.describe(geocoder)
        originalWithoutZones = Self.describe(try ReverseGeocoder(countries: countriesHigh, lakes: lakes, marine: marine, places: places))
    }

    /// The answers with `file` replaced by the asset at `path`.
    func answers(replacing file: String, with path: String) throws(AssetError) -> [String] {
        switch file {
        case WorldFiles.places:
            let answers = Self.describe(
                try ReverseGeocoder(countries: countriesHigh, lakes: lakes, marine: marine, places: PlaceTable.load(path)))
            return answers == originalWithoutZones ? original : answers
        case WorldFiles.placeZones:
            let mutated = try PlaceZones.load(path, for: places)
            let geocoder = try ReverseGeocoder(countries: countriesHigh, lakes: lakes, marine: marine, places: places, zones: mutated)
            let same = mutated.identifiers == zones.identifiers
                && (0..<places.count).allSatisfy { mutated.zone($0) == zones.zone($0) }
            return Self.describe(geocoder) + (same ? [] : ["zones differ"])
        case WorldFiles.countriesHigh, WorldFiles.lakes, WorldFiles.marine:
            let layer = try PolygonLayer.load(path)
            let geocoder = try ReverseGeocoder(
                countries: file == WorldFiles.countriesHigh ? layer : countriesHigh,
                lakes: file == WorldFiles.lakes ? layer : lakes,
                marine: file == WorldFiles.marine ? layer : marine, places: places)
            let reference = try PolygonLayer.load(locator.worldFile(file))
            return Self.describe(geocoder) + (Self.summary(layer) == Self.summary(reference) ? [] : ["layer differs"])
        case let edges where DetailLevel.allCases.map(WorldFiles.countryEdges).contains(edges):
            // Edges: drawn, not geocoded; read against their own level's countries.
            let level = DetailLevel.allCases.first { WorldFiles.countryEdges($0) == edges }!
            let countries = try PolygonLayer.load(locator.worldFile(WorldFiles.countries(level)))
            let mutated = try CountryEdges.load(path, for: countries)
            let reference = try CountryEdges.load(locator.worldFile(edges), for: countries)
            let same = Array(mutated.kinds) == Array(reference.kinds)
                && mutated.neighbours.elementsEqual(reference.neighbours, by: ==)
            return original + (same ? [] : ["edges differ"])
        default:  // countries at low and medium detail: drawn, not geocoded
            let reference = try PolygonLayer.load(locator.worldFile(file))
            return original + (Self.summary(try PolygonLayer.load(path)) == Self.summary(reference) ? [] : ["layer differs"])
        }
    }

    static func describe(_ geocoder: ReverseGeocoder) -> [String] {
        probes.map { String(describing: geocoder.describe($0)) }
    }

    /// Every feature's attributes and every vertex.
    static func summary(_ layer: PolygonLayer) -> [String] {
        layer.features.map { "\($0.name)|\($0.code ?? "")|\($0.bounds)|\($0.ringCount)|\($0.pointCount)" }
            + [layer.points.map { String($0.bitPattern, radix: 16) }.joined(separator: ",").hashValue.description]
    }
}

// MARK: - Helpers

/// Runs `body` on another thread and returns its result, or fails the test
/// if it has not finished within `seconds` (the thread is then abandoned).
private final class ResultBox<T>: @unchecked Sendable {
    // @unchecked: written once on the worker before the semaphore is signalled, read after.
    var value: T?
}

private struct Hang: Error {}

private func finishes<T: Sendable>(within seconds: Int, _ body: @escaping @Sendable () -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        box.value = body()
        done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success, let value = box.value else {
        Issue.record("did not finish within \(seconds) s")
        throw Hang()
    }
    return value
}

private func loadFailure(_ body: () throws(AssetError) -> Void) -> AssetError? {
    do { try body(); return nil } catch { return error }
}

/// A polygon asset (version 2, sealed) with one feature whose rings are the
/// given interleaved longitude, latitude vertices.
private func polygonAsset(name: String, rings: [[Float]]) -> [UInt8] {
    var out: [UInt8] = []
    func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
    func f32(_ v: Float) { u32(v.bitPattern) }
    let pointCount = rings.reduce(0) { $0 + $1.count / 2 }
    let nameBytes = Array(name.utf8)
    out += Array("TNLPOLY\0".utf8)
    for v in [2, 1, UInt32(rings.count), UInt32(pointCount), UInt32(nameBytes.count), 0] as [UInt32] { u32(v) }
    func bounds(_ points: [Float]) -> [Float] {
        let lons = stride(from: 0, to: points.count, by: 2).map { points[$0] }
        let lats = stride(from: 1, to: points.count, by: 2).map { points[$0] }
        return [lons.min()!, lats.min()!, lons.max()!, lats.max()!]
    }
    let all = bounds(rings.flatMap { $0 })
    for v in [0, UInt32(nameBytes.count), 0, 0, 0, 0, 0, 0, UInt32(rings.count)] as [UInt32] { u32(v) }
    all.forEach(f32)
    var first: UInt32 = 0
    for ring in rings {
        u32(first); u32(UInt32(ring.count / 2))
        bounds(ring).forEach(f32)
        first += UInt32(ring.count / 2)
    }
    for ring in rings { ring.forEach(f32) }
    out += nameBytes
    return resealed(out + [0, 0, 0, 0, 0, 0, 0, 0])
}

private func swapSpans(_ bytes: inout [UInt8], payload: Int, random: inout Xoshiro) {
    let length = 4 * Int.random(in: 1...6, using: &random)
    let front = min(payload, 65_536) - length  // the record tables, mostly
    guard front > 64 else { return }
    let a = 4 * (Int.random(in: 0..<front, using: &random) / 4)
    let b = 4 * (Int.random(in: 0..<front, using: &random) / 4)
    guard abs(a - b) >= length else { return }
    for i in 0..<length { bytes.swapAt(a + i, b + i) }
}

/// Damage the readers' structure can reveal though every value is in range:
/// ring spans swapped or made to overlap, feature ring spans swapped, two
/// places swapped in the k-d tree, zone identifiers out of order or zones
/// derived from other places.
private func damageStructure(_ bytes: inout [UInt8], file: String, random: inout Xoshiro) {
    func swap(_ a: Int, _ b: Int, _ length: Int) { for i in 0..<length { bytes.swapAt(a + i, b + i) } }
    if file == WorldFiles.placeZones {
        let places = Int(u32(bytes, 12)), zones = Int(u32(bytes, 16)), blob = Int(u32(bytes, 20))
        let indices = PlaceZones.headerSize + (zones + 1) * 4 + (blob + 3) / 4 * 4
        switch Int.random(in: 0..<3, using: &random) {
        case 0:  // a place's zone beyond the table
            let at = indices + 2 * Int.random(in: 0..<places, using: &random)
            (bytes[at], bytes[at + 1]) = (UInt8(zones & 0xFF), UInt8(zones >> 8))
        case 1:  // two identifiers' first letters swapped: out of order
            let a = Int(u32(bytes, PlaceZones.headerSize + 4 * Int.random(in: 0..<zones, using: &random)))
            let b = Int(u32(bytes, PlaceZones.headerSize + 4 * Int.random(in: 0..<zones, using: &random)))
            let base = PlaceZones.headerSize + (zones + 1) * 4
            if bytes[base + a] != bytes[base + b] { bytes.swapAt(base + a, base + b) }
        default:  // derived from another version of the places
            bytes[24 + Int.random(in: 0..<8, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        }
        return
    }
    if file == WorldFiles.places {
        let n = Int(u32(bytes, 12))
        let a = Int.random(in: 0..<n, using: &random), b = Int.random(in: 0..<n, using: &random)
        if a != b { swap(PlaceTable.headerSize + a * 12, PlaceTable.headerSize + b * 12, 12) }
        return
    }
    if file.hasPrefix("country-edges-") {
        let kinds = Int(u32(bytes, 12)), pairs = Int(u32(bytes, 16))
        let pairTable = 32 + (kinds + 3) / 4 * 4
        switch Int.random(in: 0..<3, using: &random) {
        case 0:  // an edge kind out of range
            bytes[32 + Int.random(in: 0..<kinds, using: &random)] = UInt8.random(in: 3...255, using: &random)
        case 1:  // two neighbour pairs swapped (out of order)
            let a = Int.random(in: 0..<pairs, using: &random), b = Int.random(in: 0..<pairs, using: &random)
            if a != b { swap(pairTable + a * 8, pairTable + b * 8, 8) }
        default:  // derived from another version of the countries
            bytes[24 + Int.random(in: 0..<8, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        }
        return
    }
    let features = Int(u32(bytes, 12)), rings = Int(u32(bytes, 16))
    let ringTable = 32 + features * 52
    switch Int.random(in: 0..<3, using: &random) {
    case 0:  // two rings' (first, count) swapped
        let a = Int.random(in: 0..<rings, using: &random), b = Int.random(in: 0..<rings, using: &random)
        if a != b { swap(ringTable + a * 24, ringTable + b * 24, 8) }
    case 1:  // a ring made to start where another does (overlapping spans)
        let a = Int.random(in: 0..<rings, using: &random), b = Int.random(in: 0..<rings, using: &random)
        if a != b { for i in 0..<4 { bytes[ringTable + a * 24 + i] = bytes[ringTable + b * 24 + i] } }
    default:  // two features' (firstRing, ringCount) swapped
        let a = Int.random(in: 0..<features, using: &random), b = Int.random(in: 0..<features, using: &random)
        if a != b { swap(32 + a * 52 + 28, 32 + b * 52 + 28, 8) }
    }
}

private func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
}


private struct TemporaryFolder {
    let directory: String
    init(_ name: String) {
        directory = "/tmp/tunnel-hostile-geo-\(getpid())-\(name)"
        mkdir(directory, 0o755)
    }
    func path(_ file: String) -> String { directory + "/" + file }
    func remove() {
        if let dir = opendir(directory) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." {
                    let full = path(name)
                    if rmdir(full) != 0 { unlink(full) }
                }
            }
            closedir(dir)
        }
        rmdir(directory)
    }
}

/// Resident memory of this process (VmRSS), in bytes.
private func residentBytes() -> Int {
    let fd = open("/proc/self/statm", O_RDONLY)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 127) }
    let fields = String(decoding: buffer.prefix(max(0, n)), as: UTF8.self).split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
