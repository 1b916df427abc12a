/// A name qualified by where the place is, as people write it: "Stanley,
/// Falkland Islands", "Hamilton, Bermuda", "Springfield, Illinois, US".
///
/// The part before the first comma is the name; each part after it must
/// name the place's first-level region, its country (English or Chinese
/// name, or ISO code) or, for an area, what it lies in — folded like every
/// name, whole or by its first words ("Falkland" for "Falkland Islands").
struct QualifiedName {
    /// The folded name.
    let name: [UInt8]
    /// The folded qualifiers, in order.
    let qualifiers: [[UInt8]]

    /// Nil unless the text has a comma with a name before it and a qualifier after each.
    init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { SearchFolding.fold(String($0)) }
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        name = parts[0]
        qualifiers = Array(parts.dropFirst())
    }

    /// Whether `qualifier` is `candidate`, or its first words.
    static func names(_ qualifier: [UInt8], _ candidate: [UInt8]) -> Bool {
        guard candidate.count >= qualifier.count, candidate.starts(with: qualifier) else { return false }
        return candidate.count == qualifier.count || candidate[qualifier.count] == SearchFolding.space
    }
}

extension PlaceSearchIndex {
    /// Whether every qualifier names where `entry` is (see ``QualifiedName``).
    func entry(_ entry: UInt32, isIn qualifiers: [[UInt8]]) -> Bool {
        let index = Int(entry)
        var wheres: [[UInt8]] = []
        if index < places.count {
            let country = places.countryIndex(index)
            wheres = [
                places.region(index).map(SearchFolding.fold), SearchFolding.fold(countryNames[country]),
                chineseCountryNames[country].map(SearchFolding.fold), SearchFolding.fold(places.countryCodes[country]),
            ].compactMap { $0 }
        } else {
            let area = areas[index - places.count]
            wheres = [SearchFolding.fold(area.context), area.chineseContext.map(SearchFolding.fold)].compactMap { $0 }
                .filter { !$0.isEmpty }
        }
        return qualifiers.allSatisfy { qualifier in wheres.contains { QualifiedName.names(qualifier, $0) } }
    }

    /// Whether `entry` is a populated place (not an area).
    func isPlace(_ entry: UInt32) -> Bool { Int(entry) < places.count }

    /// The folded name without a trailing word "city" ("quebec city" →
    /// "quebec"), or nil: people name a city so where its own name is also
    /// a region's or a country's (GeoNames calls Quebec City "Québec").
    static func cityName(of folded: [UInt8]) -> [UInt8]? {
        let suffix = Array(" city".utf8)
        guard folded.count > suffix.count, folded.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return Array(folded.dropLast(suffix.count))
    }
}
