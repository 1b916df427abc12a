#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import Geo

/// A scratch asset folder with a copy of the real world data, one file of
/// which a test damages.
private struct ScratchAssets {
    let directory: String

    init(_ name: String) {
        directory = "/tmp/tunnel-geo-tests-\(getpid())-\(name)"
        mkdir(directory, 0o755)
        mkdir(directory + "/world", 0o755)
        let source = AssetLocator.default
        for file in Self.files {
            store(file, readBytes(source.worldFile(file)))
        }
    }

    /// Every world file, the country edges and place zones included.
    static let files = [
        WorldFiles.countriesLow, WorldFiles.countriesMedium, WorldFiles.countriesHigh,
        WorldFiles.lakes, WorldFiles.marine, WorldFiles.places, WorldFiles.placeZones,
    ] + DetailLevel.allCases.map(WorldFiles.countryEdges)

    var locator: AssetLocator { AssetLocator(directory: directory) }

    func path(_ file: String) -> String { directory + "/world/" + file }

    func read(_ file: String) -> [UInt8] { readBytes(path(file)) }

    func store(_ file: String, _ bytes: [UInt8]) {
        let fd = open(path(file), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0)
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count { done += write(fd, raw.baseAddress! + done, raw.count - done) }
        }
        close(fd)
    }

    func remove() {
        for file in Self.files {
            unlink(path(file))
        }
        rmdir(directory + "/world")
        rmdir(directory)
    }
}

private func readBytes(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    precondition(fd >= 0, "cannot open \(path)")
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n <= 0 { break }
        result += chunk[0..<n]
    }
    return result
}

/// The bytes with their checksum trailer recomputed: damage that only the
/// structural checks can catch.
func resealed(_ bytes: [UInt8]) -> [UInt8] {
    var payload = Array(bytes.dropLast(AssetBuffer.trailerSize))
    let sum = payload.withUnsafeBytes { AssetChecksum.of($0) }
    withUnsafeBytes(of: sum.littleEndian) { payload += $0 }
    return payload
}

/// Removes the file at `path` and expects loading from `locator` to fail
/// naming it as missing.
private func expectMissingIsNamed(_ path: String, in locator: AssetLocator, sourceLocation: SourceLocation = #_sourceLocation) {
    unlink(path)
    guard case .missing(let missing, _)? = loadError(locator) else {
        Issue.record("expected .missing", sourceLocation: sourceLocation)
        return
    }
    #expect(missing == path, sourceLocation: sourceLocation)
}

private func loadError(_ locator: AssetLocator) -> AssetError? {
    do {
        _ = try WorldAtlas.load(from: locator)
        _ = try ReverseGeocoder.load(from: locator)
        return nil
    } catch {
        return error
    }
}

@Suite(.serialized) struct AssetReaderTests {
    @Test func loadsTheRealDataFromACopy() {
        let scratch = ScratchAssets("ok")
        defer { scratch.remove() }
        #expect(loadError(scratch.locator) == nil)
    }

    @Test func aMissingFolderIsNamed() {
        let error = loadError(AssetLocator(directory: "/nonexistent/tunnel"))
        #expect(error == .folderNotFound(tried: ["/nonexistent/tunnel/world"]))
        #expect(error?.description.contains("TUNNEL_DATA_DIR") == true)
    }

    @Test func aMissingFileIsNamed() {
        let scratch = ScratchAssets("missing")
        defer { scratch.remove() }
        unlink(scratch.path(WorldFiles.lakes))
        guard case .missing(let file, _)? = loadError(scratch.locator) else {
            Issue.record("expected .missing")
            return
        }
        #expect(file == scratch.path(WorldFiles.lakes))
    }

