import Testing
@testable import Geo

/// The atlas is loaded once for all tests; loading is what the window does at start-up.
let sharedAtlas: WorldAtlas = {
    do { return try WorldAtlas.load() } catch { fatalError("world data failed to load: \(error)") }
}()

@Suite struct WorldAtlasTests {
    @Test func loadsAllLevelsWithTheSameCountries() {
        let counts = DetailLevel.allCases.map { sharedAtlas.countries(at: $0).count }
        #expect(counts.allSatisfy { $0 == counts[0] && $0 > 200 })
        let names = DetailLevel.allCases.map { sharedAtlas.countries(at: $0).map(\.name) }
        #expect(names[0] == names[1] && names[1] == names[2])
    }

    @Test func coarserLevelsHaveFewerPoints() {
        let points = DetailLevel.allCases.map { level in
            sharedAtlas.countries(at: level).reduce(0) { $0 + $1.pointCount }
        }
        #expect(points[0] < points[1] && points[1] < points[2])
        #expect(points[0] > 20_000)
    }

    @Test func countryCodesUseTheExtendedIsoField() {
        let countries = sharedAtlas.countries(at: .low)
        let byName = Dictionary(countries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["France"]?.code == "FR")
        #expect(byName["Norway"]?.code == "NO")
        #expect(byName["Denmark"]?.code == "DK")
        #expect(byName["China"]?.code == "CN")
        #expect(byName["China"]?.name(in: .chinese) == "中华人民共和国")
        #expect(byName["Denmark"]?.name(in: .chinese) == "丹麦")
    }

    @Test func ringsAreInterleavedLongitudeLatitudeWithinBounds() {
        for feature in sharedAtlas.countries(at: .medium) {
            var rings = 0
            feature.forEachRing { ring in
                rings += 1
                #expect(ring.count % 2 == 0 && ring.count >= 6)
                var i = 0
                while i < ring.count {
                    let lon = Double(ring[i]), lat = Double(ring[i + 1])
                    if !(lon >= feature.bounds.minLongitude && lon <= feature.bounds.maxLongitude
                        && lat >= feature.bounds.minLatitude && lat <= feature.bounds.maxLatitude) {
                        Issue.record("\(feature.name): vertex outside bounds")
                        return
                    }
                    i += 2
                }
            }
            #expect(rings == feature.ringCount)
        }
    }

    @Test(arguments: DetailLevel.allCases)
    func neighboursShareIdenticalBorderVertices(level: DetailLevel) {
        // Coverage simplification keeps shared edges identical: the border
        // vertices of one neighbour are, bit for bit, vertices of the other.
        func vertices(_ name: String) -> Set<UInt64> {
            var result = Set<UInt64>()
            sharedAtlas.countries(at: level).first { $0.name == name }?.forEachRing { ring in
                var i = 0
                while i < ring.count {
                    result.insert(UInt64(ring[i].bitPattern) << 32 | UInt64(ring[i + 1].bitPattern))
                    i += 2
                }
            }
            return result
        }
        for (a, b, minimum) in [("France", "Spain", 10), ("Germany", "Denmark", 3), ("Canada", "United States of America", 50)] {
            let shared = vertices(a).intersection(vertices(b))
            #expect(shared.count >= minimum, "\(a)/\(b) at \(level): \(shared.count) shared vertices")
        }
    }

    @Test func lakesAreNamedWhereTheTableNamesThem() {
        let names = Set(sharedAtlas.lakes(at: .high).map(\.name))
        #expect(names.contains("Lake Victoria"))
        #expect(names.contains("Lake Baikal"))
        #expect(sharedAtlas.lakes(at: .low).count < sharedAtlas.lakes(at: .high).count)
        #expect(sharedAtlas.lakes(at: .high).first { $0.name == "Lake Victoria" }?.name(in: .chinese) == "维多利亚湖")
    }

    @Test func theHighLevelHasEveryLakeInTheLayersOrder() {
        // Shared with the layer, not filtered into a copy; the same lakes either way.
        let high = sharedAtlas.lakes(at: .high), all = sharedAtlas.lakeLayer.features
        #expect(high.count == all.count)
        #expect(zip(high, all).allSatisfy { $0.name == $1.name && $0.bounds == $1.bounds })
        #expect(sharedAtlas.lakes(at: .medium).count < all.count)
    }

    @Test func labelPlacesAreSortedByDescendingPopulation() {
        let all = sharedAtlas.labelPlaces(minimumPopulation: 0)
        #expect(all.count > 30_000)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.population >= $1.population })
        let big = sharedAtlas.labelPlaces(minimumPopulation: 5_000_000)
        #expect(!big.isEmpty && big.allSatisfy { $0.population >= 5_000_000 })
        #expect(big.count < 200)
        #expect(all[big.count].population < 5_000_000)
        let names = Set(big.map(\.name))
        #expect(names.contains("Shanghai") && names.contains("Tokyo"))
    }

    @Test func labelPlacesDecodedLazilyAgreeWithEachOther() {
        let top = sharedAtlas.labelPlaces(minimumPopulation: 10_000_000)
        let all = sharedAtlas.labelPlaces(minimumPopulation: sharedAtlas.labelPopulationFloor)
        #expect(Array(top) == Array(all.prefix(top.count)))
        #expect(all.last.map { $0.population >= sharedAtlas.labelPopulationFloor } == true)
        #expect(sharedAtlas.labelPlaces(minimumPopulation: Int.max).isEmpty)
    }

    /// The label places are the cities in full, cut to what a label needs:
    /// same order, names and populations, and each position the Web
    /// Mercator projection of the city's coordinate.
    @Test func labelPlacesAreTheCitiesCutToWhatALabelNeeds() {
        let labels = sharedAtlas.labelPlaces(minimumPopulation: 0, language: .chinese)
        let cities = sharedAtlas.cities(language: .chinese)
        #expect(labels.count == cities.count)
        #expect(zip(labels, cities).allSatisfy { $0.name == $1.name && $0.population == $1.population })
        #expect(zip(labels, cities).allSatisfy { $0.position == WebMercator().project($1.coordinate) })
        #expect(cities.contains { $0.name == "上海" && $0.countryCode == "CN" })
        // 34,000 of them are kept per language the maps use: a name, a
        // population and a position, not a whole place.
        #expect(MemoryLayout<LabelPlace>.stride <= 40)
    }

    /// Map labels in Chinese: the same places in the same order, with the
    /// Chinese name where the data has one and the English one elsewhere.
    @Test func labelPlacesInChinese() {
        let english = sharedAtlas.labelPlaces(minimumPopulation: 5_000_000)
        let chinese = sharedAtlas.labelPlaces(minimumPopulation: 5_000_000, language: .chinese)
        #expect(english.map(\.position) == chinese.map(\.position))
        let names = Set(chinese.map(\.name))
        #expect(names.contains("上海") && names.contains("东京"), "\(names.sorted().prefix(40))")
        #expect(!names.contains("Shanghai"))
        // The English cache is not affected by the Chinese one.
        #expect(Set(english.map(\.name)).contains("Shanghai"))
    }
}

@Suite struct LanguageTests {
    @Test(arguments: [("zh_CN.UTF-8", Language.chinese), ("zh", .chinese), ("zh-Hans", .chinese), ("zh_TW", .chinese),
                      ("en_GB.UTF-8", .english), ("C", .english), ("", .english), ("zu_ZA", .english), ("POSIX", .english)])
    func localeIdentifiers(identifier: String, expected: Language) {
        #expect(Language(localeIdentifier: identifier) == expected)
    }
}
