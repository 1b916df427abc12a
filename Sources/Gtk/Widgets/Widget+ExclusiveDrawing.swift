import CGtk

extension Widget {
    /// Paints the widget with `body` alone: for each frame it paints, the
    /// `draw` handlers connected after it, and GTK's own drawing of the
    /// widget, do not run. `body` gets a drawing context for this frame and
    /// the widget's allocated width and height, in points.
    ///
    /// ```swift
    /// area.onDrawExclusively { context, width, height in
    ///     context.setColor(red: 1, green: 1, blue: 1)
    ///     context.paint()
    /// }
    /// ```
    @discardableResult
    public func onDrawExclusively(
        _ body: @escaping @MainActor (_ context: DrawingContext, _ width: Double, _ height: Double) -> Void
    ) -> SignalConnection {
        // As in onDraw: the pointer is valid whenever the handler runs.
        let widget = widgetPointer
        return connect("draw", eventHandler: { cr in
            body(DrawingContext(borrowing: OpaquePointer(cr)),
                 Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget)))
            return true
        })
    }
}
