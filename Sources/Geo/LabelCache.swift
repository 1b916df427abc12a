#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Label places decoded on demand, biggest first, and kept — with names in
/// one ``Language`` (each language has a cache of its own).
///
/// Decoding all 34,000 cities' names at start-up costs several milliseconds
/// the first frame does not need: a zoomed-out map asks only for the few
/// hundred biggest. Each call decodes just the part of the (population-
/// sorted) list not decoded before, under a lock, so the cache is safe to
/// share between threads.
final class LabelCache: @unchecked Sendable {
    // @unchecked: `decoded` is only touched with `mutex` held.
    private let places: PlaceTable
    private let language: Language
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var decoded: [Place] = []

    init(places: PlaceTable, language: Language) {
        self.places = places
        self.language = language
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
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
    func prefix(_ count: Int) -> ArraySlice<Place> {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if decoded.count < count {
            decoded.reserveCapacity(count)
            for index in decoded.count..<count {
                decoded.append(places.place(places.labelSlot(index), language: language))
            }
        }
        return decoded[..<count]
    }
}
