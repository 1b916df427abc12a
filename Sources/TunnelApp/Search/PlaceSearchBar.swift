import CGtk
import Containment
import ContainmentGtk
import Geo
import TunnelCore

/// Find a place by name: a GtkSearchBar with a search entry, and the
/// results popover under it, GNOME Maps' way.
///
/// Ctrl+F opens it; so does starting to type over a map (the map hands
/// unhandled printable keys to ``handleKeyFromMap(_:)``, which lets
/// `gtk_search_bar_handle_event` open the bar with that character). Results
/// follow every change of the text; Down and Up move the selection, Enter
/// chooses the selected place (the first by default), a click chooses the
/// row clicked, Escape closes the bar. Whoever owns the bar moves the
/// digger (``onChoose``) and puts the focus back (``onClose``).
@MainActor
final class PlaceSearchBar {
    /// The GtkSearchBar, to be placed over the maps.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The GtkSearchEntry.
    let entry: UnsafeMutablePointer<GtkWidget>
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
    private var isChoosing = false

    /// A bar searching with `service` and naming places in `language`.
    init(service: PlaceSearchService, language: Language) {
        self.service = service
        widget = gtk_search_bar_new()
        entry = gtk_search_entry_new()
        gtk_entry_set_placeholder_text(cgtk_search_entry(entry), localized("Search for a place"))
        // 34 characters wide where there is room, down to 8 in a narrow window.
        gtk_entry_set_width_chars(cgtk_search_entry(entry), 8)
        gtk_entry_set_max_width_chars(cgtk_search_entry(entry), 34)
        Accessibility.describe(
            entry, name: localized("Search for a place"),
            description: localized("Type a place’s name; Down and Up pick a result, Enter digs there, Escape closes."))
        gtk_container_add(cgtk_container(widget), entry)
        gtk_search_bar_connect_entry(cgtk_search_bar(widget), cgtk_search_entry(entry))
        gtk_search_bar_set_show_close_button(cgtk_search_bar(widget), 1)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_show(entry)
        // The bar stays hidden while closed, so Tab never lands in its
        // folded-away entry or close button.
        results = PlaceResultsList(under: entry, language: language)
        connectSignals()
    }

    private func connectSignals() {
        results.onClick = { [weak self] match in self?.choose(match) }
        service.onReady = { [weak self] in self?.indexBecameReady() }
        Signal.connect(entry, "search-changed") { [weak self] in self?.refresh() }
        Signal.connect(entry, "activate") { [weak self] in self?.enterPressed() }
        Signal.connect(entry, "key-press-event", eventHandler: { [weak self] event in
            self?.entryKeyPressed(event.assumingMemoryBound(to: GdkEventKey.self)) ?? false
        })
        // Clicking elsewhere (a map) puts the list away; coming back brings it back.
        Signal.connect(entry, "focus-out-event", eventHandler: { [weak self] _ in
            self?.results.popDown()
            return false
        })
        Signal.connect(entry, "focus-in-event", eventHandler: { [weak self] _ in
            if let self, self.isOpen, !self.text.isEmpty { self.results.popUp() }
            return false
        })
        Signal.connect(widget, "notify::search-mode-enabled", pointerHandler: { [weak self] _ in
            self?.searchModeChanged()
        })
    }

    // MARK: Opening and closing

    /// Whether the bar is shown.
    var isOpen: Bool { gtk_search_bar_get_search_mode(cgtk_search_bar(widget)) != 0 }

    /// Shows the bar and puts the cursor in the entry (Ctrl+F); if it is
    /// already open, selects its text so typing replaces it.
    func open() {
        if isOpen {
            gtk_widget_grab_focus(entry)
        } else {
            onWillOpen?()
            unhide()
            // The bar gives the entry the keyboard at once, but its revealer
            // maps (and so realizes) the entry only on its first animation
            // frame. Key events that come before that frame (the releases of
            // Ctrl+F's own keys follow its press at once; on Wayland the
            // frame waits for the compositor) went to an unrealized entry:
            // a Gtk-CRITICAL for each, and a key typed that soon was lost.
            // Realized now, the entry takes them, as
            // gtk_search_entry_handle_event makes sure for type-to-search.
            gtk_widget_realize(entry)
            gtk_search_bar_set_search_mode(cgtk_search_bar(widget), 1)
        }
    }

    /// Hides the bar; ``onClose`` follows.
    func close() {
        gtk_search_bar_set_search_mode(cgtk_search_bar(widget), 0)
    }

    /// A key the focused map did not use: a printable character opens the
    /// bar with it; Escape closes an open bar. Returns whether it was used.
    func handleKeyFromMap(_ event: UnsafeMutableRawPointer) -> Bool {
        let key = event.assumingMemoryBound(to: GdkEventKey.self)
        let keyval = cgtk_key_event_keyval(key)
        if Int32(keyval) == GDK_KEY_Escape && isOpen {
            close()
            return true
        }
        // Only text opens the bar: not Space (it presses buttons), not
        // shortcuts with Ctrl or Alt.
        let modifiers = cgtk_key_event_state(key) & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue)
        let character = gdk_keyval_to_unicode(keyval)
        guard !isOpen, modifiers == 0, character != 0, g_unichar_isgraph(character) != 0 else { return false }
        onWillOpen?()
        unhide()
        let opened = gtk_search_bar_handle_event(cgtk_search_bar(widget), event.assumingMemoryBound(to: GdkEvent.self)) != 0
        if !opened { gtk_widget_hide(widget) }
        return opened
    }

    private var pendingHide: MainLoopSource?
    /// How long the bar takes to fold away (GtkRevealer's default) before it is hidden.
    static let foldDuration = 0.3

    private func unhide() {
        pendingHide?.cancel()
        pendingHide = nil
        gtk_widget_show(widget)
    }

    private func searchModeChanged() {
        if isOpen {
            service.prepare()
            Trace.emit(TraceEvent("searchOpened"))
            return
        }
        choosesWhenReady = false
        results.popDown()
        // The next search starts afresh: type-to-search must not append to
        // an old query.
        gtk_entry_set_text(cgtk_search_entry(entry), "")
        shownQuery = nil
        pendingHide?.cancel()
        pendingHide = MainLoopSource.after(Self.foldDuration) { [weak self] in
            guard let self, !self.isOpen else { return }
            self.pendingHide = nil
            gtk_widget_hide(self.widget)
        }
        Trace.emit(TraceEvent("searchClosed", [("chose", .bool(isChoosing))]))
        onClose?(isChoosing)
    }

    // MARK: Results

    private var text: String {
        gtk_entry_get_text(cgtk_search_entry(entry)).map { String(cString: $0) } ?? ""
    }

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
        if gtk_widget_has_focus(entry) != 0 { results.popUp() }
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

    private func entryKeyPressed(_ key: UnsafeMutablePointer<GdkEventKey>) -> Bool {
        switch Int32(cgtk_key_event_keyval(key)) {
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            if shownQuery != text { refresh() }
            results.moveSelection(by: 1)
        case GDK_KEY_Up, GDK_KEY_KP_Up:
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
