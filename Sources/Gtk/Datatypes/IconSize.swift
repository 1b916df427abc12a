import CGtk

/// The size a themed icon is drawn at.
public enum IconSize: Sendable {
    /// 16 points, as in menus and tabs.
    case menu
    /// 16 points, as on buttons.
    case button
    /// 24 points, as on large toolbars.
    case largeToolbar
    /// 48 points, as in dialogs.
    case dialog

    var gtkValue: GtkIconSize {
        switch self {
        case .menu: GTK_ICON_SIZE_MENU
        case .button: GTK_ICON_SIZE_BUTTON
        case .largeToolbar: GTK_ICON_SIZE_LARGE_TOOLBAR
        case .dialog: GTK_ICON_SIZE_DIALOG
        }
    }
}
