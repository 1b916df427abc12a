import CCairo

/// An image's pixels uploaded once into a surface like the targets a context
/// paints into (an X pixmap under GTK on X11), for an image painted again
/// and again at whole device pixels.
///
/// Painting a client-side image into an X pixmap uploads the image in every
/// paint. An image larger than Xlib's output buffer (16 KB) is written to
/// the X server at once, mid-frame, and the woken server, placed on the
/// frame's own core, often runs first: the frame then waits for its core.
/// Kept here, the pixels go up once and each later paint is one
/// composite on the server. Into an image target, or where the context
/// scales or rotates, the image is painted itself (a plain copy already).
///
/// Use an instance from one thread (the one that paints).
final class KeptUpload {
    /// The upload and the device (the X display) it lives on; the surface
    /// holds a reference to its device, so the pointer cannot be reused for
    /// another while it is kept.
    private var kept: (device: OpaquePointer, surface: OpaquePointer)?

    init() {}

    deinit { drop() }

    /// The kept upload, if one was made (tests).
    var surface: OpaquePointer? { kept?.surface }

    /// What to paint `image` from into `cr`: `image`'s own surface, or its
    /// upload to `cr`'s device, made now if there is none yet.
    func source(of image: RenderSurface, like cr: OpaquePointer) -> OpaquePointer {
        guard let target = SimilarSurfaceTarget(cr), target.scale == image.scaleFactor,
              cairo_surface_get_type(target.surface) != CAIRO_SURFACE_TYPE_IMAGE,
              let device = cairo_surface_get_device(target.surface)
        else { return image.surface }
        if let kept, kept.device == device { return kept.surface }
        guard let copy = target.makeSimilar(content: CAIRO_CONTENT_COLOR_ALPHA, width: image.width, height: image.height)
        else { return image.surface }
        let upload = cairo_create(copy)!
        cairo_set_operator(upload, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(upload, image.surface, 0, 0)
        cairo_paint(upload)
        cairo_destroy(upload)
        drop()
        kept = (device, copy)
        return copy
    }

    /// Lets go of the upload: the image changed, or is gone.
    func drop() {
        if let kept { cairo_surface_destroy(kept.surface) }
        kept = nil
    }
}
