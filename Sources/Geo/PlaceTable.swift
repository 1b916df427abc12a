import Locking

/// The parsed places asset (`TNLPLAC` format version 4, see
/// WorldAssetFormat.md): the cities (at least ``cityPopulation`` people) in
/// slots `0 ..< cityCount`, in the order of an implicit k-d tree over their
/// unit vectors, then the other places in slots `cityCount ..< count`, in
/// the order of a second such tree; plus the cities ordered by descending
/// population for labels.
///
/// Cities first keeps what labels read together: a label pass touches only
/// the first part of every per-place array (about a fifth of the file).
///
/// Validated once at load — beyond the checksum: the cities are exactly
/// the places of `0 ..< cityCount` (population ≥ the threshold, every other
/// place below it), the label order holds every city once in descending
/// population (ties by slot), names, region names and Chinese city names
/// partition their blobs, country codes are sorted — then queried in place,
/// with no per-place allocation. O(n) to validate. The two k-d trees, which
/// only searches read, are checked once before the first one
/// (``validateTrees()``, which a ``ReverseGeocoder`` calls as it is made):
/// a window's first frame labels cities from the arrays alone, so checking
/// the 170,000 tree nodes waits until a place is looked up.
struct PlaceTable: @unchecked Sendable {
    // @unchecked: the blobs point into `storage`, which is read-only and kept alive here.
    static let headerSize = 48
    /// Version 4: the cities first, each part in its own k-d tree order
    /// (version 3 added the Chinese city names, version 2 the checksum trailer).
    static let format = AssetFormat(
        magic: Array("TNLPLAC\0".utf8), kind: "Tunnel places asset", version: 4, headerSize: headerSize
    ) { field in
        let sections = Sections(
            count: Int(field(12)), cityCount: Int(field(16)), countryCount: Int(field(20)),
            regionCount: Int(field(24)), nameBytes: Int(field(28)), regionBytes: Int(field(32)),
            chineseCount: Int(field(40)))
        return UInt64(sections.chineseNames) + UInt64(field(44))
    }

    /// Where each section starts, from the header's counts (UInt32 each, so
    /// these Int sums cannot overflow on a 64-bit host).
    struct Sections {
        let xyz, population, nameStart, region, country, axis, label, countryTable, regionTable, names, regionStrings,
            chineseTable, chineseNames: Int

        init(
            count: Int, cityCount: Int, countryCount: Int, regionCount: Int, nameBytes: Int, regionBytes: Int,
            chineseCount: Int
        ) {
            func pad4(_ n: Int) -> Int { (n + 3) & ~3 }
            xyz = PlaceTable.headerSize
            population = xyz + count * 12
            nameStart = population + count * 4
            region = nameStart + (count + 1) * 4
            country = region + pad4(count * 2)
            axis = country + pad4(count * 2)
            label = axis + pad4(count)
            countryTable = label + cityCount * 4
            regionTable = countryTable + countryCount * 4
            names = regionTable + (regionCount + 1) * 4
            regionStrings = names + pad4(nameBytes)
            chineseTable = regionStrings + pad4(regionBytes)
            chineseNames = chineseTable + (chineseCount + 1) * 8
        }
    }

    let storage: AssetBuffer
    /// The outcome of checking the trees, once (shared by copies of the table).
    private let treeCheck = TreeCheck()
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
    /// Split axis per slot: of the city tree's nodes in `0 ..< cityCount`,
    /// of the other places' tree's nodes after them.
    fileprivate let axisOffset: Int
    private let labelOffset: Int
    /// The place-name blob, bound to UInt8 at load.
    private let names: UnsafeBufferPointer<UInt8>
    /// Chinese city names: `chineseCount` (slot, start) pairs sorted by
    /// slot, a sentinel pair, then the UTF-8 blob.
    private let chineseCount: Int
    private let chineseTableOffset: Int
    private let chineseNames: UnsafeBufferPointer<UInt8>

    static func load(_ path: String) throws(AssetError) -> PlaceTable {
        try PlaceTable(buffer: AssetBuffer(contentsOf: path, format: format))
    }

