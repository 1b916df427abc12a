import Containment
import ContainmentGtk
import Dispatch
import Geo

/// Finds places by name for the search bar.
///
/// The index is built once, on a background thread, the first time the
/// search bar opens: a launch that never searches never pays for it, and the
/// first frame never waits for it. Queries asked meanwhile are answered
/// ``Answer/building``; ``onReady`` tells the bar to ask again. A query takes
/// well under the 2 ms a keystroke may cost, so it runs on the main thread.
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
        case idle(WorldAtlas)
        case building
        case ready(PlaceSearchIndex)
        case unavailable(String)
    }

    private var state: State
    /// Called on the main loop once the index is ready.
    var onReady: (() -> Void)?
    /// How many results a query shows.
    static let resultLimit = 8

    /// A service over `atlas`; nil when the world data could not be loaded,
    /// and every query answers ``Answer/unavailable(_:)`` with `reason`.
    init(atlas: WorldAtlas?, unavailableReason reason: String) {
        state = atlas.map { .idle($0) } ?? .unavailable(reason)
    }

    /// Starts building the index in the background; later calls do nothing.
    func prepare() {
        guard case .idle(let atlas) = state else { return }
        state = .building
        DispatchQueue.global(qos: .utility).async {
            let started = ContinuousClock.now
            let index = PlaceSearchIndex(atlas: atlas)
            let milliseconds = (ContinuousClock.now - started).milliseconds
            MainLoopSource.post { [weak self] in
                guard let self else { return }
                self.state = .ready(index)
                Trace.emit(TraceEvent("searchIndexReady", [("milliseconds", .number(milliseconds))]))
                self.onReady?()
            }
        }
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
