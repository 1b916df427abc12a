import Dispatch
import Geo
import Locking

/// The projected layers of one ``WorldAtlas``, shared by every
/// ``BaseMapRenderer`` drawing from it, so the app's two maps project each
/// level of detail once between them rather than once each.
///
/// Levels are projected on first request or ahead of it in the background
/// (``prepare(_:priority:)``); a request for a level being projected waits
/// for that work instead of repeating it. Thread-safe: the built levels and
/// the claims sit behind one lock, each level's projection behind a lock of
/// its own, and the layers are immutable once built.
///
/// ## Which levels are kept
///
/// Each map holds a ``BaseMapLevelClaim`` on the level it draws. A level is
/// kept while a claim is on it or on a level next to it (a map zooming
/// across one boundary, either way, finds its next level projected, and
/// zooming back and forth across a boundary projects nothing again), and
/// the low level is always kept. Any other level is released as soon as the
/// claims say so: the geometry drops its reference (on a background queue,
/// so no frame pays for unmapping the arrays), and a renderer still drawing
/// from it keeps its own reference until its render is done. A released
/// level is projected again on the next request, like one never built.
/// With no claims at all (before the first map draws, or after the last
/// renderer went) nothing is released: there is nothing to judge by.
///
/// With three levels this releases the high one, the largest, once no map
/// draws the medium or high level (`tunnel-bench memory` prints what the
/// window holds after zooming through every level). The price: with both
/// maps at the low level, a map swinging in and out far enough for its
/// zoom's neighbour preparation to reach the high level (zoom 3.4 to 4.4
/// and back) projects that level again, in the background, once per swing.
final class BaseMapGeometry: Sendable {
    /// A level's countries and lakes, projected for the whole world or for a region.
    struct Level: Sendable {
        let countries: BaseMapProjectedLayer
        let lakes: BaseMapProjectedLayer

        /// Whether a render of `frame` finds everything it draws here.
        func covers(_ frame: BaseMapFrame) -> Bool {
            countries.covers(frame)
        }
    }

    /// What every thread shares, indexed by ``DetailLevel/rawValue``.
    private struct State {
        /// The levels kept.
        var levels: [Level?]
        /// Per level not yet projected whole, the part first renders asked
        /// for (``prepareRegion(_:seenBy:)``); dropped once the whole is kept.
        var regions: [Level?]
        /// Whether a background build was asked for and has not finished.
        var scheduled: [Bool]
        /// How many claims are on each level.
        var claims: [Int]
        /// How many times each level was projected, for tests.
        var projections: [Int]
        /// How many times a region of each level was projected, for tests.
        var regionProjections: [Int]

        init(count: Int) {
            levels = Array(repeating: nil, count: count)
            regions = Array(repeating: nil, count: count)
            scheduled = Array(repeating: false, count: count)
            claims = Array(repeating: 0, count: count)
            projections = Array(repeating: 0, count: count)
            regionProjections = Array(repeating: 0, count: count)
        }

        /// Whether `level` is kept under these claims (see the type's notes).
        func keeps(_ level: DetailLevel) -> Bool {
            BaseMapGeometry.keeps(level, claims: claims)
        }
    }


    let atlas: WorldAtlas
    private let state: Locked<State>
    /// Per level, a lock held while that level is projected.
    private let buildLocks: [Locked<Void>]

    private init(atlas: WorldAtlas) {
        self.atlas = atlas
        state = Locked(State(count: DetailLevel.allCases.count))
        buildLocks = DetailLevel.allCases.map { _ in Locked(()) }
    }

    /// Weak references per atlas: the geometry lives while some renderer
    /// holds it (and it holds its atlas, so the identifier stays unique).
    private final class WeakEntry: Sendable {
        // Mutable, so behind the registry's lock.
        nonisolated(unsafe) weak var geometry: BaseMapGeometry?
        init(_ geometry: BaseMapGeometry) { self.geometry = geometry }
    }

    private static let registry = Locked<[ObjectIdentifier: WeakEntry]>([:])

    /// The geometry of `atlas`, shared with every other caller for that atlas
    /// while any of them keeps it.
    static func shared(for atlas: WorldAtlas) -> BaseMapGeometry {
        registry.withLock { entries in
            let key = ObjectIdentifier(atlas)
            if let existing = entries[key]?.geometry { return existing }
            let geometry = BaseMapGeometry(atlas: atlas)
            entries = entries.filter { $0.value.geometry != nil }
            entries[key] = WeakEntry(geometry)
            return geometry
        }
    }

