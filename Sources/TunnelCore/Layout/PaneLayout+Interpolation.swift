import Containment

extension PaneLayout {
    /// A layout part-way between two others, for animating a change of
    /// orientation: every frame moves linearly from `old` to `new`.
    static func interpolated(from old: PaneLayout, to new: PaneLayout, progress: Double) -> PaneLayout {
        func mix(_ a: Frame, _ b: Frame) -> Frame {
            Frame(
                x: a.minX + (b.minX - a.minX) * progress, y: a.minY + (b.minY - a.minY) * progress,
                width: a.width + (b.width - a.width) * progress,
                height: a.height + (b.height - a.height) * progress)
        }
        return PaneLayout(
            orientation: progress < 0.5 ? old.orientation : new.orientation,
            startPane: mix(old.startPane, new.startPane),
            antipodePane: mix(old.antipodePane, new.antipodePane),
            band: mix(old.band, new.band),
            radar: mix(old.radar, new.radar))
    }
}
