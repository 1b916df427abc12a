import Geo
import Testing

/// The locality is the place a person would say a point is in.
@Suite struct LocalityTests {
    private func locality(_ latitude: Double, _ longitude: Double) -> String? {
        sharedGeocoder.describe(Coordinate(latitude: latitude, longitude: longitude)).locality?.place.name
    }

    @Test func aNeighbourhoodOfACapitalIsTheCapital() {
        // The nearest GeoNames place to Puerta del Sol is the neighbourhood "Sol".
        #expect(sharedGeocoder.nearestPlace(to: Coordinate(latitude: 40.4168, longitude: -3.7038))?.place.name == "Sol")
        #expect(locality(40.4168, -3.7038) == "Madrid")
        #expect(locality(48.8566, 2.3522) == "Paris")
        #expect(locality(-33.8599, 151.2090) == "Sydney")
    }

    @Test func aVillageAwayFromCitiesIsItself() {
        #expect(locality(56.0, 8.5) == sharedGeocoder.nearestPlace(to: Coordinate(latitude: 56.0, longitude: 8.5))?.place.name)
    }

    @Test func openSeaAndEmptyLandHaveNone() {
        #expect(locality(-56.0, -171.5) == nil)
        #expect(locality(-80.0, 0.0) == nil)  // the Antarctic plateau
    }
}
