import CGtk

/// A button that opens a menu in a popover under it: the header bar's
/// "Main Menu" button, an icon and a ``Menu`` model.
///
/// It is a toggle button underneath: ``isActive`` tells whether the menu
/// is open, and setting it opens or closes the menu, as F10 does in GNOME
/// apps.
@MainActor
public final class MenuButton: Button {
    /// A menu button showing the themed icon `iconName` (GNOME's main menu
    /// uses `open-menu-symbolic`).
    public init(iconName: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_menu_button_new()))
        setImage(Image(iconName: iconName))
    }

    /// The menu shown when the button is pressed, built into a popover
    /// whose items follow their actions' state.
    public var menu: Menu? {
        didSet {
            gtk_menu_button_set_use_popover(menuButtonPointer, 1)
            gtk_menu_button_set_menu_model(menuButtonPointer, menu.map { cgtk_menu_model($0.gobjectPointer) })
        }
    }

    /// Whether the menu is open; setting it opens or closes it.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    /// Whether the menu's popover is on screen (it is built from ``menu``
    /// when one is set).
    public var isMenuShown: Bool {
        guard let popover = gtk_menu_button_get_popover(menuButtonPointer) else { return false }
        return gtk_widget_get_visible(cgtk_widget(popover)) != 0
    }

    private var menuButtonPointer: UnsafeMutablePointer<GtkMenuButton> { cgtk_menu_button(gobjectPointer) }
}
