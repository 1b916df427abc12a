import CGtk

/// Accessible names and descriptions for widgets drawn with Cairo, which
/// have no text of their own for a screen reader.
@MainActor
enum Accessibility {
    /// Sets the accessible name and description of `widget`.
    static func describe(_ widget: UnsafeMutablePointer<GtkWidget>, name: String, description: String) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        atk_object_set_name(accessible, name)
        atk_object_set_description(accessible, description)
    }

    /// The accessible name of `widget` (for tests and traces).
    static func name(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else { return nil }
        return String(cString: name)
    }

    /// The accessible description of `widget`.
    static func description(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let accessible = gtk_widget_get_accessible(widget),
              let description = atk_object_get_description(accessible) else { return nil }
        return String(cString: description)
    }
}
