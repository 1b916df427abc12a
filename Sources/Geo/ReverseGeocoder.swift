#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers "what is here?" offline: country, region, time zone, nearest
/// place and city, or the ocean, sea or lake.
///
/// Built once from the world data (indexing the edges is O(vertices)), then
/// immutable and safe to share between threads. A full
/// ``describe(_:language:)`` reads one latitude band of edges and searches
/// the place trees (see its cost there); `tunnel-bench geo` prints the
/// build's time and the look-ups'.
public final class ReverseGeocoder: Sendable {
    private let countries: PolygonIndex
    private let lakes: PolygonIndex
    private let marine: PolygonIndex
    private let marineOceans: [Ocean?]
    private let places: PlaceTable
    /// The places' time zones; nil only for geocoders tests make without them.
    private let zones: PlaceZones?
    /// Country feature by ISO code (the biggest feature of a shared code).
    private let countryByCode: [String: Int]

    /// Loads only the data the geocoder needs (high-detail countries, lakes,
    /// marine areas, places and their time zones); use this when no map is
    /// drawn (the CLI).
    public static func load(from locator: AssetLocator = .default) throws(AssetError) -> ReverseGeocoder {
        guard AssetLocator.fileExists(locator.directory + "/world") else {
            throw .folderNotFound(tried: [locator.directory + "/world"])
        }
        // The five files are read one after the other: the disk starts on all of them now.
        locator.readAhead([
            WorldFiles.countriesHigh, WorldFiles.lakes, WorldFiles.marine, WorldFiles.places, WorldFiles.placeZones,
        ])
        let countries = try PolygonLayer.load(locator.worldFile(WorldFiles.countriesHigh))
        let lakes = try PolygonLayer.load(locator.worldFile(WorldFiles.lakes))
        let marine = try PolygonLayer.load(locator.worldFile(WorldFiles.marine))
        let places = try PlaceTable.load(locator.worldFile(WorldFiles.places))
        return try ReverseGeocoder(
            countries: countries, lakes: lakes, marine: marine, places: places,
            zones: PlaceZones.load(locator.worldFile(WorldFiles.placeZones), for: places))
    }

    /// Builds a geocoder that shares the atlas's loaded data and reads only
    /// the marine areas in addition (from the atlas's locator).
    public convenience init(atlas: WorldAtlas) throws(AssetError) {
        try self.init(
            countries: atlas.countryLayer(.high), lakes: atlas.lakeLayer,
            marine: PolygonLayer.load(atlas.locator.worldFile(WorldFiles.marine)),
            places: atlas.places, zones: atlas.placeZones)
    }

    /// `zones` nil leaves every ``LocationDescription/timeZone`` nil (tests
    /// about the other assets need not load it).
    init(
        countries: PolygonLayer, lakes: PolygonLayer, marine: PolygonLayer, places: PlaceTable, zones: PlaceZones? = nil
    ) throws(AssetError) {
        // Look-ups search the place trees: checked once, here.
        try places.validateTrees()
        var oceans: [Ocean?] = []
        for feature in marine.features {
            guard let raw = feature.ocean else {
                oceans.append(nil)  // landlocked (the Caspian)
                continue
            }
            guard let ocean = Ocean(rawValue: raw) else {
                throw .corrupt(file: marine.storage.path, detail: "\(feature.name) belongs to an unknown ocean '\(raw)'")
            }
            oceans.append(ocean)
        }
        marineOceans = oceans
        self.countries = try PolygonIndex(layer: countries)
        var byCode: [String: (feature: Int, points: Int)] = [:]
        for (index, feature) in countries.features.enumerated() {
            guard let code = feature.code else { continue }
            let points = feature.pointCount
            if byCode[code].map({ $0.points < points }) ?? true { byCode[code] = (index, points) }
        }
        countryByCode = byCode.mapValues(\.feature)
        self.lakes = try PolygonIndex(layer: lakes)
        self.marine = try PolygonIndex(layer: marine)
        self.places = places
        self.zones = zones
    }

