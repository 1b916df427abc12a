import Geo
import Synchronization

/// The projected layers of one ``WorldAtlas``, shared by every
/// ``BaseMapRenderer`` drawing from it, so the app's two maps project each
/// level of detail once between them rather than once each.
///
/// Levels are projected on first request or ahead of it in the background
/// (``prepare(_:)``); a request for a level being projected waits for that
/// work instead of repeating it. Thread-safe: each level sits behind its own
/// lock, and the layers are immutable once built.
final class BaseMapGeometry: Sendable {
    /// A level's countries and lakes.
    struct Level: Sendable {
        let countries: BaseMapProjectedLayer
        let lakes: BaseMapProjectedLayer
    }

    /// One level: what is built, whether a background build was asked for,
    /// and a lock held while building so concurrent requests wait for it.
    private final class Slot: Sendable {
        let state = Mutex<(level: Level?, scheduled: Bool)>((nil, false))
        let building = Mutex<Void>(())
    }

    let atlas: WorldAtlas
    private let slots: [Slot]

    private init(atlas: WorldAtlas) {
        self.atlas = atlas
        slots = DetailLevel.allCases.map { _ in Slot() }
    }

    /// Weak references per atlas: the geometry lives while some renderer
    /// holds it (and it holds its atlas, so the identifier stays unique).
    private final class WeakEntry: Sendable {
        // Mutable, so behind the registry's lock.
        nonisolated(unsafe) weak var geometry: BaseMapGeometry?
        init(_ geometry: BaseMapGeometry) { self.geometry = geometry }
    }

    private static let registry = Mutex<[ObjectIdentifier: WeakEntry]>([:])

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

    /// The projected countries and lakes of `level`, projecting them now
    /// (O(vertices); the edge kinds come precomputed from the atlas) unless
    /// done or under way elsewhere.
    func level(_ level: DetailLevel) -> Level {
        let slot = slots[level.rawValue]
        if let built = slot.state.withLock({ $0.level }) { return built }
        return slot.building.withLock { _ in
            if let built = slot.state.withLock({ $0.level }) { return built }
            let built = Level(
                countries: BaseMapProjectedLayer(
                    features: atlas.countries(at: level), edges: atlas.countryEdges(at: level), classifyEdges: true),
                lakes: BaseMapProjectedLayer(features: atlas.lakes(at: level), classifyEdges: false))
            slot.state.withLock { $0.level = built }
            return built
        }
    }

    /// Whether `level` is projected already.
    func isReady(_ level: DetailLevel) -> Bool {
        slots[level.rawValue].state.withLock { $0.level != nil }
    }

    /// Projects `levels` in the background, one task per level so they
    /// can run side by side; levels built or already asked for are skipped.
    func prepare(_ levels: [DetailLevel], priority: TaskPriority = .userInitiated) {
        for level in levels {
            let wanted = slots[level.rawValue].state.withLock { state in
                guard state.level == nil, !state.scheduled else { return false }
                state.scheduled = true
                return true
            }
            guard wanted else { continue }
            Task.detached(priority: priority) { [self] in _ = self.level(level) }
        }
    }
}