    /// The precomputed country edges (TNLEDGE) fail clearly, naming the
    /// file, when missing, damaged, out of range or derived from other
    /// countries than the ones beside them.
    @Test func damagedCountryEdgesAreNamed() {
        let file = WorldFiles.countryEdges(.medium)
        let scratch = ScratchAssets("edges")
        defer { scratch.remove() }
        let path = scratch.path(file)
        let original = scratch.read(file)

        expectMissingIsNamed(path, in: scratch.locator)

        var flipped = original
        flipped[32 + 1000] ^= 0x01  // a coast becomes a border: only the checksum can tell
        scratch.store(file, flipped)
        let checksum = loadError(scratch.locator)
        #expect(checksum?.file == path)
        #expect(checksum?.description.contains("checksum mismatch") == true, "\(String(describing: checksum))")

        var outOfRange = original
        outOfRange[32 + 7] = 3
        scratch.store(file, resealed(outOfRange))
        let kind = loadError(scratch.locator)
        #expect(kind == .corrupt(file: path, detail: "edge 7 has kind 3; expected 0 (hidden), 1 (coast) or 2 (border)"))

        // The low level's edges in the medium level's place.
        scratch.store(file, scratch.read(WorldFiles.countryEdges(.low)))
        let foreign = loadError(scratch.locator)
        #expect(foreign?.file == path)
        #expect(foreign?.description.contains("derived from another countries file") == true, "\(String(describing: foreign))")

        // Right size, wrong source: the countries file's checksum in the header differs.
        var otherSource = original
        otherSource[24] ^= 0xFF
        scratch.store(file, resealed(otherSource))
        #expect(loadError(scratch.locator)?.description.contains("derived from another countries file") == true)

        scratch.store(file, original)
        #expect(loadError(scratch.locator) == nil)
    }

    /// The place time zones (TNLZONE) fail the load like the places do,
    /// naming the file, when missing, damaged, out of range or derived from
    /// other places than the ones beside them: a wrong zone would be a
    /// wrong local time, shown without any sign of it.
    @Test func damagedPlaceZonesAreNamed() throws {
        let file = WorldFiles.placeZones
        let scratch = ScratchAssets("zones")
        defer { scratch.remove() }
        let path = scratch.path(file)
        let original = scratch.read(file)
        let zoneCount = Int(original[16]) | Int(original[17]) << 8
        let blobBytes = Int(original[20]) | Int(original[21]) << 8 | Int(original[22]) << 16
        let indices = PlaceZones.headerSize + (zoneCount + 1) * 4 + (blobBytes + 3) / 4 * 4

        expectMissingIsNamed(path, in: scratch.locator)

        var flipped = original
        flipped[indices + 2 * 1000] ^= 0x01  // place 1000 moves to a neighbouring zone: only the checksum can tell
        scratch.store(file, flipped)
        let checksum = loadError(scratch.locator)
        #expect(checksum?.file == path)
        #expect(checksum?.description.contains("checksum mismatch") == true, "\(String(describing: checksum))")

        var outOfRange = original
        (outOfRange[indices + 14], outOfRange[indices + 15]) = (0xFE, 0xFF)  // place 7, zone 65534
        scratch.store(file, resealed(outOfRange))
        #expect(loadError(scratch.locator) == .corrupt(file: path, detail: "place 7 has zone 65534 of \(zoneCount)"))

        var badName = original
        badName[PlaceZones.headerSize + (zoneCount + 1) * 4] = UInt8(ascii: " ")
        scratch.store(file, resealed(badName))
        #expect(loadError(scratch.locator) == .corrupt(file: path, detail: "zone 0 is not an IANA identifier"))

        // Right size, wrong source: the places file's checksum in the header differs.
        var otherSource = original
        otherSource[24] ^= 0xFF
        scratch.store(file, resealed(otherSource))
        let foreign = loadError(scratch.locator)
        #expect(foreign?.file == path)
        #expect(foreign?.description.contains("derived from another places file") == true, "\(String(describing: foreign))")

        scratch.store(file, scratch.read(WorldFiles.places))
        #expect(loadError(scratch.locator) == .badMagic(file: path, expected: "Tunnel place time-zone asset"))

        scratch.store(file, original)
        #expect(loadError(scratch.locator) == nil)
    }

