import CGtk

extension GtkViewHost {
    /// Whether `context` is painting the layout's content (its bin window)
    /// rather than its outer window: GtkLayout paints both, and what a view
    /// draws over its subviews belongs in the one that holds them.
    func isPaintingContent(_ context: DrawingContext) -> Bool {
        guard let binWindow = gtk_layout_get_bin_window(cgtk_layout(widget)) else { return false }
        return gtk_cairo_should_draw_window(context.cairoPointer, binWindow) != 0
    }
}
