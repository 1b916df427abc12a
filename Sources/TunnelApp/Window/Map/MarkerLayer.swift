import Containment
import ContainmentGtk
import Locking
import MapRendering

/// The draggable marker (the digger or the X), lifted with a shadow while
/// held; the lift animates on the core's ``AnimationTimer``.
///
/// The artwork (two masks and a dozen anti-aliased fills) is painted from
/// small client-side images (``MarkerArtwork/Image``), one per lift and
/// quarter-pixel position of the anchor (at most 16 per lift), each painted
/// at whole device pixels.
@MainActor
final class MarkerLayer: MapLayer {
    let artwork: MarkerArtwork
    /// How far the marker floats above its anchor (points).
    private(set) var lift = 0.0
    private var liftTimer: AnimationTimer?
    /// Asks for a redraw after the lift changed.
    var needsDisplay: () -> Void = {}
    /// The images for `imagesLift` and `imagesScale`, by quarter-pixel step.
    private var images: [Int: MarkerArtwork.Image] = [:]
    private var imagesLift = 0.0
    private var imagesScale = 0.0
    /// The first frame's image, drawn ahead on a start-up worker; asked for
    /// once, at the first image the layer needs.
    private var madeAhead: MadeAhead<MarkerArtwork.Image>?
    /// Whether the first image painted was the one made ahead.
    private(set) var firstImageWasMadeAhead = false

    /// A layer for `kind`'s marker; `madeAhead`, when given, may hold its
    /// first frame's image.
    init(kind: MarkerArtwork.Kind, madeAhead: MadeAhead<MarkerArtwork.Image>? = nil) {
        artwork = MarkerArtwork(kind: kind)
        self.madeAhead = madeAhead
    }

    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        let placement = MarkerArtwork.Placement(anchor: frame.marker, scale: frame.scale)
        image(for: placement, scale: frame.scale).paint(in: context.cairoPointer, at: placement)
    }

    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool {
        artwork.hitTest(MapPoint(x: x, y: y), anchoredAt: frame.marker, lift: lift)
    }

    /// The artwork at the current lift for an anchor at `placement`, in an
    /// image of `scale` pixels per point: the one made ahead when it serves,
    /// else drawn now unless drawn before.
    private func image(for placement: MarkerArtwork.Placement, scale: Double) -> MarkerArtwork.Image {
        if imagesLift != lift || imagesScale != scale {
            images = [:]
            imagesLift = lift
            imagesScale = scale
        }
        let key = placement.stepX * MarkerArtwork.imageSteps + placement.stepY
        if let image = images[key] { return image }
        let image: MarkerArtwork.Image
        if let ahead = takeMadeAhead(), ahead.serves(placement, lift: lift, scale: scale) {
            firstImageWasMadeAhead = true
            image = ahead
        } else {
            image = artwork.image(lift: lift, scale: scale, stepX: placement.stepX, stepY: placement.stepY)
        }
        images[key] = image
        return image
    }

    /// The image made ahead, the first time only.
    private func takeMadeAhead() -> MarkerArtwork.Image? {
        defer { madeAhead = nil }
        return madeAhead?.take()
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
