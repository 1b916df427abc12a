/// Where a ``ThreadedBaseMapRenderer`` keeps a rendering's pixels, and how
/// a frame gets a surface to paint them from: the seam a platform fills in.
///
/// The default, ``ImageBaseMapSurfaces``, renders into plain Cairo image
/// surfaces and copies each rendering once into a surface like the frame's
/// target; tests count the copies and the images through it.
///
/// Surfaces are Cairo pointers (`cairo_surface_t *`).
public protocol BaseMapSurfaces: Sendable {
    /// A new opaque `CAIRO_FORMAT_RGB24` image surface of `width`×`height`
    /// pixels for one rendering, or nil to fall back to a plain image
    /// surface. Called on the thread that renders (a worker's queue, or the
    /// compositing thread for a first frame). The surface is written only
    /// until the rendering is handed over, and destroyed on any thread.
    func makeRenderingSurface(width: Int32, height: Int32) -> OpaquePointer?

    /// A new reference to a surface that shows `image` (a finished rendering
    /// surface, never written again) for frames painting into `target`, or
    /// nil to paint `image` itself. The surface has `target`'s device scale:
    /// one of its device pixels is one of `image`'s pixels. It must not need
    /// `image` afterwards: the renderer lets go of `image` once it has the
    /// surface, and paints from the surface alone, into any target. Called
    /// on the compositing thread, which also destroys the surface.
    func makeDisplaySurface(for image: OpaquePointer, like target: OpaquePointer) -> OpaquePointer?
}
