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
    private struct Key: Equatable {
        var width: Double
        var height: Double
        var scale: Double
        var targetType: cairo_surface_type_t
    }

    /// The pill framed at (`pillOverhang`, `pillOverhang`), in a surface like the target.
    private var kept: (key: Key, surface: OpaquePointer)?

    /// An empty cache.
    public init() {}

    deinit { if let kept { cairo_surface_destroy(kept.surface) } }

    /// Paints the pill of `width`×`height` points framed near (`x`, `y`)
    /// into `cr`, at whole device pixels, and returns where its frame went;
    /// nil when `cr` draws into an image or its matrix is more than a
    /// translation (then draw the shapes), or when Cairo cannot make a surface.
    func paint(width: Double, height: Double, atX x: Double, y: Double, in cr: OpaquePointer) -> (x: Double, y: Double)? {
        guard let target = SimilarSurfaceTarget(cr), cairo_surface_get_type(target.surface) != CAIRO_SURFACE_TYPE_IMAGE,
              let surface = surface(width: width, height: height, like: target)
        else { return nil }
        let overhang = MarkerCaption.pillOverhang
        let corner = target.nearestPixelCorner(x: x - overhang, y: y - overhang)
        cairo_set_source_surface(cr, surface, corner.x, corner.y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_paint(cr)
        return (corner.x + overhang, corner.y + overhang)
    }

    /// The kept pill for this size, scale and kind of target, drawn now if
    /// there is none.
    private func surface(width: Double, height: Double, like target: SimilarSurfaceTarget) -> OpaquePointer? {
        let key = Key(width: width, height: height, scale: target.scale, targetType: cairo_surface_get_type(target.surface))
        if let kept, kept.key == key { return kept.surface }
        if let kept { cairo_surface_destroy(kept.surface) }
        kept = nil
        let overhang = MarkerCaption.pillOverhang
        let pointsWide = (width + 2 * overhang).rounded(.up), pointsHigh = (height + 2 * overhang).rounded(.up)
        // Anti-aliased shapes are cheap in an image; the copy goes up once.
        guard let image = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32((pointsWide * target.scale).rounded(.up)), Int32((pointsHigh * target.scale).rounded(.up)))
        else { return nil }
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, target.scale, target.scale)
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let context = cairo_create(image) else { return nil }
        MarkerCaption.drawPill(in: context, x: overhang, y: overhang, width: width, height: height)
        cairo_destroy(context)
        guard let copy = target.makeSimilar(content: CAIRO_CONTENT_COLOR_ALPHA, width: pointsWide, height: pointsHigh)
        else { return nil }
        let upload = cairo_create(copy)!
        cairo_set_operator(upload, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(upload, image, 0, 0)
        cairo_paint(upload)
        cairo_destroy(upload)
        kept = (key, copy)
        return copy
    }
}
