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
    /// (most populous first). When nothing matches, ``PlaceNameResolution/suggestions``
    /// holds up to `suggestionLimit` distinct names from the full search.
    public func resolve(_ name: String, limit: Int = 10, suggestionLimit: Int = 3) -> PlaceNameResolution {
        let folded = SearchFolding.fold(name)
        guard !folded.isEmpty, limit > 0 else { return PlaceNameResolution(candidates: [], total: 0, suggestions: []) }
        var exact = SearchCollector(limit: limit), prefix = SearchCollector(limit: limit)
        var exactEntries = Set<UInt32>(), prefixEntries = Set<UInt32>()
        forEachPrefixMatch(folded) { key, isExact in
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
        if !prefixEntries.isEmpty {
            return PlaceNameResolution(candidates: prefix.items.map(match(for:)), total: prefixEntries.count, suggestions: [])
        }
        var seen = Set<String>()
        let suggestions = search(name, limit: max(suggestionLimit * 3, 10)).filter { seen.insert($0.name).inserted }
        return PlaceNameResolution(candidates: [], total: 0, suggestions: Array(suggestions.prefix(suggestionLimit)))
    }
}