    init(buffer: AssetBuffer) throws(AssetError) {
        storage = buffer
        let file = buffer.path
        func corrupt(_ detail: String) -> AssetError { .corrupt(file: file, detail: detail) }
        let count = Int(buffer.u32(12))
        let cityCount = Int(buffer.u32(16))
        let countryCount = Int(buffer.u32(20))
        let regionCount = Int(buffer.u32(24))
        let nameBytes = Int(buffer.u32(28))
        let regionBytes = Int(buffer.u32(32))
        let chineseCount = Int(buffer.u32(40))
        let chineseBytes = Int(buffer.u32(44))
        self.count = count
        self.cityCount = cityCount
        cityPopulation = Int(buffer.u32(36))
        let sections = Sections(
            count: count, cityCount: cityCount, countryCount: countryCount, regionCount: regionCount, nameBytes: nameBytes,
            regionBytes: regionBytes, chineseCount: chineseCount)
        let (xyz, population, nameStart, region) = (sections.xyz, sections.population, sections.nameStart, sections.region)
        let (country, axis, label) = (sections.country, sections.axis, sections.label)
        let (countryTable, regionTable) = (sections.countryTable, sections.regionTable)
        let (names, regionStrings) = (sections.names, sections.regionStrings)
        let (chineseTable, chineseNamesStart) = (sections.chineseTable, sections.chineseNames)
        try buffer.checkSize(expected: UInt64(chineseNamesStart + chineseBytes))
        (xyzOffset, populationOffset, nameStartOffset, regionOffset) = (xyz, population, nameStart, region)
        (countryOffset, axisOffset, labelOffset) = (country, axis, label)
        let nameBlob = buffer.bind(UInt8.self, offset: names, count: nameBytes)
        let regionBlob = buffer.bind(UInt8.self, offset: regionStrings, count: regionBytes)
        self.names = nameBlob
        let chineseBlob = buffer.bind(UInt8.self, offset: chineseNamesStart, count: chineseBytes)
        (self.chineseCount, chineseTableOffset, chineseNames) = (chineseCount, chineseTable, chineseBlob)
        guard cityCount <= count else { throw corrupt("more cities (\(cityCount)) than places (\(count))") }

        var codes: [String] = []
        codes.reserveCapacity(countryCount)
        for index in 0..<countryCount {
            let start = countryTable + index * 4
            let raw = (0..<4).map { buffer.bytes[start + $0] }.prefix { $0 != 0 }
            guard raw.count == 2, raw.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                throw corrupt("country code \(index) is not two capital letters")
            }
            let code = String(decoding: raw, as: UTF8.self)
            // countryIndex(of:) searches them by bisection.
            guard codes.last.map({ $0 < code }) ?? true else { throw corrupt("country codes are not sorted") }
            codes.append(code)
        }
        countryCodes = codes

        var regionNames: [String] = []
        regionNames.reserveCapacity(regionCount)
        var previousRegionEnd: UInt32 = 0
        for index in 0..<regionCount {
            let start = buffer.u32(regionTable + index * 4), end = buffer.u32(regionTable + index * 4 + 4)
            guard start == previousRegionEnd, start <= end, Int(end) <= regionBytes,
                let name = buffer.string(blob: regionBlob, offset: start, length: end - start)
            else { throw corrupt("region \(index) is outside the region names or not UTF-8") }
            previousRegionEnd = end
            regionNames.append(name)
        }
        guard Int(previousRegionEnd) == regionBytes else { throw corrupt("the region names do not fill their table") }
        regions = regionNames

