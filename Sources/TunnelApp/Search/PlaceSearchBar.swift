import Containment
import ContainmentGtk
import Geo
import TunnelCore

/// Find a place by name: a GtkSearchBar with a search entry, and the
/// results popover under it, GNOME Maps' way.
///
/// Ctrl+F opens it; so does starting to type over a map (the map hands
/// unhandled printable keys to ``handleKeyFromMap(_:)``, which lets the
/// bar open with that character in its entry). Results
/// follow every change of the text; Down and Up move the selection, Enter
/// chooses the selected place (the first by default), a click chooses the
/// row clicked, Escape closes the bar. Whoever owns the bar moves the
/// digger (``onChoose``) and puts the focus back (``onClose``).
@MainActor
final class PlaceSearchBar {
    /// The bar, to be placed over the maps.
    let widget = SearchBar()
    /// The search field in the bar.
    let entry = SearchEntry()
    private let results: PlaceResultsList
    private let service: PlaceSearchService
    /// The text the shown results are for.
    private var shownQuery: String?
    /// The shown query waits for the index to be built.
    private var waitsForIndex = false
    /// Enter came before the index was ready: choose the first result then.
    private var choosesWhenReady = false

    /// Called with the place the user chose, after the bar has closed.
    var onChoose: ((PlaceMatch) -> Void)?
    /// Called just before the bar opens (the focus is still where it was).
    var onWillOpen: (() -> Void)?
    /// Called when the bar has closed; `chose` tells whether a place was
    /// chosen (else Escape or the close button closed it).
    var onClose: ((_ chose: Bool) -> Void)?
    /// Called each time the bar opens or closes, however it was asked to.
    var onOpenChange: ((_ isOpen: Bool) -> Void)?
    private var isChoosing = false

    /// A bar searching with `service` and naming places in `language`.
    init(service: PlaceSearchService, language: Language) {
        self.service = service
        entry.placeholderText = localized("Search for a place")
        // 34 characters wide where there is room, down to 8 in a narrow window.
        entry.widthInCharacters = 8
        entry.maximumWidthInCharacters = 34
        entry.accessibleName = localized("Search for a place")
        entry.accessibleDescription = localized(
            "Type a place’s name; Down and Up pick a result, Enter digs there, Escape closes.")
        widget.add(entry)
        widget.connectEntry(entry)
        widget.showsCloseButton = true
        widget.verticalAlignment = .start
        entry.show()
        // The bar stays hidden while closed, so Tab never lands in its
        // folded-away entry or close button.
        results = PlaceResultsList(under: entry, language: language)
        connectSignals()
    }

    private func connectSignals() {
        results.onClick = { [weak self] match in self?.choose(match) }
        service.onReady = { [weak self] in self?.indexBecameReady() }
        entry.onSearchChanged { [weak self] in self?.refresh() }
        entry.onActivate { [weak self] in self?.enterPressed() }
        entry.onKeyPress { [weak self] event in self?.entryKeyPressed(event) ?? false }
        // Clicking elsewhere (a map) puts the list away; coming back brings it back.
        entry.onFocusOut { [weak self] in self?.results.popDown() }
        entry.onFocusIn { [weak self] in
            if let self, self.isOpen, !self.text.isEmpty { self.results.popUp() }
        }
        widget.onSearchModeChanged { [weak self] in self?.searchModeChanged() }
    }

    // MARK: Opening and closing

    /// Whether the bar is shown.
    var isOpen: Bool { widget.isSearchModeEnabled }

    /// Shows the bar and puts the cursor in the entry (Ctrl+F); if it is
    /// already open, selects its text so typing replaces it.
    func open() {
        if isOpen {
            entry.grabFocus()
        } else {
            onWillOpen?()
            unhide()
            // The bar gives the entry the keyboard at once, but its revealer
            // maps (and so realizes) the entry only on its first animation
            // frame. Key events that come before that frame (the releases of
            // Ctrl+F's own keys follow its press at once; on Wayland the
            // frame waits for the compositor) would reach an unrealized
            // entry: a Gtk-CRITICAL for each, and a key typed that soon
            // lost. Realized now, the entry takes them, as its own
            // type-to-search handling makes sure.
            entry.realize()
            widget.isSearchModeEnabled = true
        }
    }

