/// The parsed places asset (`TNLPLAC` format, see WorldAssetFormat.md): all
/// GeoNames places in the order of an implicit k-d tree over their unit vectors,
/// plus a second tree over the cities with at least ``cityPopulation``
/// people, plus those cities ordered by descending population for labels.
///
/// Validated once at load; queried in place, with no per-place allocation.
struct PlaceTable: Sendable {
    static let magic = Array("TNLPLAC\0".utf8)
    static let version: UInt32 = 2
    static let headerSize = 40

    let storage: AssetBuffer
    let count: Int
    let cityCount: Int
    /// The population threshold of the city tree and the label order.
    let cityPopulation: Int
    let countryCodes: [String]
    let regions: [String]

    private let xyzOffset: Int
    private let populationOffset: Int
    private let nameStartOffset: Int
    private let regionOffset: Int
    fileprivate let countryOffset: Int
    fileprivate let axisOffset: Int
    fileprivate let cityOffset: Int
    fileprivate let cityAxisOffset: Int
    private let labelOffset: Int
    private let namesOffset: Int
    /// Chinese city names: `chineseCount` (slot, start) pairs sorted by
    /// slot, a sentinel pair, then the UTF-8 blob.
    private let chineseCount: Int
    private let chineseTableOffset: Int
    private let chineseNamesOffset: Int

    static func load(_ path: String) throws(AssetError) -> PlaceTable {
        try PlaceTable(buffer: AssetBuffer(contentsOf: path))
    }

    init(buffer: AssetBuffer) throws(AssetError) {
        storage = buffer
        let file = buffer.path
        func corrupt(_ detail: String) -> AssetError { .corrupt(file: file, detail: detail) }
        try buffer.checkHeader(magic: Self.magic, kind: "Tunnel places asset", version: Self.version, headerSize: Self.headerSize)
        let count = Int(buffer.u32(12))
        let cityCount = Int(buffer.u32(16))
        let countryCount = Int(buffer.u32(20))
        let regionCount = Int(buffer.u32(24))
        let nameBytes = Int(buffer.u32(28))
        let regionBytes = Int(buffer.u32(32))
        self.count = count
        self.cityCount = cityCount
        cityPopulation = Int(buffer.u32(36))
        func pad4(_ n: Int) -> Int { (n + 3) & ~3 }
        // Section offsets; counts are UInt32, so these sums cannot overflow an Int.
        let xyz = Self.headerSize
        let population = xyz + count * 12
        let nameStart = population + count * 4
        let region = nameStart + (count + 1) * 4
        let country = region + pad4(count * 2)
        let axis = country + pad4(count * 2)
        let city = axis + pad4(count)
        let cityAxis = city + cityCount * 4
        let label = cityAxis + pad4(cityCount)
        let countryTable = label + cityCount * 4
        let regionTable = countryTable + countryCount * 4
        let names = regionTable + (regionCount + 1) * 4
        let regionStrings = names + pad4(nameBytes)
        // Version 2: the Chinese city names follow the region names.
        let chinese = regionStrings + pad4(regionBytes)
        try buffer.checkSize(atLeast: UInt64(chinese + 8))
        let chineseCount = Int(buffer.u32(chinese))
        let chineseBytes = Int(buffer.u32(chinese + 4))
        let chineseTable = chinese + 8
        let chineseNames = chineseTable + (chineseCount + 1) * 8
        try buffer.checkSize(expected: UInt64(chineseNames + chineseBytes))
        (self.chineseCount, chineseTableOffset, chineseNamesOffset) = (chineseCount, chineseTable, chineseNames)
        (xyzOffset, populationOffset, nameStartOffset, regionOffset) = (xyz, population, nameStart, region)
        (countryOffset, axisOffset, cityOffset, cityAxisOffset) = (country, axis, city, cityAxis)
        (labelOffset, namesOffset) = (label, names)
        guard cityCount <= count else { throw corrupt("more cities (\(cityCount)) than places (\(count))") }

        var codes: [String] = []
        codes.reserveCapacity(countryCount)
        for index in 0..<countryCount {
            let start = countryTable + index * 4
            let raw = (0..<4).map { buffer.bytes[start + $0] }.prefix { $0 != 0 }
            guard raw.count == 2, raw.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                throw corrupt("country code \(index) is not two capital letters")
            }
            codes.append(String(decoding: raw, as: UTF8.self))
        }
        countryCodes = codes

        var regionNames: [String] = []
        regionNames.reserveCapacity(regionCount)
        for index in 0..<regionCount {
            let start = buffer.u32(regionTable + index * 4), end = buffer.u32(regionTable + index * 4 + 4)
            guard start <= end, Int(end) <= regionBytes,
                let name = buffer.string(blobStart: regionStrings, offset: start, length: end - start)
            else { throw corrupt("region \(index) is outside the region names or not UTF-8") }
            regionNames.append(name)
        }
        regions = regionNames

