import Testing
@testable import Geo

/// Land is never called sea: holes the countries layer leaves, islands and
/// deltas it lacks, and towns whose own coordinates the simplified coastline
/// leaves just offshore.
@Suite struct LandNeverSeaTests {
    private func describe(_ latitude: Double, _ longitude: Double) -> LocationDescription {
        sharedGeocoder.describe(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// Disputed areas the German-view countries give to no one are named,
    /// never the nearest sea (Abyei used to read "Red Sea", 1,450 km away).
    @Test(arguments: [
        (9.6, 28.43, "Abyei Area"), (9.35, 28.1, "Abyei Area"), (33.0, 35.75, "Golan Heights"),
        (33.15, 35.8, "Golan Heights"), (-49.5, -73.3, "Southern Patagonian Ice Field"),
    ])
    func holesInTheCountriesAreTheirAreas(latitude: Double, longitude: Double, name: String) {
        let here = describe(latitude, longitude)
        #expect(here.surface == .land)
        #expect(here.country == name)
        #expect(here.water == nil && here.ocean == nil)
    }

    /// Islands and river mouths Natural Earth's land has and its countries
    /// lack join the country of their places (the Amazon's northern mouth).
    @Test func islandsTheCountriesLackBelongToACountry() {
        let island = describe(-1.813, -49.604)
        #expect(island.surface == .land)
        #expect(island.countryCode == "BR")
    }

    /// Coastal and island capitals found by name come out on land, in their
    /// own country (12 of 96 used to come out at sea) — as Natural Earth
    /// counts it: Svalbard is Norway's, Christmas Island Australia's.
    @Test(arguments: [
        ("Nuuk", "GL"), ("Nuku‘alofa", "TO"), ("Monrovia", "LR"), ("Majuro", "MH"), ("Funafuti", "TV"),
        ("Tarawa", "KI"), ("Banjul", "GM"), ("Kingstown", "VC"), ("Yaren", "NR"), ("Adamstown, Pitcairn Islands", "PN"),
        ("Longyearbyen", "NO"), ("Saint George's, Grenada", "GD"), ("Suva", "FJ"), ("Flying Fish Cove", "AU"),
        ("Male", "MV"), ("Victoria, Seychelles", "SC"), ("Apia", "WS"), ("Port Louis", "MU"),
    ])
    func coastalCapitalsFoundByNameAreOnTheirOwnSoil(name: String, code: String) throws {
        let index = PlaceSearchIndex(atlas: sharedAtlas)
        let place = try #require(index.resolve(name).best, "\(name) is found")
        #expect(place.context.isEmpty == false)
        let here = sharedGeocoder.describe(place.coordinate)
        #expect(here.surface == .land, "\(name) at \(place.coordinate)")
        #expect(here.countryCode == code, "\(name): \(here.country ?? "sea")")
    }

    /// The margins do not reach out to sea: open water, a fjord narrower
    /// than the margin, and Null Island (Natural Earth's placeholder square
    /// at 0° N, 0° E) stay water.
    @Test func theMarginsDoNotReachOutToSea() {
        #expect(describe(0, 0).water == "South Atlantic Ocean")
        #expect(describe(15.9867, -139.9141).water == "North Pacific Ocean")
        #expect(describe(61.08, 5.80).water == "Sognefjorden")
        // 3 km off Nuuk's harbour, in the Davis Strait's waters.
        #expect(describe(64.15, -51.85).surface == .sea)
    }
}
