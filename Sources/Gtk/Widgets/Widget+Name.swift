import CGtk

extension Widget {
    /// The widget's name, which CSS selects with `#name` and GTK's inspector
    /// shows; by default the name of its type (`GtkButton`).
    public var name: String {
        get { gtk_widget_get_name(widgetPointer).map { String(cString: $0) } ?? "" }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }
}
