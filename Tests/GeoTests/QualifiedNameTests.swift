import Testing
@testable import Geo

/// Names qualified by their country or region, "… City", and the rule that
/// ranks areas against cities of the same name.
@Suite struct QualifiedNameTests {
    static let index = PlaceSearchIndex(atlas: sharedAtlas)

    private func near(_ match: PlaceMatch?, _ latitude: Double, _ longitude: Double) -> Bool {
        guard let match else { return false }
        return match.coordinate.distance(to: Coordinate(latitude: latitude, longitude: longitude)) < 10
    }

    @Test func aCountryOrRegionPicksThePlaceThere() {
        let stanley = Self.index.resolve("Stanley, Falkland Islands").best
        #expect(near(stanley, -51.69, -57.86), "\(String(describing: stanley))")
        #expect(near(Self.index.resolve("Hamilton, Bermuda").best, 32.29, -64.78))
        #expect(near(Self.index.resolve("Victoria, Seychelles").best, -4.62, 55.45))
        #expect(Self.index.resolve("Springfield, Illinois").best?.context == "Illinois, United States of America")
        // By its first words, by code, and with the region and the country.
        #expect(near(Self.index.resolve("stanley, falkland").best, -51.69, -57.86))
        #expect(near(Self.index.resolve("Hamilton, BM").best, 32.29, -64.78))
        #expect(Self.index.resolve("Paris, Texas, US").best?.context == "Texas, United States of America")
        // Unqualified, the most important of each name is elsewhere.
        #expect(!near(Self.index.resolve("Hamilton").best, 32.29, -64.78))
        #expect(!near(Self.index.resolve("Stanley").best, -51.69, -57.86))
    }

    @Test func aQualifierThatNamesNowhereFindsNothing() {
        let nowhere = Self.index.resolve("Stanley, Atlantis")
        #expect(nowhere.candidates.isEmpty)
        #expect(Self.index.search("Stanley, Atlantis").allSatisfy { !$0.context.contains("Falkland") })
    }

    @Test func aNameEndingInCityIsTheCity() {
        let quebec = Self.index.resolve("Quebec City").best
        #expect(quebec?.kind == .city)
        #expect(near(quebec, 46.81, -71.21))
        // A name that is itself "… City" stays itself.
        #expect(near(Self.index.resolve("Mexico City").best, 19.43, -99.13))
    }

    @Test func theWindowsSearchTakesTheSameForms() {
        #expect(near(Self.index.search("Stanley, Falkland Islands").first, -51.69, -57.86))
        #expect(near(Self.index.search("Hamilton, Bermuda").first, 32.29, -64.78))
        let quebec = Self.index.search("Quebec City").first
        #expect(quebec?.kind == .city && near(quebec, 46.81, -71.21))
    }

    /// The documented rule: an area outranks a city of the same name
    /// unless the city has more people than half the area's biggest place.
    /// Québec the province (its biggest place Montréal) outranks the city;
    /// Madrid the city outranks its region.
    @Test func anAreaOutranksACityOfTheSameNameUnlessTheCityIsBiggerThanHalfItsBiggestPlace() {
        #expect(Self.index.resolve("Québec").best?.kind == .region)
        #expect(Self.index.resolve("Madrid").best?.kind == .city)
        #expect(Self.index.resolve("Madrid").candidates.dropFirst().first?.kind == .region)
    }
}
