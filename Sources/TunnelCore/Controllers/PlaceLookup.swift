import Dispatch
public import Geo

/// Answers "what is here?" for the geo-info controllers.
///
/// The reverse geocoder indexes its data on a background thread once the
/// window has drawn its first frame, so start-up never waits for it. A look-up asked before
/// it is ready is answered when it is (the info pane shows "Looking up…"
/// meanwhile); after that, look-ups take microseconds and are answered at
/// once. If the data cannot be loaded every look-up fails with the reason.
@MainActor
public final class PlaceLookup {
    /// Why a look-up could not be answered.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// A sentence for the user.
        public let description: String

        /// A failure the user reads as `description`.
        package init(description: String) {
            self.description = description
        }
    }

    private enum State {
        case loading
        case ready(ReverseGeocoder)
        case failed(Failure)
    }

    private var state: State = .loading
    private var waiting: [(Coordinate, (Result<LocationDescription, Failure>) -> Void)] = []
    private var readyHandlers: [() -> Void] = []
    /// The language of place names.
    public let language: Language

    private var load: (@Sendable () throws -> ReverseGeocoder)?
    /// Where a loaded geocoder is handed back to the main actor.
    private let scheduler: (any TunnelScheduler)?

    /// Prepares to load the geocoder with `load`, on a background thread, at
    /// ``beginLoading()`` or the first look-up, whichever comes first: the
    /// app starts it after its first frame so the two do not compete. The
    /// geocoder comes back to the main actor through `scheduler`.
    package init(language: Language, scheduler: any TunnelScheduler, load: @escaping @Sendable () throws -> ReverseGeocoder) {
        self.language = language
        self.scheduler = scheduler
        self.load = load
    }

    /// Starts loading the geocoder in the background; later calls do nothing.
    public func beginLoading() {
        guard let load, let scheduler else { return }
        self.load = nil
        DispatchQueue.global(qos: .utility).async {
            let outcome: Result<ReverseGeocoder, Failure>
            do {
                outcome = .success(try load())
            } catch {
                outcome = .failure(Failure(description: (error as? AssetError)?.localizedDescription ?? String(describing: error)))
            }
            scheduler.post { [weak self] in self?.finishLoading(outcome) }
        }
    }

    /// A look-up service that is ready at once (tests, `tunnel render`).
    public init(language: Language, geocoder: ReverseGeocoder) {
        self.language = language
        scheduler = nil
        state = .ready(geocoder)
    }

    /// Whether look-ups are answered immediately.
    public var isReady: Bool {
        if case .ready = state { return true }
        return false
    }

    /// Runs `handler` once the geocoder is ready (at once if it is already).
    public func whenReady(_ handler: @escaping () -> Void) {
        if case .loading = state { readyHandlers.append(handler) } else if isReady { handler() }
    }

    /// Counts how much of the Earth is land and how much has land at its
    /// antipode (``LandShares``) on a background thread, once the geocoder
    /// is ready, and hands the shares to `handler` on the main actor; the
    /// count is made once and kept. Never called when the geocoder failed.
    package func landShares(_ handler: @escaping @MainActor (LandShares) -> Void) {
        if let shares = countedShares { return handler(shares) }
        shareHandlers.append(handler)
        guard shareHandlers.count == 1 else { return }
        whenReady { [weak self] in
            guard let self, case .ready(let geocoder) = self.state else { return }
            // Ready at once (tests): counted here, as the look-ups are.
            guard let scheduler = self.scheduler else { return self.counted(LandShares.compute(with: geocoder)) }
            DispatchQueue.global(qos: .utility).async {
                let shares = LandShares.compute(with: geocoder)
                scheduler.post { [weak self] in self?.counted(shares) }
            }
        }
    }

    private func counted(_ shares: LandShares) {
        countedShares = shares
        let handlers = shareHandlers
        shareHandlers = []
        handlers.forEach { $0(shares) }
    }

    private var countedShares: LandShares?
    private var shareHandlers: [@MainActor (LandShares) -> Void] = []

    /// Describes `coordinate` now if the geocoder is ready, else nil; for
    /// per-frame uses (the caption under a marker being dragged).
    public func describeIfReady(_ coordinate: Coordinate) -> LocationDescription? {
        guard case .ready(let geocoder) = state else { return nil }
        return geocoder.describe(coordinate, language: language)
    }

    /// Describes `coordinate`. Calls `completion` before returning when the
    /// geocoder is ready (or has failed); later, on the main loop, otherwise.
    /// Returns whether the answer was immediate.
    @discardableResult
    public func describe(
        _ coordinate: Coordinate,
        completion: @escaping (Result<LocationDescription, Failure>) -> Void
    ) -> Bool {
        switch state {
        case .ready(let geocoder):
            completion(.success(geocoder.describe(coordinate, language: language)))
            return true
        case .failed(let failure):
            completion(.failure(failure))
            return true
        case .loading:
            waiting.append((coordinate, completion))
            beginLoading()
            return false
        }
    }

    private func finishLoading(_ outcome: Result<ReverseGeocoder, Failure>) {
        switch outcome {
        case .success(let geocoder): state = .ready(geocoder)
        case .failure(let failure): state = .failed(failure)
        }
        let pending = waiting
        waiting = []
        for (coordinate, completion) in pending {
            describe(coordinate, completion: completion)
        }
        let handlers = readyHandlers
        readyHandlers = []
        if isReady { handlers.forEach { $0() } }
    }
}