        // Per-place checks. Names are checked for range here (so decoding can
        // never read outside) and for UTF-8 when decoded.
        let threshold = buffer.u32(36)
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
            // The cities are exactly the first cityCount slots.
            guard (buffer.u32(population + slot * 4) >= threshold) == (slot < cityCount) else {
                throw corrupt(
                    slot < cityCount
                        ? "place \(slot) is among the \(cityCount) cities but has fewer than \(cityPopulation) people"
                        : "place \(slot) has at least \(cityPopulation) people but is not among the \(cityCount) cities")
            }
        }
        guard Int(previousNameEnd) == nameBytes else { throw corrupt("the place names do not fill their table") }
        // Chinese names: slots strictly increasing, spans partitioning the
        // blob in order. The blob is checked as UTF-8 once, and each span
        // only for starting on a character: the start need not make each
        // of the 9,000 names a String to check it.
        guard AssetBuffer.isUTF8(chineseBlob) else { throw corrupt("the Chinese names are not UTF-8") }
        var previousSlot = -1
        for index in 0...chineseCount {
            let slot = buffer.u32(chineseTable + index * 8), start = Int(buffer.u32(chineseTable + index * 8 + 4))
            if index == chineseCount {
                guard slot == 0xFFFF_FFFF, start == chineseBytes else { throw corrupt("the Chinese names lack their end marker") }
                break
            }
            let end = Int(buffer.u32(chineseTable + index * 8 + 12))
            guard Int(slot) > previousSlot, Int(slot) < cityCount, start <= end, end <= chineseBytes,
                index > 0 || start == 0, AssetBuffer.isCharacterBoundary(start, in: chineseBlob)
            else { throw corrupt("Chinese name \(index) is out of order, not a city's, outside its table or not UTF-8") }
            previousSlot = Int(slot)
        }
        try validateLabels(file: file)
        // Everything read so far was read to check it, but the pages are
        // not given back here: that (splitting the mapping and dropping its
        // pages) is work on the start-up worker, and the labels of a
        // window's first frame read the cities' part again at once. The
        // passes after the first frame give them back.
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
        return storage.repairingString(blob: names, offset: start, length: end - start)
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
                return storage.repairingString(blob: chineseNames, offset: start, length: end - start)
            }
            if found < slot { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    // MARK: Raw access for the search index

    /// The place's name as UTF-8 bytes inside the loaded asset, valid while
    /// the table lives: the search index folds 170,000 names at build time
    /// without making a String of each. O(1).
    func nameBytes(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(storage.u32(nameStartOffset + slot * 4)), end = Int(storage.u32(nameStartOffset + slot * 4 + 4))
        return UnsafeBufferPointer(rebasing: names[start..<end])
    }

    /// How many places have a Chinese name.
    var chineseNameCount: Int { chineseCount }

    /// The `index`th Chinese name (in slot order) with its place's slot, as
    /// UTF-8 bytes inside the loaded asset. O(1).
    func chineseNameEntry(_ index: Int) -> (slot: Int, bytes: UnsafeBufferPointer<UInt8>) {
        let record = chineseTableOffset + index * 8
        let start = Int(storage.u32(record + 4)), end = Int(storage.u32(record + 12))
        return (Int(storage.u32(record)), UnsafeBufferPointer(rebasing: chineseNames[start..<end]))
    }

    /// The place's index into ``countryCodes``.
    func countryIndex(_ slot: Int) -> Int { Int(storage.u16(countryOffset + slot * 2)) }

    /// The place's index into ``regions``, or nil when its region is unknown.
    func regionIndex(_ slot: Int) -> Int? {
        let index = storage.u16(regionOffset + slot * 2)
        return index == 0xFFFF ? nil : Int(index)
    }

    /// Slots of the cities (all below ``cityCount``) in descending population
    /// order, ties by slot.
    func labelSlot(_ index: Int) -> Int { Int(storage.u32(labelOffset + index * 4)) }

    // MARK: Nearest neighbour

    /// One of the two implicit k-d trees: the node of local index range
    /// `[lo, hi)` (within `0 ..< size`) sits at slot `base + (lo + hi) / 2`.
    struct Tree {
        let base: Int
        let size: Int

        /// The cities' tree: slots `0 ..< cityCount`.
        static func cities(_ cityCount: Int) -> Tree { Tree(base: 0, size: cityCount) }
        /// The other places' tree: slots `cityCount ..< count`.
        static func others(count: Int, cityCount: Int) -> Tree { Tree(base: cityCount, size: count - cityCount) }
    }

    /// The slot of the place nearest to `target` (a unit vector), or nil when
    /// none qualifies; of places at the same distance (GeoNames has a few
    /// dozen pairs at one position: Choshi and Hasaki), the most populous,
    /// then the lowest slot.
    /// `citiesOnly` searches the cities' tree alone (places with at least
    /// ``cityPopulation`` people); otherwise the other places' tree is
    /// searched too, pruned by the nearest city found. `countryIndex` (an
    /// index into ``countryCodes``) accepts only places of that country.
    /// O(log n) expected without a country filter; with one, more nodes are
    /// visited when the country's places are far from the target.
    func nearest(to target: SIMD3<Float>, citiesOnly: Bool, countryIndex: UInt16? = nil) -> Int? {
        var search = Search(table: self, target: target, countryIndex: countryIndex)
        // Recursion depth is the tree's depth, about log2(n) < 20.
        search.visit(.cities(cityCount), lo: 0, hi: cityCount)
        if !citiesOnly { search.visit(.others(count: count, cityCount: cityCount), lo: 0, hi: count - cityCount) }
        return search.best >= 0 ? search.best : nil
    }

    /// The nearest place of any size and the nearest city to `target`, as
    /// ``nearest(to:citiesOnly:countryIndex:)`` finds each, for the price of
    /// one search: the other places' tree is searched from the nearest city
    /// found, which is where a search of all places would go next anyway.
    func nearestPlaceAndCity(to target: SIMD3<Float>) -> (place: Int?, city: Int?) {
        var search = Search(table: self, target: target, countryIndex: nil)
        search.visit(.cities(cityCount), lo: 0, hi: cityCount)
        let city = search.best >= 0 ? search.best : nil
        search.visit(.others(count: count, cityCount: cityCount), lo: 0, hi: count - cityCount)
        return (search.best >= 0 ? search.best : nil, city)
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

    /// Whether place `slot` wins a tie in distance against place `other`.
    fileprivate func outranks(_ slot: Int, _ other: Int) -> Bool {
        let (people, others) = (population(slot), population(other))
        return people > others || (people == others && slot < other)
    }

    private struct Search {
        let table: PlaceTable
        let target: SIMD3<Float>
        let countryIndex: UInt16?
        var best = -1
        var bestDistance = Float.infinity

        init(table: PlaceTable, target: SIMD3<Float>, countryIndex: UInt16?) {
            self.table = table
            self.target = target
            self.countryIndex = countryIndex
        }

        mutating func visit(_ tree: Tree, lo: Int, hi: Int) {
            if lo >= hi { return }
            let mid = (lo + hi) >> 1
            let slot = tree.base + mid
            let storage = table.storage
            let point = table.unitVector(slot)
            let delta = point - target
            let distance = (delta * delta).sum()
            // Ties go to the most populous place, then the lowest slot, so
            // the answer does not depend on the order the trees are walked in.
            if distance < bestDistance || (distance == bestDistance && table.outranks(slot, best)),
                countryIndex == nil || storage.u16(table.countryOffset + slot * 2) == countryIndex
            {
                bestDistance = distance
                best = slot
            }
            let axis = Int(storage.bytes[table.axisOffset + slot])
            let split = target[axis] - point[axis]
            // Points equal to the split value can sit on either side after a
            // sort, hence <= when deciding whether the far side can hold a
            // point as near (a nearer one, or a tie that outranks the best).
            if split < 0 {
                visit(tree, lo: lo, hi: mid)
                if split * split <= bestDistance { visit(tree, lo: mid + 1, hi: hi) }
            } else {
                visit(tree, lo: mid + 1, hi: hi)
                if split * split <= bestDistance { visit(tree, lo: lo, hi: mid) }
            }
        }
    }
}
extension PlaceTable {
    /// The slot of the most populous city (≥ ``cityPopulation`` people)
    /// whose unit vector lies within `chord` of `target`, or nil; of equally
    /// populous ones, the lowest slot.
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
            let slot = (lo + hi) >> 1  // the cities' tree starts at slot 0
            let point = unitVector(slot)
            let delta = point - target
            if (delta * delta).sum() <= limit {
                let people = population(slot)
                if people > bestPopulation || (people == bestPopulation && slot < (best ?? .max)) {
                    bestPopulation = people
                    best = slot
                }
            }
            let axis = Int(storage.bytes[axisOffset + slot])
            let split = target[axis] - point[axis]
            if split - chord <= 0 { visit(lo, slot) }
            if split + chord >= 0 { visit(slot + 1, hi) }
        }
        visit(0, cityCount)
        return best
    }
}

