#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A searchable thing that is not a GeoNames place: a country, a region, an
/// ocean, a sea, a lake.
struct SearchArea: Sendable {
    let name: String
    let chineseName: String?
    let kind: PlaceKind
    let context: String
    /// The context in Chinese where the data names the country or ocean in Chinese.
    let chineseContext: String?
    let coordinate: Coordinate
    /// How important the area is for ranking among equal matches, on the
    /// scale of a city's population (see ``SearchAreas``).
    let weight: Double
}

/// Builds the areas the search index holds besides the places, from what the
/// world data has:
/// - countries (Natural Earth, English and Chinese names), weighted by the
///   summed population of their GeoNames places and placed at the most
///   populous one (Spain → Madrid);
/// - regions (GeoNames first-level divisions, English only), weighted by half
///   the population of their most populous place, so the city Madrid
///   outranks the region Madrid, and placed there;
/// - marine areas (oceans, seas, gulfs, straits, river mouths) and named
///   lakes, weighted by their bounding box's area in km² and placed at a
///   point inside their largest ring; plus the Pacific and Atlantic Oceans as
///   wholes (the data splits them north and south).
enum SearchAreas {
    struct Result {
        let areas: [SearchArea]
        /// English country names by the places table's country index (the
        /// code where the data has no country of that code).
        let countryNames: [String]
        /// Chinese country names by the same index, where the data has them.
        let chineseCountryNames: [String?]
    }

    static func build(
        places: PlaceTable, countries: [PolygonFeature], lakes: [PolygonFeature], marine: [PolygonFeature]
    ) -> Result {
        let codeCount = places.countryCodes.count
        // One pass over the places: per country the summed population and the
        // most populous place; per (region, country) the most populous place.
        var countryPeople = [Double](repeating: 0, count: codeCount)
        var countryBiggest = [Int](repeating: -1, count: codeCount)
        // A region name can be shared by several countries (La Paz): the
        // first country seen per region goes in flat arrays, others in a dictionary.
        var regionCountry = [Int](repeating: -1, count: places.regions.count)
        var regionSlot = [Int](repeating: -1, count: places.regions.count)
        var otherRegions: [Int: Int] = [:]  // region << 16 | country → slot
        for slot in 0..<places.count {
            let people = places.population(slot), country = places.countryIndex(slot)
            countryPeople[country] += Double(people)
            if countryBiggest[country] < 0 || places.population(countryBiggest[country]) < people {
                countryBiggest[country] = slot
            }
            guard let region = places.regionIndex(slot) else { continue }
            if regionCountry[region] < 0 { regionCountry[region] = country }
            if regionCountry[region] == country {
                if regionSlot[region] < 0 || places.population(regionSlot[region]) < people { regionSlot[region] = slot }
            } else {
                let key = region << 16 | country
                if otherRegions[key].map({ places.population($0) < people }) ?? true { otherRegions[key] = slot }
            }
        }
        var regionBiggest = otherRegions
        for region in regionSlot.indices where regionSlot[region] >= 0 {
            regionBiggest[region << 16 | regionCountry[region]] = regionSlot[region]
        }

        // Several features can share a code (Clipperton Island is FR): a
        // code names its biggest feature.
        var namesByCode: [String: (name: String, chinese: String?, points: Int)] = [:]
        for feature in countries {
            guard let code = feature.code else { continue }
            let points = feature.pointCount
            if namesByCode[code].map({ $0.points < points }) ?? true {
                namesByCode[code] = (feature.name, feature.chineseName, points)
            }
        }
        let countryNames = places.countryCodes.map { namesByCode[$0]?.name ?? $0 }
        let chineseCountryNames = places.countryCodes.map { namesByCode[$0]?.chinese }

        var areas: [SearchArea] = []
        areas.reserveCapacity(countries.count + regionBiggest.count + marine.count + lakes.count + 2)
        for feature in countries where !feature.name.isEmpty {
            let index = feature.code.flatMap { places.countryIndex(of: $0) }.map(Int.init)
            let biggest = index.map { countryBiggest[$0] } ?? -1
            areas.append(SearchArea(
                name: feature.name, chineseName: feature.chineseName, kind: .country, context: "", chineseContext: nil,
                coordinate: biggest >= 0 ? places.coordinate(biggest) : interiorPoint(of: feature),
                weight: index.map { countryPeople[$0] } ?? 0))
        }
        // Dictionary order is random: sort for a deterministic index.
        for (key, slot) in regionBiggest.sorted(by: { $0.key < $1.key }) {
            areas.append(SearchArea(
                name: places.regions[key >> 16], chineseName: nil, kind: .region, context: countryNames[key & 0xFFFF],
                chineseContext: chineseCountryNames[key & 0xFFFF],
                coordinate: places.coordinate(slot), weight: Double(places.population(slot)) / 2))
        }
        var oceanWeights: [Ocean: Double] = [:]
        for feature in marine where !feature.name.isEmpty {
            let kind = PlaceKind.marine(named: feature.name)
            let weight = boxArea(feature.bounds)
            if kind == .ocean, let ocean = feature.ocean.flatMap(Ocean.init(rawValue:)) {
                oceanWeights[ocean, default: 0] += weight
            }
            areas.append(SearchArea(
                name: feature.name, chineseName: feature.chineseName, kind: kind,
                context: kind == .ocean ? "" : feature.ocean ?? "",
                chineseContext: kind == .ocean ? nil : feature.ocean.flatMap(Ocean.init(rawValue:))?.name(in: .chinese),
                coordinate: interiorPoint(of: feature), weight: weight))
        }
        let marineNames = Set(marine.map(\.name))
        for ocean in Ocean.allCases where !marineNames.contains(ocean.rawValue) {
            guard let point = wholeOceanPoints[ocean] else { continue }
            areas.append(SearchArea(
                name: ocean.rawValue, chineseName: ocean.name(in: .chinese), kind: .ocean, context: "", chineseContext: nil,
                coordinate: point, weight: oceanWeights[ocean] ?? 0))
        }
        for feature in lakes where !feature.name.isEmpty {
            areas.append(SearchArea(
                name: feature.name, chineseName: feature.chineseName, kind: .lake, context: "", chineseContext: nil,
                coordinate: interiorPoint(of: feature), weight: boxArea(feature.bounds)))
        }
        return Result(areas: areas, countryNames: countryNames, chineseCountryNames: chineseCountryNames)
    }