    /// Describes the point: see ``LocationDescription``.
    ///
    /// Latitudes are clamped to ±89.999° for the polygon tests (the poles lie
    /// on polygon edges); distances use the point as given. Names are in
    /// `language` where the data has them (countries, lakes, seas, and
    /// cities of 15,000 people or more in Chinese), English otherwise.
    ///
    /// Land is never called sea: a point outside every country outline is
    /// still land in a country when it lies within
    /// ``coastToleranceKilometres`` of one (the coastline's own accuracy) or
    /// within ``placeToleranceKilometres`` of a populated place (the place's
    /// country); and a point in no marine area either — land no outline
    /// covers — is land in the country of its nearest place, unless a marine
    /// area lies within ``seaGapKilometres`` (the marine outlines leave gaps
    /// near ice shelves and in fjords, where the nearest one is taken).
    ///
    /// The region and the time zone are those of the nearest place in the
    /// point's country (near a border the nearest place overall may be
    /// across it, in another zone); on land of no country (a disputed area)
    /// and on a lake outside every country, the time zone is the nearest
    /// place's, as a person there would most likely keep it. At sea it is
    /// nil: ships keep nautical time, which no place gives.
    /// O(edges in a few 0.1° bands + log places).
    public func describe(_ coordinate: Coordinate, language: Language = .english) -> LocationDescription {
        let probe = coordinate.clampedForLookup
        let (nearestPlace, nearestCity, placeSlot) = nearestPlaceAndCity(to: coordinate, language: language)
        let locality = locality(of: coordinate, nearestPlace: nearestPlace, language: language)
        let lake = lakes.featuresContaining(probe).first.map { lakes.features[$0] }

        func onLand(_ country: PolygonFeature, inLake lake: PolygonFeature? = nil) -> LocationDescription {
            let local = country.code.flatMap { nearestSlot(to: coordinate, in: $0, nearest: placeSlot) }
            let lakeName = lake.flatMap { $0.name.isEmpty ? nil : $0.name(in: language) }
            return LocationDescription(
                coordinate: coordinate, surface: lake == nil ? .land : .lake,
                country: country.name(in: language), countryCode: country.code, region: local.flatMap(places.region),
                water: lakeName, ocean: nil, nearestPlace: nearestPlace, nearestCity: nearestCity,
                locality: locality, timeZone: timeZone(of: country.code == nil ? placeSlot : local))
        }

        if let country = countries.featuresContaining(probe).first.map({ countries.features[$0] }) {
            return onLand(country, inLake: lake)
        }
        if let lake {
            return LocationDescription(
                coordinate: coordinate, surface: .lake, country: nil, countryCode: nil, region: nil,
                water: lake.name.isEmpty ? nil : lake.name(in: language), ocean: nil,
                nearestPlace: nearestPlace, nearestCity: nearestCity, locality: locality,
                timeZone: timeZone(of: placeSlot))
        }
        let containing = marine.featuresContaining(probe)
        if let ashore = countryAshore(near: probe, nearestPlace: nearestPlace, inMarineArea: !containing.isEmpty) {
            return onLand(ashore)
        }
        guard let sea = marineArea(at: probe, containing: containing) else {
            return onLand(countryOfPlaces(near: probe, nearestPlace: nearestPlace))
        }
        return LocationDescription(
            coordinate: coordinate, surface: .sea, country: nil, countryCode: nil, region: nil,
            water: marine.features[sea].name(in: language), ocean: marineOceans[sea]?.name(in: language),
            nearestPlace: nearestPlace, nearestCity: nearestCity, locality: locality)
    }

