import Testing
@testable import Geo

/// Built once from the shared atlas, as the window builds it.
let sharedSearchIndex = PlaceSearchIndex(atlas: sharedAtlas)

@Suite struct PlaceSearchTests {
    private func first(_ query: String) -> PlaceMatch? { sharedSearchIndex.search(query, limit: 5).first }

    // MARK: Folding

    @Test func foldingIgnoresCaseDiacriticsAndPunctuation() {
        func folded(_ text: String) -> String { String(decoding: SearchFolding.fold(text), as: UTF8.self) }
        #expect(folded("Málaga") == "malaga")
        #expect(folded("São Paulo") == "sao paulo")
        #expect(folded("ZÜRICH") == "zurich")
        #expect(folded("Straße") == "strasse")
        #expect(folded("Tromsø") == "tromso")
        #expect(folded("Æbeltoft") == "aebeltoft")
        #expect(folded("Łódź") == "lodz")
        #expect(folded("Hà Nội") == "ha noi")
        #expect(folded("Saint-Étienne") == "saint etienne")
        #expect(folded("N'Djamena") == "ndjamena")
        #expect(folded("  St. Louis  ") == "st louis")
        #expect(folded("e\u{301}cole") == "ecole")  // a combining accent
        #expect(folded("МОСКВА") == "москва")
        #expect(folded("ＴＯＫＹＯ") == "tokyo")  // fullwidth, as an input method types it
        #expect(folded("马德里") == "马德里")
        #expect(folded("--''") == "")
    }

    // MARK: Matching

    @Test func diacriticsDoNotMatter() {
        #expect(first("malaga")?.name == "Málaga")
        #expect(first("malaga")?.context == "Andalusia, Spain")
        #expect(first("sao paulo")?.name == "São Paulo")
        #expect(first("sao paulo")?.context.hasSuffix("Brazil") == true)
        #expect(first("zurich")?.name == "Zürich")
        #expect(first("MÁLAGA")?.name == "Málaga")
    }

    @Test func typosStillFindThePlace() {
        let results = sharedSearchIndex.search("Copenhagn")
        #expect(results.first?.name == "Copenhagen")
        #expect(results.first?.quality == .fuzzy)
        #expect(results.first?.context == "Capital Region, Denmark")
        // Two edits in a long name; a swap of neighbours is one edit.
        #expect(first("Copnhagn")?.name == "Copenhagen")
        #expect(first("Barcleona")?.name == "Barcelona")
        // A typo match comes after every better one, however big the place.
        let bremen = sharedSearchIndex.search("breen", limit: 10)
        #expect(bremen.contains { $0.name == "Bremen" && $0.quality == .fuzzy })
        #expect(bremen.first?.quality == .prefix)  // Breendonk, a village, but it starts with "breen"
    }

    @Test func chineseInputFindsChineseNames() {
        let madrid = first("马德里")
        #expect(madrid?.name == "Madrid")
        #expect(madrid?.chineseName == "马德里")
        #expect(madrid?.quality == .exact)
        #expect(madrid?.context == "Madrid, Spain")
        #expect(madrid?.chineseContext == "Madrid，西班牙")
        #expect(first("adriatic")?.chineseContext == "大西洋")
        #expect(first("丹麦")?.kind == .country)
        #expect(first("丹麦")?.name == "Denmark")
        #expect(first("太平洋")?.name == "Pacific Ocean")
    }

    @Test func mostPopulousFirstAmongEqualMatches() {
        let paris = sharedSearchIndex.search("paris")
        #expect(paris.first?.name == "Paris")
        #expect(paris.first?.context == "Ile-de-France, France")
        #expect(paris.first?.population ?? 0 > 2_000_000)
        #expect(paris.count == 10)
        // Every exact "Paris" before any prefix match; populations descending among the cities.
        let exactCities = paris.prefix { $0.quality == .exact }.filter { $0.kind == .city }
        #expect(exactCities.count >= 5)
        #expect(zip(exactCities, exactCities.dropFirst()).allSatisfy { $0.population >= $1.population })
        #expect(zip(paris, paris.dropFirst()).allSatisfy { $0.score >= $1.score })
        // The city Madrid outranks the region and the smaller Madrids.
        let madrid = sharedSearchIndex.search("madrid")
        #expect(madrid.first?.kind == .city)
        #expect(madrid.first?.population == 3_255_944)
        #expect(madrid.contains { $0.kind == .region && $0.context == "Spain" })
    }

    @Test func rankingLevelsGoExactPrefixWordSubstringFuzzy() {
        let london = sharedSearchIndex.search("london", limit: 40)
        #expect(london.first?.name == "London")
        #expect(london.first?.quality == .exact)
        let qualities = london.map(\.quality)
        #expect(qualities == qualities.sorted(by: >))
        #expect(first("lond")?.name == "London")
        #expect(first("lond")?.quality == .prefix)
        let paulo = sharedSearchIndex.search("paulo", limit: 30)
        #expect(paulo.contains { $0.name == "São Paulo" && $0.quality == .wordPrefix })
        let hagen = sharedSearchIndex.search("openhagen", limit: 5)
        #expect(hagen.first?.name == "Copenhagen")
        #expect(hagen.first?.quality == .substring)
    }

