import Containment
import MapRendering

/// The draggable marker (the digger or the X), lifted with a shadow while
/// held; the lift animates on the core's ``AnimationTimer``.
@MainActor
final class MarkerLayer: MapLayer {
    let artwork: MarkerArtwork
    /// How far the marker floats above its anchor (points).
    private(set) var lift = 0.0
    private var liftTimer: AnimationTimer?
    /// Asks for a redraw after the lift changed.
    var needsDisplay: () -> Void = {}

    init(kind: MarkerArtwork.Kind) {
        artwork = MarkerArtwork(kind: kind)
    }

    func draw(in cr: OpaquePointer, _ frame: MapLayerFrame) {
        artwork.draw(in: cr, anchoredAt: frame.marker, lift: lift)
    }

    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool {
        artwork.hitTest(MapPoint(x: x, y: y), anchoredAt: frame.marker, lift: lift)
    }

    /// Eases the lift to `target` over 0.2 s on `driver`, paced by `view`.
    func animateLift(to target: Double, on driver: any AnimationDriver, pacing view: View) {
        liftTimer?.cancel()
        let from = lift
        let timer = AnimationTimer(duration: 0.2, curve: .easeOut)
        liftTimer = timer
        timer.start(
            on: driver, pacing: view,
            onFrame: { [weak self] progress in
                guard let self else { return }
                self.lift = from + (target - from) * progress
                self.needsDisplay()
            },
            onEnd: { [weak self] in self?.liftTimer = nil })
    }
}
