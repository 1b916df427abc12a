import CCairo

/// A caption's pill (its shadow, white fill and faint border) kept in a
/// surface like the frame's target, so that a frame paints it with one
/// composite instead of drawing its shapes.
///
/// Drawn straight into an X pixmap, the pill's three anti-aliased,
/// translucent shapes weigh on every frame of a drag: cairo-xlib renders
/// each shape's mask here and uploads it, every frame, while the caption
/// follows a dragged marker (`tunnel-bench frames` prints the drags' frame
/// times). The pill changes only with its size, so it is drawn once per
/// size into an image and uploaded once. Into an image target, where
/// drawing the shapes is as cheap as painting a copy, ``MarkerCaption``
/// draws the shapes themselves. The kept pill is painted at whole device
/// pixels, so it may sit up to half a device pixel from where the shapes
/// would be drawn; the text moves with it.
///
/// Use an instance from one thread (GTK's main thread), kept from frame to
/// frame by whoever draws the caption.
public final class MarkerCaptionPills {
    private struct Key: Equatable {
        var width: Double
        var height: Double
        var scale: Double
    }

    /// The pill framed at (`pillOverhang`, `pillOverhang`), drawn into an
    /// image, and that image as frames paint it (``KeptUpload``).
    private var kept: (key: Key, image: RenderSurface, upload: KeptUpload)?

    /// An empty cache.
    public init() {}

    /// Paints the pill of `width`×`height` points framed near (`x`, `y`)
    /// into `cr`, at whole device pixels, and returns where its frame went;
    /// nil when `cr` draws into an image or its matrix is more than a
    /// translation (then draw the shapes).
    func paint(width: Double, height: Double, atX x: Double, y: Double, in cr: OpaquePointer) -> (x: Double, y: Double)? {
        guard let target = SimilarSurfaceTarget(cr), cairo_surface_get_type(target.surface) != CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let pill = pill(width: width, height: height, scale: target.scale)
        let overhang = MarkerCaption.pillOverhang
        let corner = target.nearestPixelCorner(x: x - overhang, y: y - overhang)
        cairo_set_source_surface(cr, pill.upload.source(of: pill.image, like: cr), corner.x, corner.y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_paint(cr)
        return (corner.x + overhang, corner.y + overhang)
    }

    /// The kept pill for this size and scale, drawn now if there is none:
    /// anti-aliased shapes are cheap in an image, and it goes up once.
    private func pill(width: Double, height: Double, scale: Double) -> (image: RenderSurface, upload: KeptUpload) {
        let key = Key(width: width, height: height, scale: scale)
        if let kept, kept.key == key { return (kept.image, kept.upload) }
        let overhang = MarkerCaption.pillOverhang
        let image = RenderSurface(
            width: (width + 2 * overhang).rounded(.up), height: (height + 2 * overhang).rounded(.up), scaleFactor: scale)
        image.draw { MarkerCaption.drawPill(in: $0, x: overhang, y: overhang, width: width, height: height) }
        let upload = KeptUpload()
        kept = (key, image, upload)
        return (image, upload)
    }
}
