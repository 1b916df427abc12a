import CGtk

extension Widget {
    /// The display window the widget draws in once it is realized: its own
    /// when it has one (``hasOwnWindow``), else its parent's; nil before.
    ///
    /// ```swift
    /// area.realize()
    /// let window = area.displayWindow
    /// ```
    public var displayWindow: DisplayWindow? {
        gtk_widget_get_window(widgetPointer).map(DisplayWindow.init(retaining:))
    }

    /// Whether the widget has a display window of its own (and so clips
    /// what is inside it), rather than drawing in its parent's.
    public var hasOwnWindow: Bool { gtk_widget_get_has_window(widgetPointer) != 0 }

    /// For a layout widget (`GtkLayout`), the window its children's windows
    /// are placed in, scrolled within its own; nil for any other widget or
    /// before the layout is realized.
    public var binWindow: DisplayWindow? {
        guard cgtk_is_layout(gobjectPointer) != 0 else { return nil }
        return gtk_layout_get_bin_window(pointer(as: GtkLayout.self)).map(DisplayWindow.init(retaining:))
    }
}