    /// Where to go for an ocean the data holds only in halves: open water
    /// on the equator, far from any coast.
    static let wholeOceanPoints: [Ocean: Coordinate] = [
        .pacific: Coordinate(latitude: 0, longitude: -150),
        .atlantic: Coordinate(latitude: 0, longitude: -25),
    ]

    /// The area of a latitude–longitude box in km² (a weight, not a measure
    /// of the water itself).
    static func boxArea(_ bounds: GeoBounds) -> Double {
        let kilometresPerDegree = Coordinate.earthRadiusKilometres * .pi / 180
        let middle = (bounds.minLatitude + bounds.maxLatitude) / 2 * .pi / 180
        return (bounds.maxLatitude - bounds.minLatitude) * (bounds.maxLongitude - bounds.minLongitude)
            * cos(middle) * kilometresPerDegree * kilometresPerDegree
    }

    /// A point well inside the feature, cheaply: on seven parallels across
    /// its largest ring's box, the feature's inside spans (even-odd over all
    /// its rings, as ``PolygonFeature/contains(_:)`` decides), and the middle
    /// of the widest span (in km). Far from both shores on that parallel —
    /// where the marine and country outlines might disagree — and one pass
    /// over the vertices per parallel. The box's centre when no span is found.
    static func interiorPoint(of feature: PolygonFeature) -> Coordinate {
        var largest = feature.bounds
        var largestArea = -1.0
        feature.forEachRingWithBounds { _, bounds in
            let area = (bounds.maxLatitude - bounds.minLatitude) * (bounds.maxLongitude - bounds.minLongitude)
            if area > largestArea { (largest, largestArea) = (bounds, area) }
        }
        var best = Coordinate(
            latitude: (largest.minLatitude + largest.maxLatitude) / 2,
            longitude: (largest.minLongitude + largest.maxLongitude) / 2)
        var bestWidth = 0.0
        var crossings: [Float] = []
        for step in 1...7 {
            let latitude = largest.minLatitude + (largest.maxLatitude - largest.minLatitude) * Double(step) / 8
            let y = Float(latitude)
            crossings.removeAll(keepingCapacity: true)
            feature.forEachRingWithBounds { ring, bounds in
                guard bounds.minLatitude <= latitude, bounds.maxLatitude >= latitude else { return }
                let n = ring.count / 2
                var j = n - 1
                for i in 0..<n {
                    let xi = ring[2 * i], yi = ring[2 * i + 1], xj = ring[2 * j], yj = ring[2 * j + 1]
                    if (yi > y) != (yj > y) { crossings.append(xi + (y - yi) / (yj - yi) * (xj - xi)) }
                    j = i
                }
            }
            crossings.sort()
            let shrink = cos(latitude * .pi / 180)
            var index = 0
            while index + 1 < crossings.count {
                let width = Double(crossings[index + 1] - crossings[index]) * shrink
                if width > bestWidth {
                    bestWidth = width
                    best = Coordinate(latitude: latitude, longitude: Double(crossings[index] + crossings[index + 1]) / 2)
                }
                index += 2
            }
        }
        return best
    }
}
