import CGtk

/// What kind of thing a screen reader says a widget is (its ATK role).
public enum AccessibleRole: Sendable, Equatable {
    /// A status bar: a read-only report of state ("Page 3 of 250").
    case statusBar
    /// A list of items, such as the results a search field offers.
    case list
    /// A strip of page tabs (a notebook).
    case pageTabList
    /// One tab of a ``pageTabList``.
    case pageTab
    /// Any other role, as GTK gave the widget.
    case other

    init(_ role: AtkRole) {
        switch role {
        case ATK_ROLE_STATUSBAR: self = .statusBar
        case ATK_ROLE_LIST: self = .list
        case ATK_ROLE_PAGE_TAB_LIST: self = .pageTabList
        case ATK_ROLE_PAGE_TAB: self = .pageTab
        default: self = .other
        }
    }

    var atkValue: AtkRole {
        switch self {
        case .statusBar: ATK_ROLE_STATUSBAR
        case .list: ATK_ROLE_LIST
        case .pageTabList: ATK_ROLE_PAGE_TAB_LIST
        case .pageTab: ATK_ROLE_PAGE_TAB
        case .other: ATK_ROLE_UNKNOWN
        }
    }
}
