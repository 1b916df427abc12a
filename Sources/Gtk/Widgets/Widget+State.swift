import CGtk

extension Widget {
    /// Whether the widget should show that it has the focus: it has it, and
    /// the user has been moving the focus with the keyboard (GTK shows no
    /// focus ring after a click).
    public var hasVisibleFocus: Bool {
        gtk_widget_has_visible_focus(widgetPointer) != 0
    }

    /// Whether this is its window's focus widget, whether or not the
    /// window has the desktop's focus (``hasFocus`` asks both).
    public var isFocus: Bool { gtk_widget_is_focus(widgetPointer) != 0 }
}
