import CGtk

/// A text field for searching: a magnifier icon, a clear button, and
/// `search-changed` a moment after typing pauses.
@MainActor
public final class SearchEntry: Entry {
    /// An empty search field.
    public override init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_search_entry_new()))
    }

    /// Runs `handler` once the user pauses typing (or clears the field).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("search-changed", handler)
    }
}
