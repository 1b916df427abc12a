import CGtk

/// A bar that slides down to show a search field (GNOME's search bars):
/// ``Container/add(_:)`` its content, and ``connectEntry(_:)`` the field
/// in it, which then takes the keyboard as the bar opens and closes the
/// bar on Escape.
///
/// ```swift
/// let bar = SearchBar()
/// let field = SearchEntry()
/// bar.add(field)
/// bar.connectEntry(field)
/// bar.showsCloseButton = true
/// bar.onSearchModeChanged { print(bar.isSearchModeEnabled ? "open" : "closed") }
/// ```
@MainActor
public final class SearchBar: Container {
    /// A closed, empty bar.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_search_bar_new()))
    }

    /// Makes `entry` the bar's field: it gets the keyboard when the bar
    /// opens, Escape in it closes the bar, and ``handle(_:)`` types into it.
    public func connectEntry(_ entry: Entry) {
        gtk_search_bar_connect_entry(barPointer, entry.entryPointer)
    }

    /// Whether the bar is open (sliding down, or down).
    public var isSearchModeEnabled: Bool {
        get { gtk_search_bar_get_search_mode(barPointer) != 0 }
        set { gtk_search_bar_set_search_mode(barPointer, newValue ? 1 : 0) }
    }

    /// Whether the bar shows a button that closes it.
    public var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(barPointer) != 0 }
        set { gtk_search_bar_set_show_close_button(barPointer, newValue ? 1 : 0) }
    }

    /// Runs `handler` after the bar opens or closes, by the user (Escape,
    /// the close button, typing) or in code.
    @discardableResult
    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        // `notify` passes the property's GParamSpec: a one-pointer signal.
        connect("notify::search-mode-enabled", pointerHandler: { _ in handler() })
    }

    /// Offers the bar a key pressed elsewhere (type-to-search): while the
    /// bar is closed, a key that types text into its entry opens it with
    /// that text. Returns whether the bar took the key; it takes none while
    /// it is open. Connect an entry first (GTK warns otherwise).
    public func handle(_ press: KeyPress) -> Bool {
        gtk_search_bar_handle_event(barPointer, press.gdkEvent) != 0
    }

    private var barPointer: UnsafeMutablePointer<GtkSearchBar> { pointer(as: GtkSearchBar.self) }
}
