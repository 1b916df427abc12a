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
    }

    static func build(
        places: PlaceTable, countries: [PolygonFeature], lakes: [PolygonFeature], marine: [PolygonFeature]
    ) -> Result {
        let codeCount = places.countryCodes.count
        // One pass over the places: per country the summed population and the
        // most populous place; per (region, country) the most populous place.
        var countryPeople = [Double](repeating: 0, count: codeCount)
        var countryBiggest = [Int](repeating: -1, count: codeCount)
        var regionBiggest: [Int: Int] = [:]  // region << 16 | country → slot
        regionBiggest.reserveCapacity(places.regions.count + 64)
        var regionOfLast = -1, countryOfLast = -1, slotOfLast = -1
        for slot in 0..<places.count {
            let people = places.population(slot), country = places.countryIndex(slot)
            countryPeople[country] += Double(people)
            if countryBiggest[country] < 0 || places.population(countryBiggest[country]) < people {
                countryBiggest[country] = slot
            }
            guard let region = places.regionIndex(slot) else { continue }
            // Places of a region tend to sit together in the tree's order:
            // skip the dictionary while the biggest cannot change.
            if region == regionOfLast, country == countryOfLast, places.population(slotOfLast) >= people { continue }
            let key = region << 16 | country
            let best = regionBiggest[key]
            let winner = best.map { places.population($0) >= people ? $0 : slot } ?? slot
            regionBiggest[key] = winner
            (regionOfLast, countryOfLast, slotOfLast) = (region, country, winner)
        }

        // Several features can share a code (Clipperton Island is FR): a
        // code names its biggest feature.
        var namesByCode: [String: (name: String, points: Int)] = [:]
        for feature in countries {
            guard let code = feature.code else { continue }
            let points = feature.pointCount
            if namesByCode[code].map({ $0.points < points }) ?? true { namesByCode[code] = (feature.name, points) }
        }
        let countryNames = places.countryCodes.map { namesByCode[$0]?.name ?? $0 }

        var areas: [SearchArea] = []
        areas.reserveCapacity(countries.count + regionBiggest.count + marine.count + lakes.count + 2)
        for feature in countries where !feature.name.isEmpty {
            let index = feature.code.flatMap { places.countryIndex(of: $0) }.map(Int.init)
            let biggest = index.map { countryBiggest[$0] } ?? -1
            areas.append(SearchArea(
                name: feature.name, chineseName: feature.chineseName, kind: .country, context: "",
                coordinate: biggest >= 0 ? places.coordinate(biggest) : interiorPoint(of: feature),
                weight: index.map { countryPeople[$0] } ?? 0))
        }
        // Dictionary order is random: sort for a deterministic index.
        for (key, slot) in regionBiggest.sorted(by: { $0.key < $1.key }) {
            areas.append(SearchArea(
                name: places.regions[key >> 16], chineseName: nil, kind: .region, context: countryNames[key & 0xFFFF],
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
                context: kind == .ocean ? "" : feature.ocean ?? "", coordinate: interiorPoint(of: feature), weight: weight))
        }
        let marineNames = Set(marine.map(\.name))
        for ocean in Ocean.allCases where !marineNames.contains(ocean.rawValue) {
            guard let point = wholeOceanPoints[ocean] else { continue }
            areas.append(SearchArea(
                name: ocean.rawValue, chineseName: ocean.name(in: .chinese), kind: .ocean, context: "",
                coordinate: point, weight: oceanWeights[ocean] ?? 0))
        }
        for feature in lakes where !feature.name.isEmpty {
            areas.append(SearchArea(
                name: feature.name, chineseName: feature.chineseName, kind: .lake, context: "",
                coordinate: interiorPoint(of: feature), weight: boxArea(feature.bounds)))
        }
        return Result(areas: areas, countryNames: countryNames)
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

    /// A point well inside the feature: on a 13 × 13 grid over its largest
    /// ring's box, the inside point with the most inside neighbours (away
    /// from coasts, where the marine and country outlines may disagree),
    /// nearest the box's centre among equals; the centre when no grid point
    /// is inside. A box's centre alone can be on land for a curved sea.
    static func interiorPoint(of feature: PolygonFeature) -> Coordinate {
        var largest = feature.bounds
        var largestArea = -1.0
        feature.forEachRingWithBounds { _, bounds in
            let area = (bounds.maxLatitude - bounds.minLatitude) * (bounds.maxLongitude - bounds.minLongitude)
            if area > largestArea { (largest, largestArea) = (bounds, area) }
        }
        let steps = 12
        func point(_ row: Int, _ column: Int) -> Coordinate {
            Coordinate(
                latitude: largest.minLatitude + (largest.maxLatitude - largest.minLatitude) * Double(row) / Double(steps),
                longitude: largest.minLongitude + (largest.maxLongitude - largest.minLongitude) * Double(column) / Double(steps))
        }
        var inside = [[Bool]](repeating: [Bool](repeating: false, count: steps + 1), count: steps + 1)
        for row in 0...steps { for column in 0...steps { inside[row][column] = feature.contains(point(row, column)) } }
        var best = point(steps / 2, steps / 2)
        var bestKey = (neighbours: -1, distance: 0)
        for row in 0...steps {
            for column in 0...steps where inside[row][column] {
                var neighbours = 0
                for dr in -1...1 {
                    for dc in -1...1 where (0...steps).contains(row + dr) && (0...steps).contains(column + dc) {
                        if inside[row + dr][column + dc] { neighbours += 1 }
                    }
                }
                let distance = (row - steps / 2) * (row - steps / 2) + (column - steps / 2) * (column - steps / 2)
                if neighbours > bestKey.neighbours || (neighbours == bestKey.neighbours && distance < bestKey.distance) {
                    (best, bestKey) = (point(row, column), (neighbours, distance))
                }
            }
        }
        return best
    }
}
