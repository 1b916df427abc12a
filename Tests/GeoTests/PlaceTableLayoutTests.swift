#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import PropertyBased
import Locking
import Testing
@testable import Geo

/// places.bin version 4: the cities in slots `0 ..< cityCount` with a k-d
/// tree of their own, the other places after them with theirs; searches over
/// both trees answer what a search over every place would; damage to either
/// tree, or to the split between cities and the rest, is refused; and the
/// checked pages are given back.
@Suite struct PlaceTableLayoutTests {
    private var table: PlaceTable { sharedAtlas.places }
    private static let path = AssetLocator.default.worldFile(WorldFiles.places)

    @Test func theCitiesOccupyTheFirstSlotsAndLabelsIndexOnlyThem() {
        #expect(table.cityCount > 30_000 && table.cityCount < table.count)
        let firstOther = (0..<table.count).first { table.population($0) < table.cityPopulation }
        #expect(firstOther == table.cityCount)
        #expect((table.cityCount..<table.count).allSatisfy { table.population($0) < table.cityPopulation })
        var seen = [Bool](repeating: false, count: table.cityCount)
        for index in 0..<table.cityCount {
            let slot = table.labelSlot(index)
            #expect(slot < table.cityCount)
            if slot < table.cityCount { seen[slot] = true }
        }
        #expect(seen.allSatisfy { $0 })
        // The Chinese names are the cities'.
        #expect(table.chineseNameCount > 0)
        #expect((0..<table.chineseNameCount).allSatisfy { table.chineseNameEntry($0).slot < table.cityCount })
    }