    /// How far outside every country outline a point may lie and still be
    /// that country's land, for the simplified 1:10m coastline's error.
    /// Measured against the GLOBE land mask (`ReferenceAgreementTests`), a
    /// wider margin turns more true sea into land than it wins back.
    public static let coastToleranceKilometres = 0.5
    /// How near a populated place a point outside every outline must be to
    /// stand where that place is, and so in its country: atolls and small
    /// islands (Majuro, Funafuti) are smaller than the outlines' accuracy.
    public static let placeToleranceKilometres = 2.0
    /// How far the outline of a place's country is looked for when the
    /// place's code names none (a territory counted with its state).
    static let placeCountryReachKilometres = 100.0
    /// How far from every marine area a point outside all of them (and
    /// every country) may be and still be sea: the marine outlines leave
    /// gaps near ice shelves and in fjords. Farther, it is land.
    public static let seaGapKilometres = 25.0

    private static let kilometresPerDegree = Coordinate.earthRadiusKilometres * .pi / 180

    /// The country whose land the point is on although no outline holds it:
    /// that of a place standing there, else of an outline within the
    /// coast's tolerance — inside a marine area only: outside them all the
    /// point is in a fjord or lagoon the marine outlines stop short of,
    /// narrower than the tolerance.
    private func countryAshore(near probe: Coordinate, nearestPlace: NearbyPlace?, inMarineArea: Bool) -> PolygonFeature? {
        if let nearestPlace, nearestPlace.distanceKilometres <= Self.placeToleranceKilometres {
            // Svalbard's and Christmas Island's codes name no outline: the nearest one is the country.
            if let feature = countryFeature(code: nearestPlace.place.countryCode) { return feature }
            if let nearest = countries.nearestFeature(to: probe, within: Self.placeCountryReachKilometres / Self.kilometresPerDegree, where: { _ in true }) {
                return countries.features[nearest.feature]
            }
        }
        guard inMarineArea else { return nil }
        return countries.nearestFeature(to: probe, within: Self.coastToleranceKilometres / Self.kilometresPerDegree) { _ in true }
            .map { countries.features[$0.feature] }
    }

    /// The country of land no outline covers: its nearest place's, else the
    /// nearest outline's.
    private func countryOfPlaces(near probe: Coordinate, nearestPlace: NearbyPlace?) -> PolygonFeature {
        if let code = nearestPlace?.place.countryCode, let feature = countryFeature(code: code) { return feature }
        let nearest = countries.nearestFeature(to: probe) { _ in true }
        return countries.features[nearest?.feature ?? 0]
    }

    /// The country outline of an ISO code: the biggest where several share
    /// it (Clipperton Island is FR, like France).
    private func countryFeature(code: String) -> PolygonFeature? {
        countryByCode[code].map { countries.features[$0] }
    }

    /// The distance within which a much bigger city outranks the nearest
    /// place as "where you are": a neighbourhood of a capital is the capital.
    public static let localityRadiusKilometres = 5.0
    /// How much bigger that city must be than the nearest place.
    public static let localityPopulationRatio = 10

    /// The place a person would say the point is in: the most populous city
    /// within ``localityRadiusKilometres`` when it is at least
    /// ``localityPopulationRatio`` times bigger than the nearest place (Sol →
    /// Madrid, an arrondissement → Paris), else the nearest place within
    /// 25 km, else nil (open country or sea).
    private func locality(of coordinate: Coordinate, nearestPlace: NearbyPlace?, language: Language) -> NearbyPlace? {
        let near = nearestPlace.flatMap { $0.distanceKilometres <= 25 ? $0 : nil }
        let v = coordinate.unitVector
        let angle = Self.localityRadiusKilometres / Coordinate.earthRadiusKilometres
        let chord = Float(2 * sin(angle / 2))
        guard let slot = places.mostPopulousCity(within: chord, of: SIMD3<Float>(Float(v.x), Float(v.y), Float(v.z))) else {
            return near
        }
        let city = places.place(slot, language: language)
        guard city.population >= Self.localityPopulationRatio * (near?.place.population ?? 0) else { return near }
        return NearbyPlace(place: city, distanceKilometres: coordinate.distance(to: city.coordinate))
    }

