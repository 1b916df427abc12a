import Containment
import ContainmentGtk
import Geo
import TunnelCore

/// The results under the search entry: a popover holding a list, one row
/// per place, the chosen-by-Enter row selected.
///
/// The popover is not modal and its rows take no focus, so the keyboard
/// stays in the entry while the list changes under it (GNOME Maps' way):
/// the bar forwards Down and Up here, and a click on a row chooses it.
/// The list is a GtkListBox (a list to a screen reader), each row's
/// accessible name is its whole text, and an empty list says so with a
/// quiet placeholder ("No places match").
@MainActor
final class PlaceResultsList {
    /// The popover holding the list.
    let popover: Popover
    private let list = ListBox()
    /// Scrolls the list when the window is too short for every row.
    private let scroller = ScrolledWindow()
    private let placeholder = Label(localized("No places match"))
    private let relativeTo: Widget
    private let language: Language
    /// The places the rows show, in order.
    private(set) var matches: [PlaceMatch] = []
    /// The rows, in order: one per match.
    private var rows: [ListBoxRow] = []
    /// The accessible names of the rows, in order (what a screen reader reads).
    private(set) var rowNames: [String] = []
    /// Called when a row is clicked.
    var onClick: ((PlaceMatch) -> Void)?

    /// The narrowest the list gets, so names fit on small entries (unless
    /// the window itself is narrower).
    static let minimumWidth = 340
    /// Room kept beside the popover in a narrow window for its padding and shadow.
    static let marginAside = 28
    /// The list's height never goes under this (about two rows), however short the window.
    static let minimumHeight = 100
    /// Room kept under the popover for its arrow, padding and shadow.
    static let marginBelow = 40

    /// A results popover pointing at `entry`, naming places in `language`.
    init(under entry: Widget, language: Language) {
        relativeTo = entry
        self.language = language
        popover = Popover(pointingAt: entry)
        popover.isModal = false
        popover.position = .bottom
        popover.addStyleClass("tunnel-search-results")
        list.selectionMode = .single
        list.activatesOnSingleClick = true
        // Focus stays in the entry; the list is driven from there.
        list.canFocus = false
        placeholder.addStyleClass("dim-label")
        placeholder.addStyleClass("tunnel-search-placeholder")
        placeholder.show()
        list.setPlaceholder(placeholder)
        list.accessibleRole = .list
        list.accessibleName = localized("Places found")
        // The entry drives the list (as a combo box's entry does its
        // popup): screen readers follow its selection from the entry.
        entry.addAccessibleRelation(controlling: list)
        // As tall as its rows, up to what the window leaves (see popUp()).
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.propagatesNaturalHeight = true
        scroller.add(list)
        popover.add(scroller)
        scroller.showAll()
        list.onRowActivated { [weak self] index in
            guard let self, self.matches.indices.contains(index) else { return }
            self.onClick?(self.matches[index])
        }
        PlaceSearchStyle.install()
    }

    // MARK: Content

    /// Shows `matches`, the first selected; none shows the placeholder.
    func show(_ matches: [PlaceMatch]) {
        // The same results again (a query repeated as the entry settles)
        // keep their rows and the row the user moved to.
        if !matches.isEmpty, matches == self.matches { return }
        self.matches = matches
        rowNames = []
        removeRows()
        for match in matches {
            let row = Self.makeRow(PlaceResultText(match, language: language))
            list.add(row)
            rows.append(row)
            // Read back from ATK, so the trace shows what a screen reader gets.
            rowNames.append(row.accessibleName ?? "")
        }
        placeholder.text = localized("No places match")
        select(matches.isEmpty ? nil : 0)
    }

    /// Shows no rows and `message` in the placeholder's place (the index is
    /// still being built, or there is no data to search).
    func showMessage(_ message: String) {
        matches = []
        rowNames = []
        removeRows()
        placeholder.text = message
    }

    private func removeRows() {
        for row in rows { row.destroy() }
        rows = []
    }

    // MARK: Showing

    /// Whether the popover is up.
    var isShown: Bool { popover.isVisible }

    /// Pops the list up under the entry, as wide as the entry and no
    /// taller than the window below it.
    func popUp() {
        var width = max(Self.minimumWidth, relativeTo.allocatedWidth)
        if let window = relativeTo.toplevel {
            width = min(width, window.allocatedWidth - Self.marginAside)
            let entryBottom = relativeTo.translate(x: 0, y: relativeTo.allocatedHeight, to: window)?.y ?? 0
            let room = window.allocatedHeight - entryBottom - Self.marginBelow
            scroller.maximumContentHeight = max(Self.minimumHeight, room)
        }
        list.sizeRequest = (max(1, width), -1)
        if !isShown { popover.popUp() }
    }

    /// Hides the list.
    func popDown() {
        if isShown { popover.popDown() }
    }

    // MARK: Selection

    /// The row Enter chooses, if any.
    private(set) var selectedIndex: Int?

    /// The place Enter chooses: the selected row's.
    var selectedMatch: PlaceMatch? {
        selectedIndex.flatMap { matches.indices.contains($0) ? matches[$0] : nil }
    }

    /// Moves the selection `delta` rows, stopping at either end.
    func moveSelection(by delta: Int) {
        guard !matches.isEmpty else { return }
        let next = min(matches.count - 1, max(0, (selectedIndex ?? -1) + delta))
        select(next)
        Trace.emit(TraceEvent("searchSelected", [("index", .number(Double(next))), ("row", .string(rowNames[next]))]))
    }

    private func select(_ index: Int?) {
        selectedIndex = index
        list.selectRow(at: index)
        if let index, rows.indices.contains(index) { scrollToShow(rows[index]) }
    }

    /// Scrolls the list just enough that `row` is in view.
    private func scrollToShow(_ row: ListBoxRow) {
        let allocation = row.allocation
        guard allocation.height > 1 else { return }  // not laid out yet: it is at the top
        scroller.verticalAdjustment.clampPage(lower: Double(allocation.y), upper: Double(allocation.y + allocation.height))
    }

    // MARK: Rows

    /// One row: the name and the other-language name, the context under
    /// them, the kind to the right.
    private static func makeRow(_ text: PlaceResultText) -> ListBoxRow {
        let row = ListBoxRow()
        row.canFocus = false
        row.addStyleClass("tunnel-search-row")

        let names = Box(orientation: .horizontal, spacing: 8)
        names.append(label(text.title, classes: ["tunnel-search-title"]))
        if let other = text.otherName {
            names.append(label(other, classes: ["tunnel-search-other", "dim-label"]))
        }
        let lines = Box(orientation: .vertical, spacing: 2)
        lines.append(names)
        if !text.context.isEmpty {
            lines.append(label(text.context, classes: ["tunnel-search-context", "dim-label"]))
        }
        let kind = label(text.kind, classes: ["tunnel-search-kind", "dim-label"])
        kind.verticalAlignment = .center
        let columns = Box(orientation: .horizontal, spacing: 12)
        columns.append(lines, expands: true)
        columns.appendAtEnd(kind)
        row.add(columns)
        row.showAll()
        row.accessibleName = text.accessibleName
        return row
    }

    private static func label(_ text: String, classes: [String]) -> Label {
        let label = Label(text)
        label.xAlignment = 0
        label.ellipsizeMode = .end
        for name in classes { label.addStyleClass(name) }
        return label
    }
}
