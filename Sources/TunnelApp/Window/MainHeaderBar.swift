import Gtk
import TunnelCore

/// The window's title bar, drawn by the app as GNOME apps draw theirs: the
/// title, a button that opens and closes the search at the start, and the
/// main menu at the end.
///
/// The radar button between the maps stays the main control; the bar only
/// makes the rest findable by someone who knows no shortcut.
@MainActor
final class MainHeaderBar {
    /// The bar, to be the window's title bar.
    let widget = HeaderBar()
    /// Opens and closes the search bar (Ctrl+F), pressed in while it is open.
    let searchButton = ToggleButton()
    /// Opens the main menu (F10).
    let menuButton = MenuButton(iconName: "open-menu-symbolic")

    /// The bar's height in Adwaita, GNOME's theme, in points: what the
    /// window reckons with before the bar exists (fitting a remembered size
    /// to the screen, the content's smallest size).
    static let expectedHeight = 46.0

    /// Called with whether the user pressed the search button in or out.
    var onSearchToggled: ((_ isActive: Bool) -> Void)?
    /// Set while the bar mirrors a change made elsewhere (Ctrl+F,
    /// Escape), so that change is not reported back as the user's.
    private var isMirroring = false

    /// A bar whose menu button opens `menu`.
    init(menu: Menu) {
        widget.title = AppInfo.name
        widget.showsCloseButton = true

        searchButton.setImage(Image(iconName: "edit-find-symbolic"))
        searchButton.accessibleName = localized("Search")
        searchButton.tooltip = localized("Find a place")
        searchButton.onToggled { [weak self] isActive in
            guard let self, !self.isMirroring else { return }
            self.onSearchToggled?(isActive)
        }

        menuButton.menu = menu
        menuButton.accessibleName = localized("Main Menu")
        menuButton.tooltip = localized("Main Menu")

        widget.addAtStart(searchButton)
        widget.addAtEnd(menuButton)
        widget.showAll()
    }

    /// Shows whether the search bar is open, however it was opened or closed.
    func showSearch(isOpen: Bool) {
        guard searchButton.isActive != isOpen else { return }
        isMirroring = true
        searchButton.isActive = isOpen
        isMirroring = false
    }

    /// Opens the main menu, or closes it when it is open (F10).
    func toggleMenu() {
        menuButton.isActive.toggle()
    }
}
