import CGtk

extension Widget {
    /// A new surface like the one the widget's window paints on, but with
    /// no alpha channel, `width` by `height` points; nil when the widget
    /// has no window yet.
    ///
    /// For a picture that covers everything under it, and for a context
    /// that measures text for such a picture on the surface it will be
    /// drawn on.
    public func makeSimilarOpaqueSurface(width: Int, height: Int) -> Surface? {
        guard let window = gtk_widget_get_window(widgetPointer),
              let surface = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR, Int32(width), Int32(height))
        else { return nil }
        return Surface(adopting: surface)
    }
}
