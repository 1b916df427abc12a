import CGtk

extension Widget {
    /// Adds a CSS class (`suggested-action`, `dim-label`, one of the app's own).
    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widgetPointer), name)
    }

    /// Removes a CSS class.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widgetPointer), name)
    }

    /// Whether the widget has a CSS class.
    public func hasStyleClass(_ name: String) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widgetPointer), name) != 0
    }

    /// Styles this widget alone with `provider`'s rules (see ``CssProvider``).
    public func addStyleProvider(_ provider: CssProvider, priority: CssProvider.Priority = .application) {
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widgetPointer), provider.styleProviderPointer, priority.rawValue)
    }

    /// The text shown when the pointer rests on the widget; nil for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map(String.takingGString) }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// How opaque the widget is painted, 0...1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }
}
