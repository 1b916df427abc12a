import CGtk

extension Widget {
    /// Paints the widget: `body` gets a drawing context for this frame and
    /// the widget's allocated width and height, in points.
    ///
    /// The context is valid only while `body` runs. GTK's other `draw`
    /// handlers run too (after `body`, unless `after` is `true`).
    ///
    /// ```swift
    /// area.onDraw { context, width, height in
    ///     context.setColor(red: 0.2, green: 0.5, blue: 0.9)
    ///     context.addRectangle(x: 0, y: 0, width: width, height: height)
    ///     context.fill()
    /// }
    /// ```
    @discardableResult
    public func onDraw(
        after: Bool = false,
        _ body: @escaping @MainActor (_ context: DrawingContext, _ width: Double, _ height: Double) -> Void
    ) -> SignalConnection {
        // The handler dies with the widget, so the pointer is valid whenever
        // it runs; the wrapper may be gone while the widget still paints.
        let widget = widgetPointer
        return connect("draw", after: after, eventHandler: { cr in
            body(DrawingContext(borrowing: OpaquePointer(cr)),
                 Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget)))
            return false
        })
    }

    /// Paints the widget as it looks now into `context`, at the context's
    /// origin; the widget needs no window of its own for this.
    public func draw(in context: DrawingContext) {
        gtk_widget_draw(widgetPointer, context.cairoPointer)
    }

    /// A new surface like the one the widget's window paints on (on X11 a
    /// pixmap in the display server, at the window's scale), `width` by
    /// `height` points; nil when the widget has no window yet.
    public func makeSimilarSurface(width: Int, height: Int) -> Surface? {
        guard let window = gtk_widget_get_window(widgetPointer),
              let surface = gdk_window_create_similar_surface(
                  window, CAIRO_CONTENT_COLOR_ALPHA, Int32(width), Int32(height)) else { return nil }
        return Surface(adopting: surface)
    }
}
