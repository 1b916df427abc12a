import Geo

/// One map's claim on the level of detail it draws, which tells the shared
/// ``BaseMapGeometry`` what to keep (see its notes on which levels are kept).
///
/// Moved whenever the map's zoom takes it to another level, and withdrawn
/// when the claim is deinitialised with its renderer. Not thread-safe: its
/// owner moves it from one thread (the geometry's bookkeeping is locked).
final class BaseMapLevelClaim {
    private let geometry: BaseMapGeometry
    /// The level claimed (nil until the first move).
    private(set) var level: DetailLevel?

    init(on geometry: BaseMapGeometry) {
        self.geometry = geometry
    }

    deinit {
        geometry.moveClaim(from: level, to: nil)
    }

    /// Claims `level` instead of the level claimed so far; a move to the
    /// same level costs a comparison.
    func move(to level: DetailLevel) {
        guard level != self.level else { return }
        geometry.moveClaim(from: self.level, to: level)
        self.level = level
    }

    /// Claims the level a render at `zoom` draws.
    func move(toZoom zoom: Double) {
        move(to: BaseMapRenderer.detailLevel(forZoom: zoom))
    }
}