    /// Whether a point is land by the outlines alone: inside a country's
    /// outline and outside its lakes (``LandShares`` counts with it; it
    /// leaves out ``describe(_:language:)``'s tolerances along the coast).
    /// O(edges in one 0.1° band of each layer).
    public func isLand(at coordinate: Coordinate) -> Bool {
        let probe = coordinate.clampedForLookup
        return !countries.featuresContaining(probe).isEmpty && lakes.featuresContaining(probe).isEmpty
    }

    /// The country outline holding a point, or nil outside every outline
    /// (``describe(_:language:)`` also finds the country of a point just
    /// offshore or on land no outline covers). O(edges in one 0.1° band).
    public func country(at coordinate: Coordinate) -> PolygonFeature? {
        countries.featuresContaining(coordinate.clampedForLookup).first.map { countries.features[$0] }
    }

    /// The nearest populated place (any size). O(log n) expected.
    public func nearestPlace(to coordinate: Coordinate) -> NearbyPlace? {
        nearest(to: coordinate, citiesOnly: false)
    }

    /// The nearest place with at least 15,000 people. O(log n) expected.
    public func nearestCity(to coordinate: Coordinate) -> NearbyPlace? {
        nearest(to: coordinate, citiesOnly: true)
    }

    /// Both in one search of the two place trees (``PlaceTable/nearestPlaceAndCity(to:)``),
    /// with the nearest place's slot for what else the table knows of it.
    private func nearestPlaceAndCity(to coordinate: Coordinate, language: Language) -> (NearbyPlace?, NearbyPlace?, Int?) {
        let v = coordinate.unitVector
        let (place, city) = places.nearestPlaceAndCity(to: SIMD3<Float>(Float(v.x), Float(v.y), Float(v.z)))
        func nearby(_ slot: Int?) -> NearbyPlace? {
            guard let slot else { return nil }
            let found = places.place(slot, language: language)
            return NearbyPlace(place: found, distanceKilometres: coordinate.distance(to: found.coordinate))
        }
        let nearestPlace = nearby(place)
        return (nearestPlace, place == city ? nearestPlace : nearby(city), place)
    }

    private func nearest(to coordinate: Coordinate, citiesOnly: Bool, language: Language = .english) -> NearbyPlace? {
        let v = coordinate.unitVector
        guard let slot = places.nearest(to: SIMD3<Float>(Float(v.x), Float(v.y), Float(v.z)), citiesOnly: citiesOnly) else {
            return nil
        }
        let place = places.place(slot, language: language)
        return NearbyPlace(place: place, distanceKilometres: coordinate.distance(to: place.coordinate))
    }

    /// The slot of the nearest place in the country `code`, for its region
    /// and time zone: near a border the nearest place overall (`nearest`)
    /// may lie in the neighbouring country. Nil when the country has no places.
    private func nearestSlot(to coordinate: Coordinate, in code: String, nearest: Int?) -> Int? {
        if let nearest, places.countryCode(nearest) == code { return nearest }
        guard let index = places.countryIndex(of: code) else { return nil }
        let v = coordinate.unitVector
        return places.nearest(to: SIMD3<Float>(Float(v.x), Float(v.y), Float(v.z)), citiesOnly: false, countryIndex: index)
    }

    private func timeZone(of slot: Int?) -> String? {
        guard let slot, let zones else { return nil }
        return zones.zone(slot)
    }

    /// The marine area containing the point; where several overlap, the
    /// smallest (a strait inside a sea's box); where none does, the nearest
    /// within ``seaGapKilometres``; else nil.
    private func marineArea(at coordinate: Coordinate, containing: [Int]) -> Int? {
        if let smallest = containing.min(by: { area(marine.features[$0].bounds) < area(marine.features[$1].bounds) }) {
            return smallest
        }
        return marine.nearestFeature(to: coordinate, within: Self.seaGapKilometres / Self.kilometresPerDegree) { _ in true }?
            .feature
    }

    private func area(_ bounds: GeoBounds) -> Double {
        (bounds.maxLatitude - bounds.minLatitude) * (bounds.maxLongitude - bounds.minLongitude)
    }
}
