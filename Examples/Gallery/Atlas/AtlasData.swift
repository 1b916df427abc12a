import Geo

/// The Atlas's tree, built once from the project's world data: continents,
/// their countries, each country's regions, and each region's places of at
/// least 15,000 people (the places the map labels too).
@MainActor final class AtlasData {
    struct Country { let code: String; let name: String; let regions: [String: [Place]] }

    let countriesByContinent: [String: [Country]]

    init(atlas: WorldAtlas) {
        var names: [String: String] = [:]
        for feature in atlas.countries(at: .low) {
            if let code = feature.code, names[code] == nil { names[code] = feature.name }
        }
        var placesByCountry: [String: [String: [Place]]] = [:]
        for place in atlas.cities() {
            placesByCountry[place.countryCode, default: [:]][place.region ?? "—", default: []].append(place)
        }
        var grouped: [String: [Country]] = [:]
        for (code, regions) in placesByCountry {
            let country = Country(code: code, name: names[code] ?? code, regions: regions)
            grouped[Continents.continent(ofCountry: code), default: []].append(country)
        }
        countriesByContinent = grouped.mapValues { $0.sorted { $0.name < $1.name } }
    }

    /// The data, loaded on first use; nil (with the error) when the assets are missing.
    static let shared: Result<AtlasData, AssetError> = Result { () throws(AssetError) in
        AtlasData(atlas: try WorldAtlas.load())
    }
}