    /// The nearest place (of any size, of cities only, of one country; and
    /// the first two in one search) by the two trees equals the nearest by
    /// looking at every place, ties going to the most populous place, then
    /// the lowest slot.
    @Test func nearestOverBothTreesIsTheBruteForceNearest() {
        let table = table
        let vectors = (0..<table.count).map(table.unitVector)
        let populations = (0..<table.count).map(table.population)
        func bruteForce(_ target: SIMD3<Float>, citiesOnly: Bool, country: UInt16?) -> Int? {
            var best = -1, bestDistance = Float.infinity
            for slot in 0..<(citiesOnly ? table.cityCount : table.count) {
                if let country, table.countryIndex(slot) != Int(country) { continue }
                let delta = vectors[slot] - target
                let distance = (delta * delta).sum()
                if distance < bestDistance
                    || (distance == bestDistance && populations[slot] > populations[best]) {
                    (best, bestDistance) = (slot, distance)
                }
            }
            return best < 0 ? nil : best
        }
        var random = Xoshiro(seed: (0x504C_4143_4534, 1, 2, 3))
        func uniform() -> Float { Float(random.next() >> 40) / Float(1 << 24) }
        var targets: [SIMD3<Float>] = []
        for _ in 0..<30 {  // anywhere on the sphere, mostly far out at sea
            let z = uniform() * 2 - 1, angle = uniform() * 2 * .pi, r = (1 - z * z).squareRoot()
            targets.append(SIMD3(r * cos(angle), r * sin(angle), z))
        }
        for _ in 0..<20 {  // exactly on a place, some of which share their position
            targets.append(vectors[Int(random.next() % UInt64(table.count))])
        }
        // Choshi (58,431) and Hasaki (39,209) share one position.
        let choshi = Coordinate(latitude: 35.73333, longitude: 140.83333).unitVector
        targets.append(SIMD3(Float(choshi.x), Float(choshi.y), Float(choshi.z)))
        for (index, target) in targets.enumerated() {
            let (place, city) = (bruteForce(target, citiesOnly: false, country: nil), bruteForce(target, citiesOnly: true, country: nil))
            #expect(table.nearest(to: target, citiesOnly: false) == place, "target \(index)")
            #expect(table.nearest(to: target, citiesOnly: true) == city, "target \(index), cities only")
            let both = table.nearestPlaceAndCity(to: target)
            #expect(both.place == place && both.city == city, "target \(index), both in one search")
            if index % 5 == 0 {
                let country = UInt16(random.next() % UInt64(table.countryCodes.count))
                #expect(table.nearest(to: target, citiesOnly: false, countryIndex: country)
                        == bruteForce(target, citiesOnly: false, country: country), "target \(index) country \(country)")
            }
        }
        let found = table.nearest(to: targets.last!, citiesOnly: false).map(table.name)
        #expect(found == "Choshi")
    }

    @Test func mostPopulousCityIsTheBruteForceOne() {
        let table = table
        var random = Xoshiro(seed: (0x4349_5459, 1, 2, 3))
        let chord: Float = 0.02  // about 127 km
        for _ in 0..<40 {
            let target = table.unitVector(Int(random.next() % UInt64(table.cityCount)))
            var best: Int?
            for slot in 0..<table.cityCount {
                let delta = table.unitVector(slot) - target
                guard (delta * delta).sum() <= chord * chord else { continue }
                if best.map({ table.population(slot) > table.population($0) }) ?? true { best = slot }
            }
            #expect(table.mostPopulousCity(within: chord, of: target) == best)
        }
    }

    @Test func aVersion3FileIsRefused() throws {
        var bytes = readAll(Self.path)
        bytes[8] = 3
        let path = scratchPath("v3")
        defer { unlink(path) }
        writeAll(path, resealed(bytes))
        #expect(loadError(path) == .unsupportedVersion(file: path, version: 3, supported: 4))
    }

    /// Damage only the structural checks can see (the file is resealed),
    /// each refused with an error naming the file and the damage: at load,
    /// or, for the trees, which only searches read, when they are checked
    /// before the first one (a table with a damaged tree still loads).
    @Test(arguments: [
        "city tree", "other places' tree", "not among the", "fewer than", "label", "Chinese name",
        "Chinese names are not UTF-8", "Chinese name 1 is",
    ])
    func structuralDamageIsRefusedNamingTheFile(damage: String) throws {
        var bytes = readAll(Self.path)
        func u32(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        func store(_ value: Int, at offset: Int) { for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) } }
        func swap(_ a: Int, _ b: Int, _ length: Int) { for i in 0..<length { bytes.swapAt(a + i, b + i) } }
        let count = u32(12), cityCount = u32(16), threshold = u32(36)
        let sections = PlaceTable.Sections(
            count: count, cityCount: cityCount, countryCount: u32(20), regionCount: u32(24), nameBytes: u32(28),
            regionBytes: u32(32), chineseCount: u32(40))
        switch damage {
        case "city tree":  // the first and the last city's positions swapped
            swap(sections.xyz, sections.xyz + (cityCount - 1) * 12, 12)
        case "other places' tree":  // the first and the last other place's positions swapped
            swap(sections.xyz + cityCount * 12, sections.xyz + (count - 1) * 12, 12)
        case "not among the":  // a small place grown to a city outside the cities' slots
            store(threshold, at: sections.population + cityCount * 4)
        case "fewer than":  // a city shrunk below the threshold
            store(threshold - 1, at: sections.population + (cityCount - 1) * 4)
        case "label":  // the two biggest cities' labels swapped
            swap(sections.label, sections.label + 4, 4)
        case "Chinese names are not UTF-8":  // a byte no UTF-8 has, in the first Chinese name
            bytes[sections.chineseNames] = 0xFF
        case "Chinese name 1 is":  // the second Chinese name begun inside the first's last character
            store(u32(sections.chineseTable + 12) - 1, at: sections.chineseTable + 12)
        default:  // the last Chinese name given to the first place after the cities
            let last = sections.chineseTable + (u32(40) - 1) * 8
            store(cityCount, at: last)
        }
        let path = scratchPath("damaged-" + String(damage.filter(\.isLetter)))
        defer { unlink(path) }
        writeAll(path, resealed(bytes))
        let error = damage.hasSuffix("tree") ? treeError(path) : loadError(path)
        guard case .corrupt(let file, let detail)? = error else {
            Issue.record("\(damage): expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(file == path)
        #expect(detail.contains(damage), "\(detail)")
    }

    /// Threads that ask a fresh table for its tree check at once all get the
    /// one outcome: the check runs under its lock, once, whoever comes first
    /// (the geocoder and the search index ask from two workers).
    @Test func threadsAskingAtOnceShareTheOneTreeCheck() {
        #expect(treeError(Self.path) == nil)
    }
}

// MARK: - Helpers

private func loadError(_ path: String) -> AssetError? {
    do {
        _ = try PlaceTable.load(path)
        return nil
    } catch {
        return error
    }
}

/// What checking the trees of the table at `path` found; the load itself must
/// pass. Four threads ask at once, and each must get the same answer.
private func treeError(_ path: String) -> AssetError? {
    do {
        let table = try PlaceTable.load(path)
        let answers = Locked<[AssetError?]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let answer: AssetError?
            do throws(AssetError) {
                try table.validateTrees()
                answer = nil
            } catch {
                answer = error
            }
            answers.withLock { $0.append(answer) }
        }
        let all = answers.withLock { $0 }
        #expect(all.count == 4 && all.allSatisfy { $0 == all[0] }, "\(all)")
        // Asked again, the table gives the same answer without checking twice.
        if let first = all.first, let error = first {
            #expect(throws: error) { try table.validateTrees() }
        }
        return all.first ?? nil
    } catch {
        Issue.record("the table did not load: \(error)")
        return nil
    }
}

private func scratchPath(_ name: String) -> String { "/tmp/tunnel-place-layout-\(getpid())-\(name).bin" }
