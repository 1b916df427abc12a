import Containment
import ContainmentGtk
import Dispatch
import Geo

/// Finds places by name for the search bar.
///
/// The index is built on a background thread when the search bar opens: a
/// launch that never searches never pays for it, and the first frame never
/// waits for it. Queries asked meanwhile are answered ``Answer/building``;
/// ``onReady`` tells the bar to ask again. A query takes well under what a
/// keystroke may cost, so it runs on the main thread.
///
/// The index is large, and a window that searched once would keep it for
/// good; ``releaseIndex()`` lets it go once the search is over, and the next
/// opening builds it again on a worker, while the user starts typing.
@MainActor
final class PlaceSearchService {
    /// What a query found.
    enum Answer: Equatable {
        /// The index is still being built.
        case building
        /// The best matches, best first (possibly none).
        case matches([PlaceMatch])
        /// There is no world data to search; the reason, for the user.
        case unavailable(String)
    }

    private enum State {
        case idle
        case building
        case ready(PlaceSearchIndex)
        case unavailable(String)
    }

    private var state: State
    /// What the index is built from; nil when the world data is missing.
    private let atlas: WorldAtlas?
    /// Called on the main loop once the index is ready.
    var onReady: (() -> Void)?
    /// How many results a query shows.
    static let resultLimit = 8

    /// A service over `atlas`; nil when the world data could not be loaded,
    /// and every query answers ``Answer/unavailable(_:)`` with `reason`.
    init(atlas: WorldAtlas?, unavailableReason reason: String) {
        self.atlas = atlas
        state = atlas == nil ? .unavailable(reason) : .idle
    }

    /// Starts building the index in the background, unless it is built or
    /// being built.
    func prepare() {
        guard case .idle = state, let atlas else { return }
        state = .building
        DispatchQueue.global(qos: .utility).async {
            let started = ContinuousClock.now
            let index = PlaceSearchIndex(atlas: atlas)
            let milliseconds = (ContinuousClock.now - started).milliseconds
            MainLoopSource.post { [weak self] in
                guard let self, case .building = self.state else { return }
                self.state = .ready(index)
                Trace.emit(TraceEvent("searchIndexReady", [("milliseconds", .number(milliseconds))]))
                self.onReady?()
            }
        }
    }

    /// Whether the index is built and held.
    var holdsIndex: Bool {
        if case .ready = state { return true }
        return false
    }

    /// Lets the index go, if it is built; the next ``prepare()`` or
    /// ``search(_:)`` builds it again. An index still being built is kept,
    /// as someone is about to search. Returns whether an index was let go.
    @discardableResult
    func releaseIndex() -> Bool {
        guard holdsIndex else { return false }
        state = .idle
        return true
    }

    /// The places matching `query`, best first.
    func search(_ query: String) -> Answer {
        switch state {
        case .idle:
            prepare()
            return .building
        case .building:
            return .building
        case .ready(let index):
            return .matches(index.search(query, limit: Self.resultLimit))
        case .unavailable(let reason):
            return .unavailable(reason)
        }
    }
}

extension Duration {
    /// The duration in milliseconds, for traces.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