        // Per-place checks. Names are checked for range here (so decoding can
        // never read outside) and for UTF-8 when decoded.
        var previousNameEnd: UInt32 = 0
        for slot in 0..<count {
            let x = buffer.f32(xyz + slot * 12), y = buffer.f32(xyz + slot * 12 + 4), z = buffer.f32(xyz + slot * 12 + 8)
            let norm = x * x + y * y + z * z
            guard norm > 0.999, norm < 1.001 else {  // NaN fails too
                throw corrupt("place \(slot) has an invalid position")
            }
            let start = buffer.u32(nameStart + slot * 4), end = buffer.u32(nameStart + slot * 4 + 4)
            guard start == previousNameEnd, start <= end, Int(end) <= nameBytes else {
                throw corrupt("place \(slot) has a name outside the name table")
            }
            previousNameEnd = end
            let regionIndex = buffer.u16(region + slot * 2)
            guard regionIndex == 0xFFFF || Int(regionIndex) < regionCount else {
                throw corrupt("place \(slot) has region \(regionIndex) of \(regionCount)")
            }
            guard Int(buffer.u16(country + slot * 2)) < countryCount else { throw corrupt("place \(slot) has an unknown country") }
            guard buffer.bytes[axis + slot] < 3 else { throw corrupt("place \(slot) has a split axis above 2") }
        }
        var previousSlot = -1
        for index in 0...chineseCount {
            let slot = buffer.u32(chineseTable + index * 8), start = Int(buffer.u32(chineseTable + index * 8 + 4))
            let end = index == chineseCount ? chineseBytes : Int(buffer.u32(chineseTable + index * 8 + 12))
            if index == chineseCount {
                guard slot == 0xFFFF_FFFF, start == chineseBytes else { throw corrupt("the Chinese names lack their end marker") }
                break
            }
            guard Int(slot) > previousSlot, Int(slot) < count, start <= end, end <= chineseBytes,
                buffer.string(blobStart: chineseNames, offset: UInt32(start), length: UInt32(end - start)) != nil
            else { throw corrupt("Chinese name \(index) is out of order, outside its table or not UTF-8") }
            previousSlot = Int(slot)
        }
        for index in 0..<cityCount {
            guard Int(buffer.u32(city + index * 4)) < count, Int(buffer.u32(label + index * 4)) < count else {
                throw corrupt("city \(index) refers to a place outside the table")
            }
            guard buffer.bytes[cityAxis + index] < 3 else { throw corrupt("city \(index) has a split axis above 2") }
        }
    }

    // MARK: Reading one place

    /// The stored unit vector of a place (the tree was built on exactly these values).
    @inline(__always)
    func unitVector(_ slot: Int) -> SIMD3<Float> {
        let base = xyzOffset + slot * 12
        return SIMD3(storage.f32(base), storage.f32(base + 4), storage.f32(base + 8))
    }

    func population(_ slot: Int) -> Int { Int(storage.u32(populationOffset + slot * 4)) }

    /// The place's name; invalid UTF-8 (a corrupt file) shows as U+FFFD
    /// rather than taking the geocoder down.
    func name(_ slot: Int) -> String {
        let start = storage.u32(nameStartOffset + slot * 4), end = storage.u32(nameStartOffset + slot * 4 + 4)
        return storage.repairingString(blobStart: namesOffset, offset: start, length: end - start)
    }

    func region(_ slot: Int) -> String? {
        let index = storage.u16(regionOffset + slot * 2)
        return index == 0xFFFF ? nil : regions[Int(index)]
    }

    func countryCode(_ slot: Int) -> String { countryCodes[Int(storage.u16(countryOffset + slot * 2))] }

    func coordinate(_ slot: Int) -> Coordinate {
        let v = unitVector(slot)
        return Coordinate(unitVector: SIMD3<Double>(Double(v.x), Double(v.y), Double(v.z)))
    }

    /// The place with its name in `language` where the data has one.
    func place(_ slot: Int, language: Language = .english) -> Place {
        let localName = language == .chinese ? chineseName(slot) : nil
        return Place(name: localName ?? name(slot), coordinate: coordinate(slot), population: population(slot),
              countryCode: countryCode(slot), region: region(slot))
    }

    /// The city's Simplified Chinese name, if the data has one. O(log k).
    func chineseName(_ slot: Int) -> String? {
        var low = 0, high = chineseCount
        while low < high {
            let mid = (low + high) / 2
            let found = Int(storage.u32(chineseTableOffset + mid * 8))
            if found == slot {
                let start = storage.u32(chineseTableOffset + mid * 8 + 4)
                let end = storage.u32(chineseTableOffset + mid * 8 + 12)
                return storage.repairingString(blobStart: chineseNamesOffset, offset: start, length: end - start)
            }
            if found < slot { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Slots of the cities in descending population order (ties by slot).
    func labelSlot(_ index: Int) -> Int { Int(storage.u32(labelOffset + index * 4)) }

    // MARK: Nearest neighbour

    /// The slot of the place nearest to `target` (a unit vector), or nil when
    /// none qualifies. `citiesOnly` searches the tree of places with at least
    /// ``cityPopulation`` people; `countryIndex` (an index into
    /// ``countryCodes``) accepts only places of that country. O(log n)
    /// expected without a country filter; with one, more nodes are visited
    /// when the country's places are far from the target.
    func nearest(to target: SIMD3<Float>, citiesOnly: Bool, countryIndex: UInt16? = nil) -> Int? {
        let n = citiesOnly ? cityCount : count
        guard n > 0 else { return nil }
        var search = Search(table: self, target: target, citiesOnly: citiesOnly, countryIndex: countryIndex)
        // Recursion depth is the tree's depth, about log2(n) < 20.
        search.visit(lo: 0, hi: n)
        return search.best >= 0 ? search.best : nil
    }

    /// The index of a country code in ``countryCodes``; O(log k).
    func countryIndex(of code: String) -> UInt16? {
        var lo = 0, hi = countryCodes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if countryCodes[mid] < code { lo = mid + 1 } else { hi = mid }
        }
        return lo < countryCodes.count && countryCodes[lo] == code ? UInt16(lo) : nil
    }

    private struct Search {
        let table: PlaceTable
        let target: SIMD3<Float>
        let citiesOnly: Bool
        let countryIndex: UInt16?
        var best = -1
        var bestDistance = Float.infinity

        init(table: PlaceTable, target: SIMD3<Float>, citiesOnly: Bool, countryIndex: UInt16?) {
            self.table = table
            self.target = target
            self.citiesOnly = citiesOnly
            self.countryIndex = countryIndex
        }

        mutating func visit(lo: Int, hi: Int) {
            if lo >= hi { return }
            let mid = (lo + hi) >> 1
            let storage = table.storage
            let slot = citiesOnly ? Int(storage.u32(table.cityOffset + mid * 4)) : mid
            let point = table.unitVector(slot)
            let delta = point - target
            let distance = (delta * delta).sum()
            if distance < bestDistance
                && (countryIndex == nil || storage.u16(table.countryOffset + slot * 2) == countryIndex)
            {
                bestDistance = distance
                best = slot
            }
            let axis = Int(storage.bytes[(citiesOnly ? table.cityAxisOffset : table.axisOffset) + mid])
            let split = target[axis] - point[axis]
            // Points equal to the split value can sit on either side after a sort,
            // hence <= when deciding whether the far side can hold a nearer point.
            if split < 0 {
                visit(lo: lo, hi: mid)
                if split * split <= bestDistance { visit(lo: mid + 1, hi: hi) }
            } else {
                visit(lo: mid + 1, hi: hi)
                if split * split <= bestDistance { visit(lo: lo, hi: mid) }
            }
        }
    }
}
extension PlaceTable {
    /// The slot of the most populous city (≥ ``cityPopulation`` people)
    /// whose unit vector lies within `chord` of `target`, or nil.
    ///
    /// A range search in the cities' k-d tree: subtrees whose splitting
    /// plane lies farther than `chord` are skipped. O(√n + k) worst case,
    /// a few dozen nodes for the radii the app uses.
    func mostPopulousCity(within chord: Float, of target: SIMD3<Float>) -> Int? {
        guard cityCount > 0 else { return nil }
        var best: Int?
        var bestPopulation = -1
        let limit = chord * chord
        func visit(_ lo: Int, _ hi: Int) {
            if lo >= hi { return }
            let mid = (lo + hi) >> 1
            let slot = Int(storage.u32(cityOffset + mid * 4))
            let point = unitVector(slot)
            let delta = point - target
            if (delta * delta).sum() <= limit {
                let people = population(slot)
                if people > bestPopulation {
                    bestPopulation = people
                    best = slot
                }
            }
            let axis = Int(storage.bytes[cityAxisOffset + mid])
            let split = target[axis] - point[axis]
            if split - chord <= 0 { visit(lo, mid) }
            if split + chord >= 0 { visit(mid + 1, hi) }
        }
        visit(0, cityCount)
        return best
    }
}
