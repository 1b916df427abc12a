import Locking

/// Label places decoded on demand, biggest first, and kept — with names in
/// one ``Language`` (each language has a cache of its own).
///
/// Decoding all 34,000 cities' names at start-up is work the first frame
/// does not need: a zoomed-out map asks only for the few hundred biggest
/// (`tunnel-bench geo` prints both costs). Each call decodes just the part
/// of the (population-sorted) list not decoded before, under a lock, so the
/// cache is safe to share between threads.
final class LabelCache: Sendable {
    private let places: PlaceTable
    private let language: Language
    /// The places decoded so far, in label order; only reachable under the lock.
    private let decoded = Locked<[LabelPlace]>([])

    init(places: PlaceTable, language: Language) {
        self.places = places
        self.language = language
    }

    /// The number of label places with at least `minimumPopulation` people;
    /// O(log n), decodes nothing.
    func count(minimumPopulation: Int) -> Int {
        var lo = 0, hi = places.cityCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if places.population(places.labelSlot(mid)) >= minimumPopulation { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The first `count` label places, decoding those not decoded yet.
    func prefix(_ count: Int) -> ArraySlice<LabelPlace> {
        decoded.withLock { decoded in
            if decoded.count < count {
                decoded.reserveCapacity(count)
                for index in decoded.count..<count {
                    let slot = places.labelSlot(index)
                    let name = (language == .chinese ? places.chineseName(slot) : nil) ?? places.name(slot)
                    decoded.append(LabelPlace(
                        name: name, population: places.population(slot),
                        position: WebMercator().project(places.coordinate(slot))))
                }
            }
            return decoded[..<count]
        }
    }
}
