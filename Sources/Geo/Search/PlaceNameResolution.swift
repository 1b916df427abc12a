/// Which place a name typed on the command line means: see
/// ``PlaceSearchIndex/resolve(_:limit:suggestionLimit:)``.
public struct PlaceNameResolution: Sendable, Equatable {
    /// The places whose folded name is the text (or, when none is, starts
    /// with it), most important first; at most the limit asked for.
    public let candidates: [PlaceMatch]
    /// How many places match in all (can exceed `candidates.count`).
    public let total: Int
    /// When nothing matches: the closest names by the full, typo-tolerant
    /// search, best first, each name once. Empty otherwise.
    public let suggestions: [PlaceMatch]

    /// The place to use: the most important candidate.
    public var best: PlaceMatch? { candidates.first }

    /// Creates a resolution.
    public init(candidates: [PlaceMatch], total: Int, suggestions: [PlaceMatch]) {
        self.candidates = candidates
        self.total = total
        self.suggestions = suggestions
    }
}

extension PlaceSearchIndex {
    /// Resolves a name strictly, as the command line needs it: only places
    /// whose folded name equals the text, or, when there are none, starts
    /// with it — never a word, substring or typo match, so a typo cannot
    /// silently pick somewhere else. Ranked like ``search(_:limit:)``
    /// (most important first: see its ranking). When nothing matches,
    /// ``PlaceNameResolution/suggestions`` holds up to `suggestionLimit`
    /// distinct names from the full search.
    ///
    /// A name may be qualified by where it is ("Stanley, Falkland Islands",
    /// "Hamilton, Bermuda": see ``QualifiedName``); then only places there
    /// match. A name ending in "City" that matches nothing as typed means
    /// the city of the name before it ("Quebec City" is the city Québec, not
    /// the province).
    public func resolve(_ name: String, limit: Int = 10, suggestionLimit: Int = 3) -> PlaceNameResolution {
        let folded = SearchFolding.fold(name)
        guard !folded.isEmpty, limit > 0 else { return PlaceNameResolution(candidates: [], total: 0, suggestions: []) }
        if let qualified = QualifiedName(name) {
            let found = resolveFolded(qualified.name, limit: limit) { self.entry($0, isIn: qualified.qualifiers) }
            if !found.candidates.isEmpty { return found }
        }
        let found = resolveFolded(folded, limit: limit) { _ in true }
        if !found.candidates.isEmpty { return found }
        if let city = Self.cityName(of: folded) {
            let cities = resolveFolded(city, limit: limit, exactOnly: true) { self.isPlace($0) }
            if !cities.candidates.isEmpty { return cities }
        }
        var seen = Set<String>()
        let suggestions = search(name, limit: max(suggestionLimit * 3, 10)).filter { seen.insert($0.name).inserted }
        return PlaceNameResolution(candidates: [], total: 0, suggestions: Array(suggestions.prefix(suggestionLimit)))
    }

    /// The entries `accept` lets through whose folded name is `folded`,
    /// or, when none is (and not `exactOnly`), starts with it.
    func resolveFolded(
        _ folded: [UInt8], limit: Int, exactOnly: Bool = false, accept: (UInt32) -> Bool
    ) -> PlaceNameResolution {
        var exact = SearchCollector(limit: limit), prefix = SearchCollector(limit: limit)
        var exactEntries = Set<UInt32>(), prefixEntries = Set<UInt32>()
        forEachPrefixMatch(folded) { key, isExact in
            guard isExact || !exactOnly, accept(keys.owners[key]) else { return }
            let candidate = candidate(key: key, level: isExact ? .exact : .prefix)
            if isExact {
                exact.offer(candidate)
                exactEntries.insert(candidate.entry)
            } else {
                prefix.offer(candidate)
                prefixEntries.insert(candidate.entry)
            }
        }
        if !exactEntries.isEmpty {
            return PlaceNameResolution(candidates: exact.items.map(match(for:)), total: exactEntries.count, suggestions: [])
        }
        return PlaceNameResolution(candidates: prefix.items.map(match(for:)), total: prefixEntries.count, suggestions: [])
    }
}
