import CCairo

/// A caption's pill (its shadow, white fill and faint border) kept in a
/// surface like the frame's target, so that a frame paints it with one
/// composite instead of drawing its shapes.
///
/// Drawn straight into an X pixmap, the pill's three anti-aliased,
/// translucent shapes cost 3–5 ms a frame at `GDK_SCALE=2`: cairo-xlib
/// renders each shape's mask here and uploads it, every frame, while the
/// caption follows a dragged marker. The pill changes only with its size,
/// so it is drawn once per size into an image and uploaded once. Into an
/// image target, where drawing the shapes is as cheap as painting a copy,
/// ``MarkerCaption`` draws them as before. The kept pill is painted at whole
/// device pixels, so it may sit up to half a device pixel from where the
/// shapes would be drawn; the text moves with it.
///
/// Use an instance from one thread (GTK's main thread), kept from frame to
/// frame by whoever draws the caption.
public final class MarkerCaptionPills {
    private struct Kept {
        let width: Double
        let height: Double
        let scale: SIMD2<Double>
        let targetType: cairo_surface_type_t
        /// The pill framed at (`overhang`, `overhang`), in a surface like the target.
        let surface: OpaquePointer
    }

    private var kept: Kept?

    /// An empty cache.
    public init() {}

    deinit { if let kept { cairo_surface_destroy(kept.surface) } }

    /// Paints the pill of `width`×`height` points framed near (`x`, `y`)
    /// into `cr`, at whole device pixels, and returns where its frame went;
    /// nil when `cr` draws into an image or its matrix is more than a
    /// translation (then draw the shapes), or when Cairo cannot make a surface.
    func paint(width: Double, height: Double, atX x: Double, y: Double, in cr: OpaquePointer) -> (x: Double, y: Double)? {
        guard let target = cairo_get_target(cr) else { return nil }
        let type = cairo_surface_get_type(target)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard type != CAIRO_SURFACE_TYPE_IMAGE, matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 else {
            return nil
        }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let scale = SIMD2(scaleX, scaleY)
        guard let surface = surface(width: width, height: height, scale: scale, like: target, type: type) else { return nil }
        // The surface's corner on the device pixel grid (the target's device
        // offset, where GDK sets one, is in whole pixels).
        let overhang = MarkerCaption.pillOverhang
        let left = ((x - overhang + matrix.x0) * scaleX).rounded() / scaleX - matrix.x0
        let top = ((y - overhang + matrix.y0) * scaleY).rounded() / scaleY - matrix.y0
        cairo_set_source_surface(cr, surface, left, top)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_paint(cr)
        return (left + overhang, top + overhang)
    }

    /// The kept pill for this size, scale and kind of target, drawn now if
    /// there is none.
    private func surface(
        width: Double, height: Double, scale: SIMD2<Double>, like target: OpaquePointer, type: cairo_surface_type_t
    ) -> OpaquePointer? {
        if let kept, kept.width == width, kept.height == height, kept.scale == scale, kept.targetType == type {
            return kept.surface
        }
        if let kept { cairo_surface_destroy(kept.surface) }
        kept = nil
        let overhang = MarkerCaption.pillOverhang
        let pointsWide = (width + 2 * overhang).rounded(.up), pointsHigh = (height + 2 * overhang).rounded(.up)
        // Anti-aliased shapes are cheap in an image; the copy goes up once.
        guard let image = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32((pointsWide * scale.x).rounded(.up)), Int32((pointsHigh * scale.y).rounded(.up)))
        else { return nil }
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, scale.x, scale.y)
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let context = cairo_create(image) else { return nil }
        MarkerCaption.drawPill(in: context, x: overhang, y: overhang, width: width, height: height)
        cairo_destroy(context)
        // A similar surface takes the target's device scale.
        guard let copy = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(pointsWide), Int32(pointsHigh))
        else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let upload = cairo_create(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_set_operator(upload, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(upload, image, 0, 0)
        cairo_paint(upload)
        cairo_destroy(upload)
        kept = Kept(width: width, height: height, scale: scale, targetType: type, surface: copy)
        return copy
    }
}
