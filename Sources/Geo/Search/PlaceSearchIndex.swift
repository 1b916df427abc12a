#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds places by name, offline: every GeoNames place in the world data
/// plus countries, regions, oceans, seas, gulfs, straits and named lakes, by
/// their English and (where the data has them) Chinese names.
///
/// Case, diacritics and punctuation do not matter (``SearchFolding``:
/// "malaga" finds Málaga, "sao paulo" São Paulo); Chinese text matches Chinese
/// names ("马德里" finds Madrid); a query of four or more letters tolerates one
/// typo, of eight or more two ("Copenhagn" finds Copenhagen).
///
/// ## Ranking
/// Results are ordered by how the query matches, then by importance:
/// 1. exact (the folded name is the query),
/// 2. prefix (the name starts with the query),
/// 3. word prefix (a later word starts with it: "paulo" → São Paulo),
/// 4. substring (it occurs inside the name),
/// 5. fuzzy, one edit, then fuzzy, two edits (against the whole name or
///    its beginning), among names starting with the query's first or
///    second letter.
///
/// Within a level the more important place comes first: a city by its
/// population; a country by its places' summed population; a region by half
/// its biggest place's (so the city Madrid outranks the region Madrid); a
/// sea or lake by its bounding box's area in km². Then the shorter name. A
/// match's ``PlaceMatch/score`` is its level (6 for exact … 1 for two edits,
/// see ``Level``) plus log10(1 + importance) / 11, so it orders the same way.
///
/// ## Cost
/// Immutable after `init` and safe to share between threads. Building reads
/// the loaded atlas (and the marine areas from its locator) in O(names),
/// more than a frame can spare, so build it off the main thread. A search
/// reads the keys sharing the query's first two bytes (contiguous), and
/// goes on to the substring scan (every key's byte-class mask) and the typo
/// scan (the keys of two first letters) only while fewer than `limit`
/// better matches were found, so it keeps up with typing.
/// `tunnel-bench search` prints the build's time and memory and the times
/// per keystroke.
public final class PlaceSearchIndex: Sendable {
    /// Match levels, best last: ``PlaceMatch/score`` is the level's raw value plus a fraction.
    enum Level: Int {
        case fuzzyTwo = 1, fuzzyOne, substring, wordPrefix, prefix, exact

        var quality: PlaceMatch.Quality {
            switch self {
            case .fuzzyTwo, .fuzzyOne: .fuzzy
            case .substring: .substring
            case .wordPrefix: .wordPrefix
            case .prefix: .prefix
            case .exact: .exact
            }
        }
    }

    let places: PlaceTable
    /// Entries `0 ..< places.count` are the places (by slot); the rest are these areas.
    let areas: [SearchArea]
    let countryNames: [String]
    let chineseCountryNames: [String?]
    let keys: SearchKeys

    /// Indexes the atlas's places, countries and lakes, and the marine areas
    /// read from the atlas's locator (left out if that file cannot be read:
    /// the search still works for everything else).
    public convenience init(atlas: WorldAtlas) {
        let marine = try? PolygonLayer.load(atlas.locator.worldFile(WorldFiles.marine))
        self.init(
            places: atlas.places, countries: atlas.countries(at: .low), lakes: atlas.lakes(at: .high),
            marine: marine?.features ?? [])
    }

    /// Loads only what the index needs (places, low-detail countries, lakes,
    /// marine areas): for the command line, which draws no map.
    public static func load(from locator: AssetLocator = .default) throws(AssetError) -> PlaceSearchIndex {
        guard AssetLocator.fileExists(locator.directory + "/world") else {
            throw .folderNotFound(tried: [locator.directory + "/world"])
        }
        return try PlaceSearchIndex(
            places: PlaceTable.load(locator.worldFile(WorldFiles.places)),
            countries: PolygonLayer.load(locator.worldFile(WorldFiles.countriesLow)).features,
            lakes: PolygonLayer.load(locator.worldFile(WorldFiles.lakes)).features,
            marine: PolygonLayer.load(locator.worldFile(WorldFiles.marine)).features)
    }

    init(places: PlaceTable, countries: [PolygonFeature], lakes: [PolygonFeature], marine: [PolygonFeature]) {
        self.places = places
        let built = SearchAreas.build(places: places, countries: countries, lakes: lakes, marine: marine)
        areas = built.areas
        countryNames = built.countryNames
        chineseCountryNames = built.chineseCountryNames
        var builder = SearchKeys.Builder(
            expectedKeys: places.count + places.chineseNameCount + 2 * areas.count,
            expectedBytes: places.count * 12)
        for slot in 0..<places.count {
            builder.add(owner: slot, rank: Double(places.population(slot)), utf8: places.nameBytes(slot))
        }
        for index in 0..<places.chineseNameCount {
            let (slot, bytes) = places.chineseNameEntry(index)
            builder.add(owner: slot, rank: Double(places.population(slot)), utf8: bytes)
        }
        for (index, area) in areas.enumerated() {
            builder.add(owner: places.count + index, rank: area.weight, text: area.name)
            if let chinese = area.chineseName { builder.add(owner: places.count + index, rank: area.weight, text: chinese) }
        }
        keys = builder.finish()
    }

