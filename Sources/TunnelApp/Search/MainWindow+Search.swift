import Containment
import ContainmentGtk
import Geo
import Gtk
import TunnelCore

/// The window's side of place search: the bar lies over the top of the
/// window, typing over a map opens it, and a chosen place moves the digger
/// the way `--at` does.
extension MainWindow {
    /// Opens the search bar (Ctrl+F).
    func openSearch() {
        search.open()
    }

    /// Keys a map leaves unused may open the search bar (building it if
    /// the first frame has not yet).
    func connectMapKeysToSearch() {
        for map in [root.startMap, root.antipodeMap] {
            guard let widget = map.view.contentWidget else { continue }
            // Connected after the map's own handler, so arrows, + − and C
            // stay the map's and only the keys it leaves come here.
            widget.onForwardableKeyPress { [weak self] press in
                self?.search.handleKeyFromMap(press) ?? false
            }
        }
    }

    /// Builds the bar over the top of the window, wired to the maps: a
    /// chosen place moves the digger, and closing puts the focus back on
    /// the top map.
    func makeSearchBar() -> PlaceSearchBar {
        let search = PlaceSearchBar(service: searchService, language: language)
        hasBuiltSearch = true
        search.onOpenChange = { [weak self] isOpen in self?.headerBar.showSearch(isOpen: isOpen) }
        windowHost?.addOverlay(search.widget)
        // The map that had the keyboard when the bar opened, if one had;
        // shared by the two handlers below.
        var mapBeforeSearch: Widget?
        search.onWillOpen = { [weak self] in mapBeforeSearch = self?.focusedMap }
        search.onChoose = { [weak self] match in self?.dig(atChosen: match) }
        search.onClose = { [weak self] chose in
            guard let self else { return }
            // The index is large, and for this search and the next soon
            // after, not for the rest of the session.
            self.releaseSearchIndexWhenClosed.restart()
            defer { mapBeforeSearch = nil }
            // Escape goes back to the map the search was opened from (or
            // stays on a map clicked meanwhile); a chosen place to the top
            // map, where the digger now stands.
            if !chose && self.focusedMap != nil { return }
            if !chose, let map = mapBeforeSearch, map.isMapped {
                map.grabFocus()
            } else {
                self.focusTopMap()
            }
        }
        return search
    }

    /// The GTK side of the containment window.
    private var windowHost: GtkWindowHost? { window.host as? GtkWindowHost }

    /// The map widget with the keyboard, if a map has it.
    private var focusedMap: Widget? {
        guard let focus = windowHost?.toplevel.focusedWidget else { return nil }
        return [root.startMap, root.antipodeMap].compactMap { $0.view.contentWidget }.first { $0 === focus }
    }

    /// Moves the digger to a chosen place as a second launch's `--at` does
    /// (the X follows to the antipode), and glides the top map until the
    /// place is in its middle, even when it was already in view. From the
    /// info side the panes flip back to the maps first.
    private func dig(atChosen match: PlaceMatch) {
        if root.dig(at: match.coordinate, revealing: true) { focusesTopMapAfterFlip = true }
    }

    /// Gives the keyboard to the top map when it is on screen.
    func focusTopMap() {
        guard root.side == .maps, let widget = root.startMap.view.contentWidget, widget.isMapped else { return }
        widget.grabFocus()
    }
}
