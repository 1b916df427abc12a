/// Keeps the best `limit` candidates of a search, one per index entry,
/// ordered best first: by match level, then rank (importance), then the
/// shorter name, then the entry (so equal inputs give equal answers).
///
/// Most candidates of a big scan are rejected by one comparison with the
/// current worst; an accepted one costs O(limit).
struct SearchCollector {
    struct Candidate {
        let entry: UInt32
        /// ``PlaceSearchIndex/Level``'s raw value: higher is better.
        let level: Int
        let rank: Double
        let length: Int

        func isBetter(than other: Candidate) -> Bool {
            if level != other.level { return level > other.level }
            if rank != other.rank { return rank > other.rank }
            if length != other.length { return length < other.length }
            return entry < other.entry
        }
    }

    let limit: Int
    private(set) var items: [Candidate] = []

    init(limit: Int) {
        self.limit = limit
        items.reserveCapacity(limit + 1)
    }

    /// Whether `limit` candidates are held.
    var isFull: Bool { items.count >= limit }

    /// The level of the worst candidate held, or nil when not full: a scan
    /// whose matches cannot beat it can be skipped.
    var floorLevel: Int? { isFull ? items.last?.level : nil }

    /// The worst candidate's level and rank (as a Float) once full; a
    /// candidate below them cannot get in.
    private(set) var thresholdLevel = Int.min
    private(set) var thresholdRank = -Float.infinity

    /// Whether a candidate of this level and (Float) rank surely cannot get
    /// in: the scans' cheap first test, before they build the candidate.
    @inline(__always)
    func rejects(level: Int, rank: Float) -> Bool {
        level < thresholdLevel || (level == thresholdLevel && rank < thresholdRank)
    }

    /// Offers a candidate; keeps it if it is among the best `limit`, and
    /// replaces a worse candidate of the same entry.
    mutating func offer(_ candidate: Candidate) {
        defer {
            if isFull, let last = items.last { (thresholdLevel, thresholdRank) = (last.level, Float(last.rank)) }
        }
        if isFull, let last = items.last, !candidate.isBetter(than: last) { return }
        if let existing = items.firstIndex(where: { $0.entry == candidate.entry }) {
            guard candidate.isBetter(than: items[existing]) else { return }
            items.remove(at: existing)
        }
        var position = items.count
        while position > 0, candidate.isBetter(than: items[position - 1]) { position -= 1 }
        items.insert(candidate, at: position)
        if items.count > limit { items.removeLast() }
    }
}