    /// Hides the bar; ``onClose`` follows.
    func close() {
        widget.isSearchModeEnabled = false
    }

    /// A key the focused map did not use: a printable character opens the
    /// bar with it; Escape closes an open bar. Returns whether it was used.
    func handleKeyFromMap(_ press: KeyPress) -> Bool {
        let event = press.event
        if event.key == .escape && isOpen {
            close()
            return true
        }
        // Only text opens the bar: not Space (it presses buttons), not
        // shortcuts with Ctrl or Alt.
        guard !isOpen, event.modifiers.isDisjoint(with: [.control, .alternate]), event.visibleCharacter != nil
        else { return false }
        onWillOpen?()
        unhide()
        let opened = widget.handle(press)
        if !opened { widget.hide() }
        return opened
    }

    private var pendingHide: MainLoopSource?
    /// How long the bar takes to fold away (GtkRevealer's default) before it is hidden.
    static let foldDuration = 0.3

    private func unhide() {
        pendingHide?.cancel()
        pendingHide = nil
        widget.show()
    }

    private func searchModeChanged() {
        onOpenChange?(isOpen)
        if isOpen {
            service.prepare()
            Trace.emit(TraceEvent("searchOpened"))
            return
        }
        choosesWhenReady = false
        results.popDown()
        // The next search starts afresh: type-to-search must not append to
        // an old query.
        entry.text = ""
        shownQuery = nil
        pendingHide?.cancel()
        pendingHide = MainLoopSource.after(Self.foldDuration) { [weak self] in
            guard let self, !self.isOpen else { return }
            self.pendingHide = nil
            self.widget.hide()
        }
        Trace.emit(TraceEvent("searchClosed", [("chose", .bool(isChoosing))]))
        onClose?(isChoosing)
    }

    // MARK: Results

    private var text: String { entry.text }

    /// Shows the results for the entry's text.
    private func refresh() {
        let query = text
        shownQuery = query
        waitsForIndex = false
        guard isOpen, !query.trimmingSpaces.isEmpty else {
            // Nothing typed, nothing for Enter to choose.
            results.show([])
            results.popDown()
            return
        }
        let started = ContinuousClock.now
        switch service.search(query) {
        case .building:
            waitsForIndex = true
            results.showMessage(localized("Searching…"))
        case .unavailable(let reason):
            results.showMessage(reason)
        case .matches(let matches):
            results.show(matches)
            // The keystroke's whole cost on the main thread: the query and the new rows.
            let elapsed = (ContinuousClock.now - started).milliseconds
            Trace.emit(TraceEvent("searchResults", [
                ("query", .string(query)),
                ("count", .number(Double(matches.count))),
                ("rows", .string(results.rowNames.joined(separator: "\n"))),
                ("milliseconds", .number(elapsed)),
            ]))
        }
        if entry.hasFocus { results.popUp() }
    }

    private func indexBecameReady() {
        guard isOpen else { return }
        refresh()
        if choosesWhenReady {
            choosesWhenReady = false
            if let first = results.matches.first { choose(first) }
        }
    }

    // MARK: Choosing

    private func entryKeyPressed(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .down, .keypadDown:
            if shownQuery != text { refresh() }
            results.moveSelection(by: 1)
        case .up, .keypadUp:
            results.moveSelection(by: -1)
        default:
            return false
        }
        if !results.isShown && !results.matches.isEmpty { results.popUp() }
        return true
    }

    /// Enter: the selected result (the first unless Down or Up moved it).
    /// The entry waits a moment before announcing a change, so a query typed
    /// fast and ended with Enter is searched here first.
    private func enterPressed() {
        if shownQuery != text { refresh() }
        if let match = results.selectedMatch {
            choose(match)
        } else if waitsForIndex {
            choosesWhenReady = true
        }
    }

    private func choose(_ match: PlaceMatch) {
        Trace.emit(TraceEvent("searchChosen", [
            ("name", .string(match.name)),
            ("kind", .string(match.kind.rawValue)),
            ("latitude", .number(match.coordinate.latitude)),
            ("longitude", .number(match.coordinate.longitude)),
        ]))
        isChoosing = true
        close()
        isChoosing = false
        onChoose?(match)
    }
}
