import CCairo
import ImageMemory

/// The surface a context draws on, when a kept surface made like it can
/// stand in for drawing: the context's transformation is a translation, so
/// painting a surface made like the target (``makeSimilar(content:width:height:)``)
/// at a point on the device pixel grid copies its pixels one for one (no
/// resampling). The info card's background and a marker caption's pill are
/// kept this way.
struct SimilarSurfaceTarget {
    /// The surface drawn on (the current group's, if a group is pushed).
    let surface: OpaquePointer
    /// Its device pixels per point.
    let scale: Double
    /// Where the context's user-space origin lies, in device pixels.
    private let origin: SIMD2<Double>

    /// The target of `cr`, or nil when its transformation is more than a
    /// translation (scaled or rotated) or the device scale differs by axis.
    init?(_ cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
              let surface = cairo_get_group_target(cr) else { return nil }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard scaleX == scaleY, scaleX > 0 else { return nil }
        self.surface = surface
        scale = scaleX
        origin = SIMD2(matrix.x0 * scaleX + offsetX, matrix.y0 * scaleY + offsetY)
    }

    /// `surface` itself as the target, at its device scale.
    init(surface: OpaquePointer) {
        var scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        self.surface = surface
        scale = scaleX
        origin = .zero
    }

    /// Whether the context's user-space origin lies on the device pixel grid.
    var isOriginOnPixelGrid: Bool { origin == origin.rounded(.toNearestOrAwayFromZero) }

    /// The point nearest (`x`, `y`) (user space) that lies on the device pixel grid.
    func nearestPixelCorner(x: Double, y: Double) -> (x: Double, y: Double) {
        let device = (SIMD2(x, y) * scale + origin).rounded(.toNearestOrAwayFromZero)
        let snapped = (device - origin) / scale
        return (snapped.x, snapped.y)
    }

    /// A new surface like the target (same backend, font options and device
    /// scale) with `content`, of `width` × `height` points rounded up; nil
    /// on failure.
    func makeSimilar(content: cairo_content_t, width: Double, height: Double) -> OpaquePointer? {
        // Like an image (a Wayland window's buffer, a snapshot): an image of
        // its own pages, as big as the window's panes can make it.
        if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            let format: PixelFormat = switch content {
            case CAIRO_CONTENT_COLOR: .rgb24
            case CAIRO_CONTENT_ALPHA: .a8
            default: .argb32
            }
            var scaleX = 1.0, scaleY = 1.0
            cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
            guard let made = ImageSurfaces.make(
                format, width: Int((width.rounded(.up) * scaleX).rounded(.up)),
                height: Int((height.rounded(.up) * scaleY).rounded(.up)))
            else { return nil }
            cairo_surface_set_device_scale(made, scaleX, scaleY)
            return made
        }
        // Cairo multiplies the size by the target's device scale and passes
        // that scale on, so the new surface is in points like the target.
        guard let made = cairo_surface_create_similar(
            surface, content,
            Int32(width.rounded(.up)), Int32(height.rounded(.up))) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        return made
    }
}