    /// The projected countries and lakes of `level` for a render of
    /// `frame`: the whole level if it is kept, else a region projected for
    /// first renders if it covers the frame (nil: any frame), else the whole
    /// level projected now (O(vertices); the edge kinds come precomputed from
    /// the atlas) unless done or under way elsewhere. A level the claims do
    /// not keep is projected for the caller but not kept.
    func level(_ level: DetailLevel, for frame: BaseMapFrame? = nil) -> Level {
        let index = level.rawValue
        let ready = state.withLock { state in
            state.levels[index] ?? state.regions[index].flatMap { region in
                frame.map(region.covers) == true ? region : nil
            }
        }
        if let ready { return ready }
        return buildLocks[index].withLock { _ in
            if let built = state.withLock({ $0.levels[index] }) { return built }
            // Outside the state lock: other levels stay readable meanwhile.
            let built = Level(
                countries: BaseMapProjectedLayer(
                    features: atlas.countries(at: level), edges: atlas.countryEdges(at: level), classifyEdges: true),
                lakes: BaseMapProjectedLayer(features: atlas.lakes(at: level), classifyEdges: false))
            state.withLock { state in
                state.projections[index] += 1
                state.scheduled[index] = false
                // Asked for by a render the claims have moved away from
                // while it projected: theirs to use, not ours to keep.
                if state.keeps(level) {
                    state.levels[index] = built
                    state.regions[index] = nil
                }
            }
            return built
        }
    }

    /// Projects, on the calling thread, the part of `level` that renders of
    /// `areas` (each a render's whole area, overscan included) see, unless
    /// the whole level or a region covering them is there already: the
    /// start-up path, which draws a map's first frames from its start
    /// view's rings alone (a few percent of a level's vertices) and leaves
    /// the whole level for later (``prepare(_:priority:)``). Renders outside
    /// the region project the whole level.
    func prepareRegion(_ level: DetailLevel, seenBy areas: [MapViewport]) {
        let index = level.rawValue
        let region = BaseMapRegion(seenBy: areas)
        let frames = areas.map { BaseMapFrame(viewport: $0) }
        let needed = state.withLock { state in
            guard state.levels[index] == nil else { return false }
            guard let existing = state.regions[index] else { return true }
            return !frames.allSatisfy(existing.covers)
        }
        guard needed else { return }
        let built = Level(
            countries: BaseMapProjectedLayer(
                features: atlas.countries(at: level), edges: atlas.countryEdges(at: level), classifyEdges: true,
                region: region),
            lakes: BaseMapProjectedLayer(features: atlas.lakes(at: level), classifyEdges: false, region: region))
        state.withLock { state in
            state.regionProjections[index] += 1
            if state.levels[index] == nil, state.keeps(level) { state.regions[index] = built }
        }
    }

    /// How many times a region of `level` was projected so far.
    func regionProjectionCount(_ level: DetailLevel) -> Int {
        state.withLock { $0.regionProjections[level.rawValue] }
    }

    /// Whether `level` is projected and kept.
    func isReady(_ level: DetailLevel) -> Bool {
        state.withLock { $0.levels[level.rawValue] != nil }
    }

    /// How many times `level` was projected so far (again after a release).
    func projectionCount(_ level: DetailLevel) -> Int {
        state.withLock { $0.projections[level.rawValue] }
    }

    /// How many claims are on `level` now.
    func claimCount(_ level: DetailLevel) -> Int {
        state.withLock { $0.claims[level.rawValue] }
    }

    /// Projects `levels` in the background, one task per level so they
    /// can run side by side; levels built, already asked for or not kept
    /// under the present claims are skipped.
    func prepare(_ levels: [DetailLevel], priority: TaskPriority = .userInitiated) {
        for level in levels {
            let wanted = state.withLock { state in
                let index = level.rawValue
                guard state.levels[index] == nil, !state.scheduled[index], state.keeps(level) else { return false }
                state.scheduled[index] = true
                return true
            }
            guard wanted else { continue }
            Task.detached(priority: priority) { [self] in _ = self.level(level) }
        }
    }

    // MARK: Claims

    /// Whether a level is kept when `claims[l]` claims sit on each level
    /// `l`: always the low one once projected (the smallest, and where a
    /// zoom out ends); any level while there are no claims; otherwise a
    /// level claimed or next to one claimed.
    static func keeps(_ level: DetailLevel, claims: [Int]) -> Bool {
        if level == .low || claims.allSatisfy({ $0 == 0 }) { return true }
        return claims.indices.contains { claims[$0] > 0 && abs($0 - level.rawValue) <= 1 }
    }

    /// Moves one claim from `old` to `new` (nil: none), then releases every
    /// level the claims no longer keep. Called by ``BaseMapLevelClaim``.
    func moveClaim(from old: DetailLevel?, to new: DetailLevel?) {
        guard old != new else { return }
        let released: [Level] = state.withLock { state in
            if let old { state.claims[old.rawValue] -= 1 }
            if let new { state.claims[new.rawValue] += 1 }
            var released: [Level] = []
            for level in DetailLevel.allCases where !state.keeps(level) {
                let index = level.rawValue
                released.append(contentsOf: [state.levels[index], state.regions[index]].compactMap { $0 })
                // Only the slots' references: a render under way keeps its own.
                state.levels[index] = nil
                state.regions[index] = nil
                state.scheduled[index] = false
            }
            return released
        }
        guard !released.isEmpty else { return }
        // The last reference often goes here: free the arrays (a munmap of
        // a whole level) off the calling thread, which may be painting a frame.
        Self.releaseQueue.async { withExtendedLifetime(released) {} }
    }

    /// Where released levels are freed.
    private static let releaseQueue = DispatchQueue(label: "maprendering.basemap.release", qos: .utility)

    /// Blocks until every level released so far has been let go of here
    /// (tests: what a renderer still holds stays).
    static func waitForReleases() {
        releaseQueue.sync {}
    }
}
