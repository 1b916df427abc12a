import CGtk

/// What kind of thing a screen reader says a widget is (its ATK role).
public enum AccessibleRole: Sendable, Equatable {
    /// A status bar: a read-only report of state ("Page 3 of 250").
    case statusBar
    /// Any other role, as GTK gave the widget.
    case other

    init(_ role: AtkRole) {
        self = role == ATK_ROLE_STATUSBAR ? .statusBar : .other
    }

    var atkValue: AtkRole {
        self == .statusBar ? ATK_ROLE_STATUSBAR : ATK_ROLE_UNKNOWN
    }
}
