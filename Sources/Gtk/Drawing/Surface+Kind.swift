import CGtk

/// Where a ``Surface`` keeps its pixels.
public enum SurfaceKind: Sendable, Equatable {
    /// An image in the program's memory.
    case image
    /// A pixmap in the X server, like an X11 window's.
    case xlib
    /// Any other kind Cairo has (recording, PDF, a Wayland buffer…).
    case other
}

extension Surface {
    /// Where the surface keeps its pixels: in memory, or in the X server.
    ///
    /// ```swift
    /// let snapshot = widget.makeSimilarSurface(width: 400, height: 150)
    /// let isServerSide = snapshot?.kind == .xlib
    /// ```
    public var kind: SurfaceKind {
        switch cairo_surface_get_type(cairoPointer) {
        case CAIRO_SURFACE_TYPE_IMAGE: .image
        case CAIRO_SURFACE_TYPE_XLIB: .xlib
        default: .other
        }
    }

    /// The size in device pixels of an image surface (``SurfaceKind/image``),
    /// whichever wrapper holds it; nil for any other kind.
    public var imagePixelSize: (width: Int, height: Int)? {
        guard kind == .image else { return nil }
        return (Int(cairo_image_surface_get_width(cairoPointer)), Int(cairo_image_surface_get_height(cairoPointer)))
    }
}