extension PlaceTable {
    /// The label order holds every city (slots `0 ..< cityCount`) once, by
    /// descending population, ties by ascending slot: a strict order, so no
    /// slot can repeat and C distinct slots below C are all of them.
    fileprivate func validateLabels(file: String) throws(AssetError) {
        var previous = -1
        for index in 0..<cityCount {
            let slot = labelSlot(index)
            guard slot < cityCount else { throw .corrupt(file: file, detail: "label \(index) is not a city") }
            if previous >= 0 {
                let (people, before) = (population(slot), population(previous))
                guard people < before || (people == before && slot > previous) else {
                    throw .corrupt(file: file, detail: "label \(index) is a repeat or out of population order")
                }
            }
            previous = slot
        }
    }

    /// Checks both k-d trees (the first call does; later ones give its
    /// outcome): every node lies on its side of each ancestor's splitting
    /// plane. Call before any search; the error names the file.
    func validateTrees() throws(AssetError) {
        let outcome = treeCheck.outcome.withLock { outcome in
            if let outcome { return outcome }
            let checked = Result { () throws(AssetError) in
                try validateTree(.cities(cityCount), name: "city", file: storage.path)
                try validateTree(.others(count: count, cityCount: cityCount), name: "other places'", file: storage.path)
            }
            outcome = checked
            return checked
        }
        try outcome.get()
    }

