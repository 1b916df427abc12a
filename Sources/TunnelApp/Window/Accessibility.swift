import ContainmentGtk

/// Accessible names and descriptions for widgets drawn with Cairo, which
/// have no text of their own for a screen reader.
@MainActor
enum Accessibility {
    /// Sets the accessible name and description of `widget`.
    static func describe(_ widget: Widget, name: String, description: String) {
        widget.accessibleName = name
        widget.accessibleDescription = description
    }

    /// The accessible name of `widget` (for tests and traces).
    static func name(of widget: Widget) -> String? {
        widget.accessibleName
    }

    /// The accessible description of `widget`.
    static func description(of widget: Widget) -> String? {
        widget.accessibleDescription
    }
}
