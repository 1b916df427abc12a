/// What sort of place a search result is.
public enum PlaceKind: String, Sendable, CaseIterable {
    /// A populated place from GeoNames (a city, town, village or neighbourhood).
    case city
    /// A country or other admin-0 unit (Natural Earth).
    case country
    /// A first-level region: a state, province or the like (GeoNames).
    case region
    /// An ocean.
    case ocean
    /// A sea (and, for the data's few bodies that are neither, a sound or basin).
    case sea
    /// A gulf, bay, bight, inlet or fjord.
    case gulf
    /// A strait, channel or passage.
    case strait
    /// A lake (or a lagoon).
    case lake
    /// The mouth of a river, as the marine data names it.
    case river

    /// The kind of a named marine area, read from the words of its name
    /// (the data does not classify them): "Strait of Gibraltar" is a strait,
    /// "Bahía Blanca" a gulf, "Amazon River" a river, anything unrecognised a sea.
    static func marine(named name: String) -> PlaceKind {
        let words = SearchFolding.fold(name).split(separator: SearchFolding.space).map { String(decoding: $0, as: UTF8.self) }
        for word in words {
            switch word {
            case "ocean": return .ocean
            case "strait", "straits", "channel", "passage", "estrecho", "selat", "canal", "entrance", "bosporus",
                "dardanelles", "kattegat", "skagerrak", "oresund", "bab":
                return .strait
            case "gulf", "golfo", "golfe", "bay", "bahia", "baia", "bight", "inlet", "fjord", "haff", "bucht", "guba":
                return .gulf
            case "river", "rio": return .river
            case "lake", "lakes", "lago", "lagoa", "ozero": return .lake
            default: continue
            }
        }
        if let last = words.last, last.hasSuffix("fjorden") { return .gulf }
        return .sea
    }
}
