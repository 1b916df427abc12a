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

extension Widget {
    /// What the widget's window shows now, read back from the display
    /// server (on X11, its pixels as the server holds them); nil when the
    /// widget has no window on screen.
    public func windowContents() -> ImageSurface? {
        guard let window = gtk_widget_get_window(widgetPointer) else { return nil }
        let width = gdk_window_get_width(window), height = gdk_window_get_height(window)
        guard width > 0, height > 0, let pixbuf = gdk_pixbuf_get_from_window(window, 0, 0, width, height) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let image = ImageSurface(pixelWidth: Int(width), pixelHeight: Int(height))
        image.draw { context in
            gdk_cairo_set_source_pixbuf(context.cairoPointer, pixbuf, 0, 0)
            context.paint()
        }
        return image
    }
}
