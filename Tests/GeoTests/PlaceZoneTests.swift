import Testing
@testable import Geo

/// Every point's IANA time zone comes from the nearest place in its
/// country, so the app can show local time at both ends of a tunnel.
@Suite struct PlaceZoneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String, latitude: Double, longitude: Double, zone: String
        var testDescription: String { name }
    }

    /// Cities on both sides of the zone lines that matter: the United
    /// States' (Kansas is Central, Arizona keeps no summer time), Australia's
    /// east and west, Spain's islands an hour behind the mainland, and the
    /// line islands a day ahead of Hawaii.
    static let cases = [
        Case(name: "Madrid", latitude: 40.4168, longitude: -3.7038, zone: "Europe/Madrid"),
        Case(name: "Wichita", latitude: 37.69, longitude: -97.34, zone: "America/Chicago"),
        Case(name: "Denver", latitude: 39.74, longitude: -104.99, zone: "America/Denver"),
        Case(name: "Phoenix", latitude: 33.45, longitude: -112.07, zone: "America/Phoenix"),
        Case(name: "Perth", latitude: -31.95, longitude: 115.86, zone: "Australia/Perth"),
        Case(name: "Sydney", latitude: -33.87, longitude: 151.21, zone: "Australia/Sydney"),
        Case(name: "Las Palmas", latitude: 28.12, longitude: -15.43, zone: "Atlantic/Canary"),
        Case(name: "Kiritimati", latitude: 1.87, longitude: -157.36, zone: "Pacific/Kiritimati"),
    ]

    @Test(arguments: cases)
    func aCityIsInItsZone(_ city: Case) {
        let here = sharedGeocoder.describe(Coordinate(latitude: city.latitude, longitude: city.longitude))
        #expect(here.surface != .sea, "\(here)")
        #expect(here.timeZone == city.zone, "\(here)")
    }

    @Test func theOpenPacificHasNoZone() {
        let there = sharedGeocoder.describe(Coordinate(latitude: 10, longitude: -140))
        #expect(there.surface == .sea)
        #expect(there.timeZone == nil)
        // A place is still the nearest one, but its zone is not the sea's.
        #expect(there.nearestPlace != nil)
    }

    /// The geocoder the CLI loads by itself reads the zones too.
    @Test func aGeocoderLoadedAloneKnowsTheZones() throws {
        let geocoder = try ReverseGeocoder.load()
        #expect(geocoder.describe(Coordinate(latitude: -31.95, longitude: 115.86)).timeZone == "Australia/Perth")
    }

    /// Just across a border the nearest place overall is the neighbour's:
    /// the zone, like the region, is the nearest place's in the point's own
    /// country. Tijuana's nearest place may be in California; its zone is
    /// Mexico's.
    @Test func theZoneIsTheCountrysNotTheNeighboursAcrossTheBorder() {
        let here = sharedGeocoder.describe(Coordinate(latitude: 32.535, longitude: -117.05))
        #expect(here.countryCode == "MX", "\(here)")
        #expect(here.timeZone == "America/Tijuana", "\(here)")
    }

    /// The committed file knows a zone for every place (the build fails otherwise).
    @Test func everyPlaceHasAZone() throws {
        let atlas = try WorldAtlas.load()
        let zones = atlas.placeZones
        #expect((0..<atlas.places.count).allSatisfy { zones.zone($0) != nil })
        #expect(zones.identifiers.count > 300)
        #expect(zones.identifiers.contains("Europe/Madrid"))
    }

    /// Old callers of the initialiser still compile and get no zone.
    @Test func theInitialiserDefaultsToNoZone() {
        let here = LocationDescription(
            coordinate: Coordinate(latitude: 0, longitude: 0), surface: .sea, country: nil, countryCode: nil,
            region: nil, water: "Gulf of Guinea", ocean: "Atlantic Ocean", nearestPlace: nil, nearestCity: nil)
        #expect(here.timeZone == nil)
    }
}
