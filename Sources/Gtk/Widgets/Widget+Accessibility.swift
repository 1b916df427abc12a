import CGtk

extension Widget {
    /// The name screen readers say for the widget (ATK); nil when it has none.
    ///
    /// Setting nil gives it an empty name.
    public var accessibleName: String? {
        get {
            guard let accessible = gtk_widget_get_accessible(widgetPointer),
                  let name = atk_object_get_name(accessible) else { return nil }
            return String(cString: name)
        }
        set {
            guard let accessible = gtk_widget_get_accessible(widgetPointer) else { return }
            atk_object_set_name(accessible, newValue ?? "")
        }
    }

    /// What screen readers say the widget does, after its name.
    public var accessibleDescription: String? {
        get {
            guard let accessible = gtk_widget_get_accessible(widgetPointer),
                  let text = atk_object_get_description(accessible) else { return nil }
            return String(cString: text)
        }
        set {
            guard let accessible = gtk_widget_get_accessible(widgetPointer) else { return }
            atk_object_set_description(accessible, newValue ?? "")
        }
    }

    /// What kind of thing screen readers say the widget is.
    public var accessibleRole: AccessibleRole {
        get { AccessibleRole(gtk_widget_get_accessible(widgetPointer).map(atk_object_get_role) ?? ATK_ROLE_UNKNOWN) }
        set {
            guard let accessible = gtk_widget_get_accessible(widgetPointer) else { return }
            atk_object_set_role(accessible, newValue.atkValue)
        }
    }
}