    /// Every node's subtrees lie on the right sides of its splitting plane
    /// (left ≤, right ≥ on its axis), checked against the planes of all its
    /// ancestors at once by carrying a box down the tree. O(n); recursive,
    /// as deep as the tree (about log2(n) < 20), on scalars: start-up
    /// validates 170,000 nodes.
    fileprivate func validateTree(_ tree: Tree, name: String, file: String) throws(AssetError) {
        /// The first node (local index) off its side of an ancestor's plane, or nil.
        func misplaced(_ lo: Int, _ hi: Int, _ box: Box) -> Int? {
            guard lo < hi else { return nil }
            let mid = (lo + hi) >> 1
            let slot = tree.base + mid
            let base = xyzOffset + slot * 12
            let x = storage.f32(base), y = storage.f32(base + 4), z = storage.f32(base + 8)
            guard x >= box.minX, y >= box.minY, z >= box.minZ, x <= box.maxX, y <= box.maxY, z <= box.maxZ else { return mid }
            var left = box, right = box
            // Checked below 3 with the places.
            switch storage.bytes[axisOffset + slot] {
            case 0: (left.maxX, right.minX) = (x, x)
            case 1: (left.maxY, right.minY) = (y, y)
            default: (left.maxZ, right.minZ) = (z, z)
            }
            return misplaced(lo, mid, left) ?? misplaced(mid + 1, hi, right)
        }
        if let mid = misplaced(0, tree.size, Box()) {
            throw .corrupt(
                file: file, detail: "\(name) tree node \(mid) (place \(tree.base + mid)) lies on the wrong side of a split")
        }
    }

    /// A subtree's box: the planes of its ancestors, as scalars.
    private struct Box {
        var minX = -Float.infinity, minY = -Float.infinity, minZ = -Float.infinity
        var maxX = Float.infinity, maxY = Float.infinity, maxZ = Float.infinity
    }
}

/// Whether a place table's trees were checked, and what was found: a
/// class, so every copy of the table shares one check.
private final class TreeCheck: Sendable {
    let outcome = Locked<Result<Void, AssetError>?>(nil)
}
