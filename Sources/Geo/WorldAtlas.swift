/// Everything the window needs to draw maps, loaded once: countries at three
/// levels of detail, lakes, and places for labels (with their time zones,
/// for the geocoder made over the atlas).
///
/// Immutable after ``load(from:)``, so it can be shared freely between threads.
public final class WorldAtlas: Sendable {
    private let countryLayers: [PolygonLayer]
    private let edgeLayers: [CountryEdges]
    let lakeLayer: PolygonLayer
    private let lakeLevels: [[PolygonFeature]]
    /// One cache per ``Language``, in `Language.allCases` order.
    private let labels: [LabelCache]
    let places: PlaceTable
    /// The time zone of each of ``places``.
    let placeZones: PlaceZones
    /// Where the data came from (the reverse geocoder loads its extra data from the same place).
    public let locator: AssetLocator

    init(
        countryLayers: [PolygonLayer], countryEdges: [CountryEdges], lakes: PolygonLayer, places: PlaceTable,
        placeZones: PlaceZones, locator: AssetLocator
    ) {
        self.countryLayers = countryLayers
        edgeLayers = countryEdges
        lakeLayer = lakes
        // Lakes exist at one detail; coarser levels drop the small ones,
        // which would be sub-pixel there anyway.
        let minimumSpan: [DetailLevel: Double] = [.low: 0.5, .medium: 0.1, .high: 0]
        lakeLevels = DetailLevel.allCases.map { level in
            let span = minimumSpan[level] ?? 0
            // Every lake passes at span 0: share the layer's array rather than copy it.
            guard span > 0 else { return lakes.features }
            return lakes.features.filter {
                $0.bounds.maxLongitude - $0.bounds.minLongitude >= span
                    || $0.bounds.maxLatitude - $0.bounds.minLatitude >= span
            }
        }
        self.places = places
        self.placeZones = placeZones
        labels = Language.allCases.map { LabelCache(places: places, language: $0) }
        self.locator = locator
    }

    /// Reads and validates the countries (all levels) with their edges, lakes
    /// and places with their time zones (the places' search trees are
    /// checked when a ``ReverseGeocoder`` is made over them: only its
    /// look-ups search them).
    ///
    /// Each file is read once; vertices stay in the loaded buffers and are
    /// never copied. Throws the first problem found, naming the file.
    public static func load(from locator: AssetLocator = .default) throws(AssetError) -> WorldAtlas {
        let directory = locator.directory
        guard AssetLocator.fileExists(directory + "/world") else {
            throw .folderNotFound(tried: [directory + "/world"])
        }
        var layers: [PolygonLayer] = []
        var edges: [CountryEdges] = []
        for level in DetailLevel.allCases {
            let layer = try PolygonLayer.load(locator.worldFile(WorldFiles.countries(level)))
            layers.append(layer)
            edges.append(try CountryEdges.load(locator.worldFile(WorldFiles.countryEdges(level)), for: layer))
        }
        let lakes = try PolygonLayer.load(locator.worldFile(WorldFiles.lakes))
        let places = try PlaceTable.load(locator.worldFile(WorldFiles.places))
        // Loaded with the places, not on the first look-up, so a missing or
        // damaged file fails the start like a missing places.bin does.
        let zones = try PlaceZones.load(locator.worldFile(WorldFiles.placeZones), for: places)
        return WorldAtlas(
            countryLayers: layers, countryEdges: edges, lakes: lakes, places: places, placeZones: zones, locator: locator)
    }

    /// The countries (and other admin-0 units) at the given level of detail,
    /// in the data's order. Shared borders are identical between neighbours.
    public func countries(at level: DetailLevel) -> [PolygonFeature] {
        countryLayers[level.rawValue].features
    }

    func countryLayer(_ level: DetailLevel) -> PolygonLayer { countryLayers[level.rawValue] }

    /// How a map strokes each edge of ``countries(at:)`` at `level`, and
    /// which of those countries share a border (precomputed, validated at load).
    public func countryEdges(at level: DetailLevel) -> CountryEdges {
        edgeLayers[level.rawValue]
    }

    /// Lakes at the given level: all of them at `.high`; at `.medium` only
    /// those spanning at least 0.1°, at `.low` 0.5°. Named lakes come first.
    public func lakes(at level: DetailLevel) -> [PolygonFeature] {
        lakeLevels[level.rawValue]
    }

    /// Places for labels, sorted by descending population (the renderer
    /// shows the biggest first and hides overlaps).
    ///
    /// Covers places of at least ``labelPopulationFloor`` people (15,000):
    /// a smaller `minimumPopulation` returns the same as the floor. Places
    /// are decoded on first request and kept, so the first call for a low
    /// minimum costs O(k) for k places and later calls O(log n).
    ///
    /// Names are in `language` where the data has one (about 9,000 cities
    /// have a Chinese name), in English otherwise.
    public func labelPlaces(minimumPopulation: Int, language: Language = .english) -> ArraySlice<LabelPlace> {
        let cache = labels[Language.allCases.firstIndex(of: language) ?? 0]
        return cache.prefix(cache.count(minimumPopulation: minimumPopulation))
    }

    /// Every place of at least ``labelPopulationFloor`` people, with its
    /// country and region, by descending population: the label places in
    /// full. Decoded on each call and not kept (about 34,000 places, O(n)
    /// per call); for labels use ``labelPlaces(minimumPopulation:language:)``.
    public func cities(language: Language = .english) -> [Place] {
        (0..<places.cityCount).map { places.place(places.labelSlot($0), language: language) }
    }

    /// The smallest population among ``labelPlaces(minimumPopulation:)``'s places.
    public var labelPopulationFloor: Int { places.cityPopulation }
}
