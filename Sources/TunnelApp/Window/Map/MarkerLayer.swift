import CGtk
import Containment
import MapRendering

/// The draggable marker (the digger or the X), lifted with a shadow while
/// held; the lift animates on the core's ``AnimationTimer``.
///
/// The artwork (two masks and a dozen anti-aliased fills) is drawn into
/// small client-side images, one per lift and quarter-pixel position of the
/// anchor (at most 16 per lift), and each frame paints one at whole device
/// pixels: drawn into the window's X pixmap directly, Cairo reads back and
/// uploads per fill; an image costs one small upload, and a quarter pixel
/// is closer than the eye sees.
@MainActor
final class MarkerLayer: MapLayer {
    let artwork: MarkerArtwork
    /// How far the marker floats above its anchor (points).
    private(set) var lift = 0.0
    private var liftTimer: AnimationTimer?
    /// Asks for a redraw after the lift changed.
    var needsDisplay: () -> Void = {}
    /// The images for `imagesLift` and `imagesScale`, by quarter-pixel position.
    private var images: [Int: Image] = [:]
    private var imagesLift = 0.0
    private var imagesScale = 0.0

    /// Sub-positions per device pixel along each axis.
    private static let steps = 4.0

    /// The artwork drawn for one sub-pixel position, and where its top-left
    /// corner lies relative to the anchor's whole device pixel (points, on
    /// the device pixel grid).
    private struct Image {
        let surface: OpaquePointer
        let origin: MapPoint
    }

    init(kind: MarkerArtwork.Kind) {
        artwork = MarkerArtwork(kind: kind)
    }

    isolated deinit {
        for image in images.values { cairo_surface_destroy(image.surface) }
    }

    func draw(in cr: OpaquePointer, _ frame: MapLayerFrame) {
        let scale = frame.scale
        // The anchor in device pixels, to the nearest quarter pixel.
        let quarterX = (frame.marker.x * scale * Self.steps).rounded(), quarterY = (frame.marker.y * scale * Self.steps).rounded()
        let pixelX = (quarterX / Self.steps).rounded(.down), pixelY = (quarterY / Self.steps).rounded(.down)
        let step = (x: Int(quarterX - pixelX * Self.steps), y: Int(quarterY - pixelY * Self.steps))
        guard let image = image(scale: scale, step: step) else {
            artwork.draw(in: cr, anchoredAt: frame.marker, lift: lift)
            return
        }
        cairo_set_source_surface(cr, image.surface, pixelX / scale + image.origin.x, pixelY / scale + image.origin.y)
        cairo_paint(cr)
    }

    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool {
        artwork.hitTest(MapPoint(x: x, y: y), anchoredAt: frame.marker, lift: lift)
    }

    /// The artwork at the current lift with its anchor `step` quarter
    /// pixels into a device pixel, in an image of `scale` pixels per point;
    /// drawn now unless made before; nil if Cairo cannot make one.
    private func image(scale: Double, step: (x: Int, y: Int)) -> Image? {
        if imagesLift != lift || imagesScale != scale {
            for image in images.values { cairo_surface_destroy(image.surface) }
            images = [:]
            imagesLift = lift
            imagesScale = scale
        }
        let key = step.x * Int(Self.steps) + step.y
        if let image = images[key] { return image }
        let bounds = artwork.paintFrame(anchoredAt: MapPoint(x: 0, y: 0), lift: lift)
        // A point of room (the sub-pixel shift stays within it), and the
        // corner on the device pixel grid.
        let origin = MapPoint(x: ((bounds.x - 1) * scale).rounded(.down) / scale, y: ((bounds.y - 1) * scale).rounded(.down) / scale)
        let width = Int32(((bounds.x + bounds.width + 1 - origin.x) * scale).rounded(.up))
        let height = Int32(((bounds.y + bounds.height + 1 - origin.y) * scale).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        cairo_translate(context, -origin.x, -origin.y)
        let anchor = MapPoint(x: Double(step.x) / Self.steps / scale, y: Double(step.y) / Self.steps / scale)
        artwork.draw(in: context, anchoredAt: anchor, lift: lift)
        cairo_destroy(context)
        let made = Image(surface: surface, origin: origin)
        images[key] = made
        return made
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