    /// How many things can be found (places and areas).
    public var entryCount: Int { places.count + areas.count }

    /// Bytes held by the index's own tables (the place table it reads
    /// names from is the atlas's, memory-mapped, and not counted).
    public var memoryBytes: Int {
        keys.memoryBytes + areas.count * MemoryLayout<SearchArea>.stride
            + areas.reduce(0) { total, area in
                total + area.name.utf8.count + (area.chineseName?.utf8.count ?? 0) + area.context.utf8.count
                    + (area.chineseContext?.utf8.count ?? 0)
            }
    }

    /// The best `limit` matches for `query`, best first (see the ranking
    /// above); empty for an empty query (or one of punctuation only).
    ///
    /// A query qualified by where the place is ("Stanley, Falkland
    /// Islands": see ``QualifiedName``) finds the matches of its name that
    /// lie there, when there are some; a query ending in "City" puts the
    /// cities named by the rest first ("Quebec City": the city Québec)
    /// when no name is the query itself.
    public func search(_ query: String, limit: Int = 10) -> [PlaceMatch] {
        let folded = SearchFolding.fold(query)
        guard limit > 0, !folded.isEmpty else { return [] }
        if let qualified = QualifiedName(query) {
            let wider = Self.qualifiedSearchBreadth
            let there = collect(qualified.name, limit: wider).filter { entry($0.entry, isIn: qualified.qualifiers) }
            if !there.isEmpty { return there.prefix(limit).map(match(for:)) }
        }
        let found = collect(folded, limit: limit)
        if let city = Self.cityName(of: folded), found.first?.level != Level.exact.rawValue {
            let cities = resolveFolded(city, limit: limit, exactOnly: true) { self.isPlace($0) }.candidates
            return Array((cities + found.map(match(for:)).filter { match in !cities.contains(match) }).prefix(limit))
        }
        return found.map(match(for:))
    }

    /// How many matches of a qualified query's name are looked through for
    /// those in the places it names.
    static let qualifiedSearchBreadth = 500

    /// The best `limit` candidates for a folded query, by the scans below.
    func collect(_ folded: [UInt8], limit: Int) -> [SearchCollector.Candidate] {
        var collector = SearchCollector(limit: limit)
        collectPrefixes(folded, into: &collector)
        if collector.floorLevel.map({ $0 < Level.wordPrefix.rawValue }) ?? true {
            collectWordPrefixes(folded, into: &collector)
        }
        if folded.count >= 2, collector.floorLevel.map({ $0 < Level.substring.rawValue }) ?? true {
            collectSubstrings(folded, into: &collector)
        }
        if collector.floorLevel.map({ $0 < Level.fuzzyOne.rawValue }) ?? true {
            collectFuzzy(folded, into: &collector)
        }
        return collector.items
    }

    // MARK: Entries

    /// How important an entry is among equal matches (see the ranking).
    @inline(__always)
    func rank(_ entry: UInt32) -> Double {
        let index = Int(entry)
        return index < places.count ? Double(places.population(index)) : areas[index - places.count].weight
    }

    func match(for candidate: SearchCollector.Candidate) -> PlaceMatch {
        let index = Int(candidate.entry)
        let level = Level(rawValue: candidate.level) ?? .fuzzyTwo
        let score = Double(candidate.level) + min(log10(1 + max(0, candidate.rank)) / 11, 0.999)
        if index < places.count {
            let region = places.region(index)
            let country = countryNames[places.countryIndex(index)]
            // Regions have no Chinese names in the data: they stay in English beside the Chinese country.
            let chineseCountry = chineseCountryNames[places.countryIndex(index)]
            return PlaceMatch(
                name: places.name(index), chineseName: places.chineseName(index), kind: .city,
                context: region.map { "\($0), \(country)" } ?? country, coordinate: places.coordinate(index),
                population: places.population(index), score: score, quality: level.quality,
                chineseContext: chineseCountry.map { chinese in region.map { "\($0)，\(chinese)" } ?? chinese })
        }
        let area = areas[index - places.count]
        return PlaceMatch(
            name: area.name, chineseName: area.chineseName, kind: area.kind, context: area.context,
            coordinate: area.coordinate, population: 0, score: score, quality: level.quality,
            chineseContext: area.chineseContext)
    }
}