    /// The committed edges are the ones of the committed countries: one kind
    /// per vertex, every kind present, and a neighbour graph over real features.
    @Test(arguments: DetailLevel.allCases)
    func committedCountryEdgesFitTheirCountries(level: DetailLevel) throws {
        let atlas = try WorldAtlas.load()
        let edges = atlas.countryEdges(at: level)
        let countries = atlas.countries(at: level)
        #expect(edges.kinds.count == countries.reduce(0) { $0 + $1.pointCount })
        for kind in [CountryEdges.hidden, CountryEdges.coast, CountryEdges.border] {
            #expect(edges.kinds.contains(kind))
        }
        // Denmark and Germany share a border at every level.
        let denmark = try #require(countries.firstIndex { $0.code == "DK" })
        let germany = try #require(countries.firstIndex { $0.code == "DE" })
        #expect(edges.neighbours.contains { $0 == (min(denmark, germany), max(denmark, germany)) })
    }

    @Test(arguments: [WorldFiles.countriesLow, WorldFiles.marine, WorldFiles.places, WorldFiles.placeZones])
    func truncationAtAnyPointIsReportedNotACrash(file: String) {
        let scratch = ScratchAssets("truncated-\(file)")
        defer { scratch.remove() }
        let original = scratch.read(file)
        for length in [0, 4, 8, 11, 12, 20, 39, 40, 100, original.count / 2, original.count - 1] {
            scratch.store(file, Array(original[0..<length]))
            let error = loadError(scratch.locator)
            switch error {
            case .truncated(let path, _, let actual)?:
                #expect(path == scratch.path(file))
                #expect(actual == UInt64(length))
            default:
                Issue.record("\(file) cut to \(length) bytes: \(String(describing: error))")
            }
        }
    }

