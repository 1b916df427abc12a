import CGtk

extension Widget {
    /// Whether the widget should show that it has the focus: it has it, and
    /// the user has been moving the focus with the keyboard (GTK shows no
    /// focus ring after a click).
    public var hasVisibleFocus: Bool {
        gtk_widget_has_visible_focus(widgetPointer) != 0
    }
}
