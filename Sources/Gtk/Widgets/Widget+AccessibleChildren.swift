import CGtk

/// Something a screen reader finds inside a widget that is no widget of
/// its own: a notebook's tab, say (an ATK object). It holds a reference to
/// the object while it lives; read it soon, as it shows the state of now.
///
/// ```swift
/// let tabs = notebook.accessibleChildren
/// let selected = tabs.firstIndex { $0.isSelected }
/// ```
@MainActor
public final class AccessibleElement {
    private let object: UnsafeMutablePointer<AtkObject>

    /// Takes over the reference `object` came with.
    init(adopting object: UnsafeMutablePointer<AtkObject>) {
        self.object = object
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(object))
    }

    /// The name a screen reader says for the element; nil when it has none.
    public var name: String? {
        atk_object_get_name(object).map { String(cString: $0) }
    }

    /// What kind of thing a screen reader says the element is.
    public var role: AccessibleRole { AccessibleRole(atk_object_get_role(object)) }

    /// Whether the element is the selected one of its kind (a tab shown).
    public var isSelected: Bool {
        guard let states = atk_object_ref_state_set(object) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(states)) }
        return atk_state_set_contains_state(states, ATK_STATE_SELECTED) != 0
    }
}

extension Widget {
    /// What a screen reader finds inside the widget, in order: a notebook's
    /// tabs, a list's rows.
    public var accessibleChildren: [AccessibleElement] {
        guard let accessible = gtk_widget_get_accessible(widgetPointer) else { return [] }
        return (0..<atk_object_get_n_accessible_children(accessible)).compactMap { index in
            atk_object_ref_accessible_child(accessible, index).map(AccessibleElement.init(adopting:))
        }
    }
}
