import Testing
@testable import Geo

/// Shares the atlas's data, as the app does.
let sharedGeocoder: ReverseGeocoder = {
    do { return try ReverseGeocoder(atlas: sharedAtlas) } catch { fatalError("geocoder failed to load: \(error)") }
}()

private func describe(_ latitude: Double, _ longitude: Double, _ language: Language = .english) -> LocationDescription {
    sharedGeocoder.describe(Coordinate(latitude: latitude, longitude: longitude), language: language)
}

@Suite struct GroundTruthTests {
    @Test func westernDenmarkIsDenmarkNearSkjern() {
        let here = describe(56.0, 8.5)
        #expect(here.surface == .land)
        #expect(here.country == "Denmark")
        #expect(here.countryCode == "DK")
        #expect(here.water == nil)
        #expect(here.nearestPlace?.place.name == "Skjern")
        #expect((here.nearestPlace?.distanceKilometres ?? 99) < 10)
    }

    @Test func denmarksAntipodeIsTheSouthPacific() {
        let antipode = Coordinate(latitude: 56.0, longitude: 8.5).antipode
        #expect(antipode == Coordinate(latitude: -56.0, longitude: -171.5))
        let there = sharedGeocoder.describe(antipode)
        #expect(there.surface == .sea)
        #expect(there.country == nil && there.countryCode == nil && there.region == nil)
        #expect(there.water == "South Pacific Ocean")
        #expect(there.ocean == "Pacific Ocean")
    }

    @Test func madridsAntipodeIsManawatuWanganuiNewZealand() {
        let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
        let antipode = madrid.antipode
        #expect(abs(antipode.latitude - -40.4168) < 1e-9 && abs(antipode.longitude - 176.2962) < 1e-9)
        let there = sharedGeocoder.describe(antipode)
        #expect(there.country == "New Zealand")
        #expect(there.countryCode == "NZ")
        #expect(there.region == "Manawatu-Wanganui")
    }

    @Test func shanghaisAntipodeIsOnLandInEntreRiosArgentina() {
        let there = describe(-31.23, -58.53)
        #expect(there.surface == .land)
        #expect(there.country == "Argentina")
        #expect(there.countryCode == "AR")
        // GeoNames' admin1 name for Entre Ríos, as the source spells it.
        #expect(there.region == "Entre Rios")
    }

    @Test func sydneysAntipodeIsTheNorthAtlanticNearTheAzores() {
        let there = describe(33.86, -28.79)
        #expect(there.surface == .sea)
        #expect(there.water == "North Atlantic Ocean")
        #expect(there.ocean == "Atlantic Ocean")
        #expect(there.nearestPlace?.place.countryCode == "PT")
        #expect(there.nearestPlace?.place.region == "Azores")
    }

    @Test func nullIslandIsTheSouthAtlantic() {
        let there = describe(0, 0)
        #expect(there.water == "South Atlantic Ocean")
        #expect(there.ocean == "Atlantic Ocean")
    }

    @Test func northPoleIsTheArcticOcean() {
        let there = describe(90, 0)
        #expect(there.surface == .sea)
        #expect(there.water == "Arctic Ocean")
        #expect(there.ocean == "Arctic Ocean")
    }

    @Test func southPoleIsAntarctica() {
        let there = describe(-90, 0)
        #expect(there.surface == .land)
        #expect(there.country == "Antarctica")
        #expect(there.countryCode == "AQ")
    }

    @Test(arguments: [180.0, -180.0])
    func theAntimeridianAtTenSouthIsTheSouthPacific(longitude: Double) {
        let there = describe(-10, longitude)
        #expect(there.water == "South Pacific Ocean")
        #expect(there.ocean == "Pacific Ocean")
    }

    @Test func lakeVictoriaIsALake() {
        let there = describe(-1.5, 33.0)
        #expect(there.surface == .lake)
        #expect(there.water == "Lake Victoria")
        #expect(there.country == "Tanzania")
        #expect(describe(-1.5, 33.0, .chinese).water == "维多利亚湖")
    }
}

@Suite struct GeocoderEdgeCaseTests {
    @Test func chineseNamesWhereTheDataHasThem() {
        let denmark = describe(56.0, 8.5, .chinese)
        #expect(denmark.country == "丹麦")
        let pacific = describe(-56.0, -171.5, .chinese)
        #expect(pacific.water == "南太平洋")
        #expect(pacific.ocean == "太平洋")
        // No Chinese name in the data: English is used.
        #expect(describe(56.0, 8.5, .chinese).nearestPlace?.place.name == "Skjern")
    }

