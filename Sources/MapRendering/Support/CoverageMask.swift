import CCairo

/// An alpha-only image of what a drawing covers, made on the device pixel
/// grid of the context it is painted back into and over that context's
/// clip, so painting it through a colour lands every pixel where drawing the
/// shapes there would have.
///
/// Always a client-side image, whatever the context draws into, so reading
/// its pixels never waits on a display server. The context's transform must
/// keep axes aligned (translation and scale), as every marker's does.
final class CoverageMask {
    private let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    /// The target's device pixels per Cairo device unit.
    let deviceScale: Double

    /// Runs `draw` on a context with `cr`'s transform into a new mask over
    /// `cr`'s clip; shapes drawn in the default (opaque) source cover. Nil
    /// when the clip is empty or larger than a marker can need.
    init?(over cr: OpaquePointer, _ draw: (OpaquePointer) -> Void) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(cairo_get_group_target(cr), &scaleX, &scaleY)
        deviceScale = scaleX
        let left = (corners.map(\.0).min()! * scaleX).rounded(.down), right = (corners.map(\.0).max()! * scaleX).rounded(.up)
        let top = (corners.map(\.1).min()! * scaleY).rounded(.down), bottom = (corners.map(\.1).max()! * scaleY).rounded(.up)
        guard left.isFinite, top.isFinite, right - left >= 1, bottom - top >= 1, right - left <= 4096, bottom - top <= 4096 else { return nil }
        pixelWidth = Int(right - left)
        pixelHeight = Int(bottom - top)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        cairo_surface_set_device_scale(surface, scaleX, scaleY)
        cairo_surface_set_device_offset(surface, -left, -top)
        guard let context = cairo_create(surface) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(context, &matrix)
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
    }

    /// A mask on the same grid whose every pixel holds `alpha(distance)`,
    /// the distance being that pixel's from this mask's edge in pixels
    /// (``EdgeDistanceField``); `alpha` must be 0 beyond `reach` pixels and
    /// is sampled every 1/32 pixel, which no eye tells from exact.
    private init?(distancesOf mask: CoverageMask, reach: Float, _ alpha: (Float) -> Float) {
        pixelWidth = mask.pixelWidth
        pixelHeight = mask.pixelHeight
        deviceScale = mask.deviceScale
        guard let source = cairo_image_surface_get_data(mask.surface),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight))
        else { return nil }
        self.surface = surface
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        let field = EdgeDistanceField(
            coverage: source, width: pixelWidth, height: pixelHeight, stride: Int(cairo_image_surface_get_stride(mask.surface)),
            limit: reach + 1)
        // Distances start at -0.5 (a covered pixel's centre).
        let samplesPerPixel: Float = 32
        let levels = (0...Int((reach + 0.5) * samplesPerPixel) + 1).map { sample in
            UInt8(min(1, max(0, alpha(Float(sample) / samplesPerPixel - 0.5))) * 255 + 0.5)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let sample = ((field[x, y] + 0.5) * samplesPerPixel).rounded()
                data[y * stride + x] = sample < Float(levels.count) ? levels[max(0, Int(sample))] : 0
            }
        }
        cairo_surface_mark_dirty(surface)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(mask.surface, &offsetX, &offsetY)
        cairo_surface_set_device_scale(surface, mask.deviceScale, mask.deviceScale)
        cairo_surface_set_device_offset(surface, offsetX, offsetY)
    }

    deinit { cairo_surface_destroy(surface) }

    /// A soft shadow of what this mask covers, as `rings` translucent
    /// copies of it grown evenly up to `spread` pixels would paint, each at
    /// `ringAlpha`: a pixel `d` pixels outside is covered by the rings
    /// reaching past it, each anti-aliased over a pixel, composited over one
    /// another.
    func shadow(spread: Double, rings: Int, ringAlpha: Double) -> CoverageMask? {
        let radii = (0..<rings).map { Float(spread * (1 - Double($0) / Double(max(1, rings - 1)))) }
        let alpha = Float(ringAlpha)
        return CoverageMask(distancesOf: self, reach: Float(spread) + 0.5) { distance in
            var clear: Float = 1
            for radius in radii { clear *= 1 - alpha * min(1, max(0, radius - distance + 0.5)) }
            return 1 - clear
        }
    }

    /// Paints `color` through this mask into `cr`, moved by (`dx`, `dy`)
    /// Cairo device units.
    func paint(in cr: OpaquePointer, color: MapColor, dx: Double = 0, dy: Double = 0) {
        withSavedState(cr) {
            cairo_identity_matrix(cr)
            color.setSource(cr)
            cairo_mask_surface(cr, surface, dx, dy)
        }
    }
}
