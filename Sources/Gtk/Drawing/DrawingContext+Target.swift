import CGtk

extension DrawingContext {
    /// Finishes the drawing pending on the surface the context draws on
    /// (`cairo_surface_flush` of its target). On X11, a window's surface
    /// then has sent all of it to the server; with ``Display/sync()`` after
    /// it, the server has also drawn it, so timing a paint counts the
    /// server's share (Xvfb renders in software).
    public func flushTarget() {
        cairo_surface_flush(cairo_get_target(cairoPointer))
    }
}
