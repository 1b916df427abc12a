import CCairo
import Dispatch
import ImageMemory

/// A finished base-map render: an opaque Cairo image surface of one
/// request's area (or of the part of it drawn, for a first frame), and the
/// place labels placed in it.
///
/// A worker makes it and hands it to the compositing thread through a
/// `Locked` lock (which orders the surface's pixels before any read); from then on
/// only the compositing thread paints from it, and may let go of the surface
/// once a display surface holds the pixels (``releaseSurface()``).
final class BaseMapRendering: @unchecked Sendable {
    // @unchecked: the surface is written only before the hand-over, and read
    // or released only after it, on the compositing thread; Cairo's
    // reference counting is atomic.
    /// The rendering's pixels; nil once released.
    private(set) var surface: OpaquePointer?
    let request: BaseMapRenderRequest
    /// Where the surface's first pixel lies in the area, in device pixels:
    /// zero, or the corner of the drawn part when only that was rendered.
    let origin: SIMD2<Double>
    /// Labels placed over the whole area, in the area's points.
    let labels: [MapPlacedLabel]

    private init(surface: OpaquePointer, request: BaseMapRenderRequest, origin: SIMD2<Double>, labels: [MapPlacedLabel]) {
        self.surface = surface
        self.request = request
        self.origin = origin
        self.labels = labels
    }

    deinit { releaseSurface() }

    /// Lets go of the pixels: once a display surface shows them on its own
    /// (an X pixmap), the image is only memory. Compositing thread only.
    ///
    /// The image's pages go back to the system on a queue of its own: the
    /// compositing thread is painting the frame that made the display
    /// surface, and unmapping a window-sized image would lengthen it.
    func releaseSurface() {
        guard let surface else { return }
        self.surface = nil
        let released = ReleasedSurface(surface: surface)
        Self.releaseQueue.async { released.destroy() }
    }

    /// Where released renderings' images are destroyed.
    private static let releaseQueue = DispatchQueue(label: "maprendering.basemap.rendering-release", qos: .utility)

    /// Blocks until every image released so far is destroyed.
    static func waitForReleases() {
        releaseQueue.sync {}
    }

    /// A released rendering's image, on its way to the release queue.
    private struct ReleasedSurface: @unchecked Sendable {
        // @unchecked: the rendering held the last reference outside Cairo,
        // whose reference counting is atomic.
        let surface: OpaquePointer

        func destroy() { cairo_surface_destroy(surface) }
    }

    /// Renders `request` with `renderer` into a surface of its own from
    /// `surfaces` (a plain image surface if it has none), or
    /// returns nil when `isCancelled` says so between layers (or Cairo
    /// cannot make the surface). Call it on the thread that owns `renderer`.
    static func render(
        _ request: BaseMapRenderRequest, with renderer: BaseMapRenderer,
        surfaces: any BaseMapSurfaces = ImageBaseMapSurfaces(), isCancelled: () -> Bool = { false },
        beforeLabels: () -> Void = {}
    ) -> BaseMapRendering? {
        let scale = request.scale
        // A request for only part of its area (a first frame: the view's
        // part) gets a surface of just that part, on the area's pixel grid:
        // each page of a fresh surface costs a fault when first written, and
        // a view-wide row of an area-wide surface touches a page of its own.
        let origin: SIMD2<Double>, pixelWidth: Int32, pixelHeight: Int32
        if let drawn = request.drawn {
            origin = (SIMD2(drawn.x, drawn.y) * scale).rounded(.toNearestOrAwayFromZero)
            pixelWidth = Int32(max(1, (drawn.z * scale).rounded(.toNearestOrAwayFromZero) - origin.x))
            pixelHeight = Int32(max(1, (drawn.w * scale).rounded(.toNearestOrAwayFromZero) - origin.y))
        } else {
            origin = .zero
            pixelWidth = Int32(max(1, (request.area.width * scale).rounded(.up)))
            pixelHeight = Int32(max(1, (request.area.height * scale).rounded(.up)))
        }
        // An opaque format: the map covers every pixel, and RGB24 surfaces
        // paint faster than ARGB32 ones.
        guard let surface = surfaces.makeRenderingSurface(width: pixelWidth, height: pixelHeight)
            ?? ImageSurfaces.make(.rgb24, width: Int(pixelWidth), height: Int(pixelHeight))
        else { return nil }
        // The part's pixels where the area's are, for everything drawn: an
        // offset of the device rather than of the transform, which Pango
        // would see and round glyph positions against.
        cairo_surface_set_device_offset(surface, -origin.x, -origin.y)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(cr, scale, scale)
        // Degree labels belong to the view's edges: drawn per frame unless
        // the area is exactly the view.
        let finished = renderer.render(
            request.area, in: cr, graticuleLabels: request.margin == 0, drawn: request.drawn,
            nightShade: request.moment.map(NightShade.init(moment:)), antipodalLand: request.antipodalLand,
            isCancelled: isCancelled, beforeLabels: beforeLabels)
        cairo_destroy(cr)
        guard finished else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        // Painted from, it is a plain image whose first pixel is `origin`.
        cairo_surface_set_device_offset(surface, 0, 0)
        return BaseMapRendering(surface: surface, request: request, origin: origin, labels: renderer.lastPlacedLabels)
    }
}