    @Test func countriesOceansSeasAndLakesAreFound() {
        let spain = first("spain")
        #expect(spain?.kind == .country)
        #expect(spain?.chineseName == "西班牙")
        #expect(spain?.population == 0)
        let pacific = first("pacific ocean")
        #expect(pacific?.kind == .ocean)
        #expect(pacific?.name == "Pacific Ocean")
        let mediterranean = first("mediterranean")
        #expect(mediterranean?.kind == .sea)
        #expect(mediterranean?.context == "Atlantic Ocean")
        #expect(first("strait of gibraltar")?.kind == .strait)
        #expect(first("gulf of mexico")?.kind == .gulf)
        #expect(first("lake baikal")?.kind == .lake)
        #expect(first("baikal")?.name == "Lake Baikal")
        #expect(first("indian ocean")?.kind == .ocean)
        #expect(first("california")?.kind == .region)
        #expect(first("california")?.context == "United States of America")
    }

    @Test func waterResultsPointAtTheWater() throws {
        let geocoder = try ReverseGeocoder(atlas: sharedAtlas)
        for name in ["Mediterranean Sea", "Bering Sea", "Baltic Sea", "Lake Baikal", "Gulf of Bothnia", "Pacific Ocean"] {
            let match = try #require(sharedSearchIndex.search(name, limit: 1).first)
            #expect(match.name == name)
            let description = geocoder.describe(match.coordinate)
            #expect(description.surface != .land, "\(name) at \(match.coordinate) is on land")
        }
    }

    @Test func emptyAndPunctuationQueriesFindNothing() {
        #expect(sharedSearchIndex.search("").isEmpty)
        #expect(sharedSearchIndex.search("   ").isEmpty)
        #expect(sharedSearchIndex.search("'-.").isEmpty)
        #expect(sharedSearchIndex.search("madrid", limit: 0).isEmpty)
        #expect(sharedSearchIndex.search("qqqqxzzzqj").isEmpty)
    }

    @Test func limitIsRespected() {
        for limit in [1, 3, 10, 25] {
            #expect(sharedSearchIndex.search("s", limit: limit).count == limit)
        }
        let one = sharedSearchIndex.search("san", limit: 1)
        #expect(one.first == sharedSearchIndex.search("san", limit: 20).first)
    }

    @Test func everyEntryAppearsOnce() {
        let results = sharedSearchIndex.search("paris", limit: 50)
        let keys = results.map { "\($0.name)|\($0.context)|\($0.coordinate)" }
        #expect(Set(keys).count == keys.count)
    }

    // MARK: Resolving names for the command line

    @Test func resolveTakesExactThenPrefixMatchesOnly() {
        let madrid = sharedSearchIndex.resolve("Madrid")
        #expect(madrid.best?.population == 3_255_944)
        #expect(madrid.total >= 3)
        #expect(madrid.candidates.allSatisfy { $0.quality == .exact })
        let prefix = sharedSearchIndex.resolve("Copenh")
        #expect(prefix.best?.name == "Copenhagen")
        #expect(prefix.best?.quality == .prefix)
        // A typo matches nothing, but is suggested.
        let typo = sharedSearchIndex.resolve("Copenhagn")
        #expect(typo.candidates.isEmpty)
        #expect(typo.total == 0)
        #expect(typo.suggestions.first?.name == "Copenhagen")
        #expect(typo.suggestions.count <= 3)
        #expect(Set(typo.suggestions.map(\.name)).count == typo.suggestions.count)
    }

    // MARK: Edit distance

    @Test func boundedEditDistanceCountsEditsAgainstTheClosestPrefix() {
        func distance(_ query: String, _ name: String, bound: Int) -> Int? {
            let calculator = BoundedEditDistance(query: Array(query.utf8), bound: bound)
            defer { calculator.deallocate() }
            return Array(name.utf8).withUnsafeBufferPointer { calculator.distance(to: $0.baseAddress!, length: $0.count) }
        }
        #expect(distance("copenhagn", "copenhagen", bound: 2) == 1)
        #expect(distance("copenhagen", "copenhagen", bound: 2) == 0)
        #expect(distance("copen", "copenhagen", bound: 1) == 0)
        #expect(distance("cpoenhagen", "copenhagen", bound: 2) == 1)  // a swap
        #expect(distance("kopenhagn", "copenhagen", bound: 2) == 2)
        #expect(distance("kopnhagn", "copenhagen", bound: 2) == nil)
        #expect(distance("abcd", "ab", bound: 1) == nil)
        #expect(distance("abcd", "abc", bound: 1) == 1)
    }
}
