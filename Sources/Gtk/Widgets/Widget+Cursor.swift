import CGtk

extension Widget {
    /// Shows the cursor named `name` (CSS names: `grab`, `grabbing`,
    /// `move`, `pointer`, …) while the pointer is over the widget's window;
    /// nil goes back to the parent window's cursor.
    ///
    /// Returns false, and changes nothing, while the widget has no window
    /// (before it is realized). A name the cursor theme lacks shows the
    /// default cursor.
    @discardableResult
    public func setCursor(named name: String?) -> Bool {
        guard let window = gtk_widget_get_window(widgetPointer) else { return false }
        let cursor = name.flatMap { gdk_cursor_new_from_name(gtk_widget_get_display(widgetPointer), $0) }
        gdk_window_set_cursor(window, cursor)
        // The window holds its own reference.
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
        return true
    }
}
