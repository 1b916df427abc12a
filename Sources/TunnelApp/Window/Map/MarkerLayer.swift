import CGtk
import Containment
import MapRendering

/// The draggable marker (the digger or the X), lifted with a shadow while
/// held; the lift animates on the core's ``AnimationTimer``.
///
/// The artwork (dozens of anti-aliased fills for the shadow and halo) is
/// drawn into a small client-side image, once per lift and sub-pixel
/// position of the anchor, and each frame paints that image at whole device
/// pixels: drawn into the window's X pixmap directly it cost ~4 ms a frame
/// (Cairo reads back and uploads per fill), the image costs one small upload.
@MainActor
final class MarkerLayer: MapLayer {
    let artwork: MarkerArtwork
    /// How far the marker floats above its anchor (points).
    private(set) var lift = 0.0
    private var liftTimer: AnimationTimer?
    /// Asks for a redraw after the lift changed.
    var needsDisplay: () -> Void = {}
    private var cache: Cache?

    /// The artwork drawn for one lift and sub-pixel anchor position, and
    /// where its top-left corner lies relative to the anchor's whole device
    /// pixel (points, whole device pixels).
    private struct Cache {
        let lift: Double
        let scale: Double
        /// The anchor's position within its device pixel (0..<1 pixels).
        let fraction: MapPoint
        let surface: OpaquePointer
        let origin: MapPoint
    }

    init(kind: MarkerArtwork.Kind) {
        artwork = MarkerArtwork(kind: kind)
    }

    isolated deinit {
        if let cache { cairo_surface_destroy(cache.surface) }
    }

    func draw(in cr: OpaquePointer, _ frame: MapLayerFrame) {
        let scale = frame.scale
        let pixelX = (frame.marker.x * scale).rounded(.down), pixelY = (frame.marker.y * scale).rounded(.down)
        let fraction = MapPoint(x: frame.marker.x * scale - pixelX, y: frame.marker.y * scale - pixelY)
        guard let cache = cachedArtwork(scale: scale, fraction: fraction) else {
            artwork.draw(in: cr, anchoredAt: frame.marker, lift: lift)
            return
        }
        cairo_set_source_surface(cr, cache.surface, pixelX / scale + cache.origin.x, pixelY / scale + cache.origin.y)
        cairo_paint(cr)
    }

    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool {
        artwork.hitTest(MapPoint(x: x, y: y), anchoredAt: frame.marker, lift: lift)
    }

    /// The artwork at the current lift, its anchor `fraction` of a pixel
    /// into a device pixel, in an image of `scale` pixels per point; drawn
    /// now unless cached; nil if Cairo cannot make one.
    private func cachedArtwork(scale: Double, fraction: MapPoint) -> Cache? {
        if let cache, cache.lift == lift, cache.scale == scale, cache.fraction == fraction { return cache }
        if let cache { cairo_surface_destroy(cache.surface) }
        cache = nil
        let bounds = artwork.paintFrame(anchoredAt: MapPoint(x: 0, y: 0), lift: lift)
        // A point of room, and the corner on the device pixel grid.
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
        artwork.draw(in: context, anchoredAt: MapPoint(x: fraction.x / scale, y: fraction.y / scale), lift: lift)
        cairo_destroy(context)
        let made = Cache(lift: lift, scale: scale, fraction: fraction, surface: surface, origin: origin)
        cache = made
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