    @Test func aSeaReportsItsOceanFromTheTableNotTheNearestOceanPolygon() {
        let bothnia = describe(62.5, 20.0)
        #expect(bothnia.water == "Gulf of Bothnia")
        #expect(bothnia.ocean == "Atlantic Ocean")
        let mediterranean = describe(34.0, 18.0)
        #expect(mediterranean.water == "Mediterranean Sea")
        #expect(mediterranean.ocean == "Atlantic Ocean")
    }

    @Test func theCaspianBelongsToNoOcean() {
        let caspian = describe(42.0, 50.5)
        #expect(caspian.surface == .sea)
        #expect(caspian.water == "Caspian Sea")
        #expect(caspian.ocean == nil)
    }

    @Test func pointsInAFjordAreWater() {
        // Sognefjorden, in its outer part (west of Høyanger).
        let sogn = describe(61.12, 5.8)
        #expect(sogn.surface == .sea)
        #expect(sogn.country == nil)
        #expect(sogn.water == "Sognefjorden")
        #expect(sogn.ocean == "Atlantic Ocean")
        #expect(describe(61.13, 6.0).water == "Sognefjorden")
        // A side arm outside every marine polygon takes the nearest one.
        let arm = describe(61.08, 5.80)
        #expect(arm.surface == .sea)
        #expect(arm.water == "Sognefjorden")
        // On the shore nearby: Norway.
        #expect(describe(61.3, 6.5).country == "Norway")
    }

    @Test func everyPointOfTheSeaGetsAName() {
        // A coarse global grid: no point may come back without water or country.
        var latitude = -89.5
        while latitude < 90 {
            var longitude = -179.5
            while longitude < 180 {
                let here = describe(latitude, longitude)
                if here.country == nil && here.water == nil && here.surface != .lake {
                    Issue.record("nothing at \(latitude), \(longitude)")
                }
                longitude += 7
            }
            latitude += 7
        }
    }

    @Test func nearestPlaceIsCorrectAcrossTheAntimeridian() {
        // Fiji straddles 180°: places on both sides must be found.
        // The two probes are 2 km apart, so their nearest places are too.
        let west = describe(-16.8, 179.99)
        let east = describe(-16.8, -179.99)
        let dw = west.nearestPlace?.distanceKilometres ?? 999, de = east.nearestPlace?.distanceKilometres ?? 999
        #expect(dw < 100 && de < 100)
        #expect(abs(dw - de) <= 2.2)
        #expect(west.nearestPlace?.place.countryCode == "FJ")
    }

    @Test func nearestCityHasAtLeastFifteenThousandPeople() {
        // Near the Rocks (a neighbourhood) in Sydney.
        let rocks = describe(-33.859, 151.208)
        #expect(rocks.nearestCity?.place.population ?? 0 >= 15_000)
        #expect(rocks.country == "Australia")
        #expect(rocks.region == "New South Wales")
    }

    @Test func nearestPlaceMatchesBruteForce() {
        // Compare the k-d tree with a linear scan at scattered points, poles included.
        let probes = [(89.9, 10.0), (-89.9, 100.0), (0.0, 179.999), (45.0, -120.0), (-33.0, 18.5), (64.0, -20.0)]
        for (lat, lon) in probes {
            let target = Coordinate(latitude: lat, longitude: lon)
            let table = sharedAtlas.places
            var best = -1
            var bestDistance = Double.infinity
            for slot in 0..<table.count {
                let d = target.distance(to: table.coordinate(slot))
                if d < bestDistance { bestDistance = d; best = slot }
            }
            let found = sharedGeocoder.nearestPlace(to: target)
            #expect(found.map { abs($0.distanceKilometres - bestDistance) < 1e-6 } == true, "at \(lat), \(lon): \(table.name(best))")
        }
    }

    @Test func regionComesFromTheNearestPlaceInTheSameCountry() {
        // Near borders the nearest place overall can be across the border.
        let probes = [(47.56, 7.59), (48.58, 7.75), (49.45, 6.37), (41.903, 12.453), (-25.45, -54.6), (1.35, 103.82), (42.5, 1.52)]
        let table = sharedAtlas.places
        for (lat, lon) in probes {
            let point = Coordinate(latitude: lat, longitude: lon)
            let here = sharedGeocoder.describe(point)
            guard let code = here.countryCode else {
                Issue.record("no country at \(lat), \(lon)")
                continue
            }
            var best = -1
            var bestDistance = Double.infinity
            for slot in 0..<table.count where table.countryCode(slot) == code {
                let d = point.distance(to: table.coordinate(slot))
                if d < bestDistance { bestDistance = d; best = slot }
            }
            #expect(best >= 0)
            #expect(here.region == table.region(best), "at \(lat), \(lon) in \(code)")
        }
    }
}
