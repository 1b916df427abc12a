import Containment
import Geo

extension GalleryExample {
    /// Continents → countries → regions → places, pushed and popped in a
    /// navigation controller; a place's page opens Tunnel there.
    public static var atlas: GalleryExample {
        GalleryExample(
            id: "atlas", title: "Atlas", iconName: "find-location-symbolic",
            summary: "A navigation controller: continents, countries, regions and places from the world data.",
            sourcePath: #filePath,
            makeViewController: makeAtlas)
    }
}

/// The whole example: a navigation controller whose pages build the next page on demand.
@MainActor private func makeAtlas() -> ViewController {
    let data: AtlasData
    switch AtlasData.shared {
    case .success(let loaded): data = loaded
    case .failure(let error):
        return ListPageController(title: "World data missing: \(error)", rows: [])
    }
    let continents = Continents.names.filter { data.countriesByContinent[$0] != nil }.map { continent in
        let countries = data.countriesByContinent[continent] ?? []
        return ListPageController.Row(title: continent, detail: "\(countries.count) countries") {
            ListPageController(title: continent, rows: countries.map { country in
                ListPageController.Row(title: country.name, detail: "\(country.regions.count) regions") {
                    regionsPage(country)
                }
            })
        }
    }
    let navigation = NavigationController(rootViewController: ListPageController(title: "Continents", rows: continents))
    navigation.traceName = "atlas"
    return navigation
}

@MainActor private func regionsPage(_ country: AtlasData.Country) -> ViewController {
    let rows = country.regions.keys.sorted().map { region in
        let places = country.regions[region]!.sorted { $0.population > $1.population }
        return ListPageController.Row(title: region, detail: "\(places.count) places") {
            ListPageController(title: region, rows: places.map { place in
                ListPageController.Row(title: place.name, detail: place.population.formatted()) {
                    PlacePageController(place: place, countryName: country.name)
                }
            })
        }
    }
    return ListPageController(title: country.name, rows: rows)
}
