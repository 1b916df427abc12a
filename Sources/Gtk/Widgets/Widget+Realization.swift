import CGtk

extension Widget {
    /// Gives the widget its GDK resources (its window) now, rather than
    /// when it is first mapped, so it can take events before it shows: a
    /// field in a bar that is still sliding open gets the keys typed into
    /// it meanwhile. Its parents are realized first; the widget must be in
    /// a window.
    public func realize() {
        guard !isDestroyed else { return }
        gtk_widget_realize(widgetPointer)
    }
}
