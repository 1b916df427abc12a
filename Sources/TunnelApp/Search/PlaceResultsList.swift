import CGtk
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
    /// The GtkPopover.
    let popover: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    /// Scrolls the list when the window is too short for every row.
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private let relativeTo: UnsafeMutablePointer<GtkWidget>
    private let language: Language
    /// The places the rows show, in order.
    private(set) var matches: [PlaceMatch] = []
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
    static let minimumHeight: Int32 = 100
    /// Room kept under the popover for its arrow, padding and shadow.
    static let marginBelow: Int32 = 40

    /// A results popover pointing at `entry`, naming places in `language`.
    init(under entry: UnsafeMutablePointer<GtkWidget>, language: Language) {
        relativeTo = entry
        self.language = language
        popover = gtk_popover_new(entry)
        gtk_popover_set_modal(cgtk_search_popover(popover), 0)
        gtk_popover_set_position(cgtk_search_popover(popover), GTK_POS_BOTTOM)
        gtk_style_context_add_class(gtk_widget_get_style_context(popover), "tunnel-search-results")
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(cgtk_search_list_box(list), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(cgtk_search_list_box(list), 1)
        // Focus stays in the entry; the list is driven from there.
        gtk_widget_set_can_focus(list, 0)
        placeholder = gtk_label_new(localized("No places match"))
        gtk_style_context_add_class(gtk_widget_get_style_context(placeholder), "dim-label")
        gtk_style_context_add_class(gtk_widget_get_style_context(placeholder), "tunnel-search-placeholder")
        gtk_widget_show(placeholder)
        gtk_list_box_set_placeholder(cgtk_search_list_box(list), placeholder)
        if let accessible = gtk_widget_get_accessible(list) {
            atk_object_set_role(accessible, ATK_ROLE_LIST)
            atk_object_set_name(accessible, localized("Places found"))
            // The entry drives the list (as a combo box's entry does its
            // popup): screen readers follow its selection from the entry.
            if let entryAccessible = gtk_widget_get_accessible(entry) {
                atk_object_add_relationship(entryAccessible, ATK_RELATION_CONTROLLER_FOR, accessible)
                atk_object_add_relationship(accessible, ATK_RELATION_CONTROLLED_BY, entryAccessible)
            }
        }
        // As tall as its rows, up to what the window leaves (see popUp()).
        scroller = gtk_scrolled_window_new(nil, nil)
        gtk_scrolled_window_set_policy(cgtk_tabs_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(cgtk_tabs_scrolled_window(scroller), 1)
        gtk_container_add(cgtk_container(scroller), list)
        gtk_container_add(cgtk_container(popover), scroller)
        gtk_widget_show_all(scroller)
        Signal.connect(list, "row-activated", pointerHandler: { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(cgtk_search_list_box_row(row)))
            if self.matches.indices.contains(index) { self.onClick?(self.matches[index]) }
        })
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
            let text = PlaceResultText(match, language: language)
            let row = Self.makeRow(text)
            gtk_container_add(cgtk_container(list), row)
            // Read back from ATK, so the trace shows what a screen reader gets.
            rowNames.append(Accessibility.name(of: row) ?? "")
        }
        gtk_label_set_text(cgtk_label(placeholder), localized("No places match"))
        select(matches.isEmpty ? nil : 0)
    }

    /// Shows no rows and `message` in the placeholder's place (the index is
    /// still being built, or there is no data to search).
    func showMessage(_ message: String) {
        matches = []
        rowNames = []
        removeRows()
        gtk_label_set_text(cgtk_label(placeholder), message)
    }

    private func removeRows() {
        while let row = gtk_list_box_get_row_at_index(cgtk_search_list_box(list), 0) {
            gtk_widget_destroy(cgtk_widget(row))
        }
    }

    // MARK: Showing

    /// Whether the popover is up.
    var isShown: Bool { gtk_widget_get_visible(popover) != 0 }

    /// Pops the list up under the entry, as wide as the entry and no
    /// taller than the window below it.
    func popUp() {
        var width = max(Self.minimumWidth, Int(gtk_widget_get_allocated_width(relativeTo)))
        if let window = gtk_widget_get_toplevel(relativeTo) {
            width = min(width, Int(gtk_widget_get_allocated_width(window)) - Self.marginAside)
            var entryBottom: Int32 = 0, unused: Int32 = 0
            gtk_widget_translate_coordinates(relativeTo, window, 0, gtk_widget_get_allocated_height(relativeTo), &unused, &entryBottom)
            let room = Int32(gtk_widget_get_allocated_height(window)) - entryBottom - Self.marginBelow
            gtk_scrolled_window_set_max_content_height(cgtk_tabs_scrolled_window(scroller), max(Self.minimumHeight, room))
        }
        gtk_widget_set_size_request(list, Int32(max(1, width)), -1)
        if !isShown { gtk_popover_popup(cgtk_search_popover(popover)) }
    }

    /// Hides the list.
    func popDown() {
        if isShown { gtk_popover_popdown(cgtk_search_popover(popover)) }
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
        guard let index, let row = gtk_list_box_get_row_at_index(cgtk_search_list_box(list), Int32(index)) else {
            gtk_list_box_unselect_all(cgtk_search_list_box(list))
            return
        }
        gtk_list_box_select_row(cgtk_search_list_box(list), row)
        scrollToShow(row)
    }

    /// Scrolls the list just enough that `row` is in view.
    private func scrollToShow(_ row: UnsafeMutablePointer<GtkListBoxRow>) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_tabs_scrolled_window(scroller)) else { return }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(cgtk_widget(row), &allocation)
        guard allocation.height > 1 else { return }  // not laid out yet: it is at the top
        gtk_adjustment_clamp_page(adjustment, Double(allocation.y), Double(allocation.y + allocation.height))
    }

    // MARK: Rows

    /// One row: the name and the other-language name, the context under
    /// them, the kind to the right.
    private static func makeRow(_ text: PlaceResultText) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_list_box_row_new()!
        gtk_widget_set_can_focus(row, 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(row), "tunnel-search-row")

        let names = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_box_pack_start(cgtk_box(names), label(text.title, classes: ["tunnel-search-title"]), 0, 0, 0)
        if let other = text.otherName {
            gtk_box_pack_start(cgtk_box(names), label(other, classes: ["tunnel-search-other", "dim-label"]), 0, 0, 0)
        }
        let lines = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_box_pack_start(cgtk_box(lines), names, 0, 0, 0)
        if !text.context.isEmpty {
            gtk_box_pack_start(cgtk_box(lines), label(text.context, classes: ["tunnel-search-context", "dim-label"]), 0, 0, 0)
        }
        let kind = label(text.kind, classes: ["tunnel-search-kind", "dim-label"])
        gtk_widget_set_valign(kind, GTK_ALIGN_CENTER)
        let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_pack_start(cgtk_box(columns), lines, 1, 1, 0)
        gtk_box_pack_end(cgtk_box(columns), kind, 0, 0, 0)
        gtk_container_add(cgtk_container(row), columns)
        gtk_widget_show_all(row)
        if let accessible = gtk_widget_get_accessible(row) {
            atk_object_set_name(accessible, text.accessibleName)
        }
        return row
    }

    private static func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
        for name in classes { gtk_style_context_add_class(gtk_widget_get_style_context(label), name) }
        return label
    }
}