    @Test func badMagicVersionAndTrailingBytesAreNamed() {
        let scratch = ScratchAssets("header")
        defer { scratch.remove() }
        let original = scratch.read(WorldFiles.countriesMedium)
        var bytes = original
        bytes[0] = UInt8(ascii: "X")
        scratch.store(WorldFiles.countriesMedium, bytes)
        #expect(loadError(scratch.locator) == .badMagic(file: scratch.path(WorldFiles.countriesMedium), expected: "Tunnel polygon asset"))

        bytes = original
        bytes[8] = 1
        scratch.store(WorldFiles.countriesMedium, bytes)
        #expect(loadError(scratch.locator) == .unsupportedVersion(file: scratch.path(WorldFiles.countriesMedium), version: 1, supported: 2))

        scratch.store(WorldFiles.countriesMedium, original + [0, 0, 0, 0])
        #expect(loadError(scratch.locator) == .sizeMismatch(
            file: scratch.path(WorldFiles.countriesMedium), expectedBytes: UInt64(original.count), actualBytes: UInt64(original.count + 4)))

        // A places file given where polygons are expected.
        scratch.store(WorldFiles.countriesMedium, scratch.read(WorldFiles.places))
        #expect(loadError(scratch.locator) == .badMagic(file: scratch.path(WorldFiles.countriesMedium), expected: "Tunnel polygon asset"))
    }

    @Test func corruptRecordsAreRejected() {
        let scratch = ScratchAssets("records")
        defer { scratch.remove() }
        let original = scratch.read(WorldFiles.lakes)
        // First ring record's point count (header 32 + features 52·F, then +4).
        let featureCount = Int(original[12]) | Int(original[13]) << 8 | Int(original[14]) << 16
        var bytes = original
        let ringCountField = 32 + featureCount * 52 + 4
        for i in 0..<4 { bytes[ringCountField + i] = 0xFF }
        // Resealed with a matching checksum, so the structural checks are what catch it.
        scratch.store(WorldFiles.lakes, resealed(bytes))
        guard case .corrupt(let file, let detail)? = loadError(scratch.locator) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(file == scratch.path(WorldFiles.lakes))
        #expect(detail.contains("ring 0"))

        // A NaN vertex.
        bytes = original
        let ringCount = Int(original[16]) | Int(original[17]) << 8 | Int(original[18]) << 16
        let firstPoint = 32 + featureCount * 52 + ringCount * 24
        for (i, b) in [0x00, 0x00, 0xC0, 0x7F].enumerated() { bytes[firstPoint + i] = UInt8(b) }
        scratch.store(WorldFiles.lakes, resealed(bytes))
        #expect(loadError(scratch.locator) == .corrupt(file: scratch.path(WorldFiles.lakes), detail: "vertex 0 is not a valid longitude/latitude"))
    }

    @Test(arguments: [WorldFiles.countriesLow, WorldFiles.marine, WorldFiles.places])
    func randomByteDamageNeverCrashes(file: String) {
        // Deterministic pseudo-random damage: either the file still loads (the
        // damage hit a value that stays valid) or a typed error comes back.
        let scratch = ScratchAssets("fuzz-\(file)")
        defer { scratch.remove() }
        let original = scratch.read(file)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for round in 0..<40 {
            var bytes = original
            // Half the rounds hit the header and record tables, where damage matters most.
            let span = round % 2 == 0 ? min(original.count, 4096) : original.count
            for _ in 0..<8 {
                bytes[Int(next() % UInt64(span))] = UInt8(truncatingIfNeeded: next())
            }
            scratch.store(file, bytes)
            if let error = loadError(scratch.locator) {
                #expect(error.file == scratch.path(file))
            } else {
                // Still usable: geocode something.
                let geocoder = try? ReverseGeocoder.load(from: scratch.locator)
                _ = geocoder?.describe(Coordinate(latitude: 56, longitude: 8.5))
            }
        }
    }

    @Test func candidateFoldersComeInTheDocumentedOrder() {
        let candidates = AssetLocator.candidateDirectories(
            environmentValue: "/opt/data", executablePath: "/usr/local/bin/tunnel",
            sourceFile: "/src/tunnel/Sources/Geo/AssetLocator.swift")
        #expect(candidates == ["/opt/data", "/usr/local/bin/../share/tunnel"])
        let fromTheBuildTree = AssetLocator.candidateDirectories(
            environmentValue: nil, executablePath: "/s/.build/debug/tunnel", sourceFile: "/s/Sources/Geo/AssetLocator.swift")
        #expect(fromTheBuildTree == ["/s/.build/debug/../share/tunnel", "/s/Assets"])
    }

    @Test func anInstalledBinaryNeverFallsBackToTheSourceTree() {
        // Built in /s, installed to /usr/bin: the source tree is not its data.
        let installed = AssetLocator.candidateDirectories(
            environmentValue: nil, executablePath: "/usr/bin/tunnel", sourceFile: "/s/Sources/Geo/AssetLocator.swift")
        #expect(installed == ["/usr/bin/../share/tunnel"])
        // A sibling folder whose name merely starts like the root is outside it.
        let sibling = AssetLocator.candidateDirectories(
            environmentValue: nil, executablePath: "/src-other/bin/tunnel", sourceFile: "/src/Sources/Geo/AssetLocator.swift")
        #expect(sibling == ["/src-other/bin/../share/tunnel"])
    }

    @Test func iconsComeFromTheAssetFolderOrTheInstalledShareIcons() {
        let sourceTree = AssetLocator.candidateDirectories(environmentValue: nil, executablePath: nil).last!
        #expect(AssetLocator(directory: sourceTree).iconThemeDirectory == sourceTree + "/icons")
        #expect(AssetLocator(directory: "/usr/share/tunnel").iconThemeDirectory == "/usr/share/tunnel/../icons")
    }
}
