import CGtk
import Containment
import ContainmentGtk

/// One level of the Atlas: a GNOME boxed list (GtkListBox) of rows with a
/// title, a detail and a chevron. A click or Enter on a row pushes the next level.
@MainActor final class ListPageController: ViewController {
    struct Row { let title: String; let detail: String; let open: @MainActor () -> ViewController }

    private let rows: [Row]

    init(title: String, rows: [Row]) {
        self.rows = rows
        super.init()
        navigationItem.title = title
        traceName = "list(\(title))"
    }

    override func loadView() {
        let list = gtk_list_box_new()!
        gtk_style_context_add_class(gtk_widget_get_style_context(list), "frame")
        gtk_widget_set_valign(list, GTK_ALIGN_START)
        // Rows open pages, as in GNOME's boxed lists: none stays selected
        // (highlighted) when the user comes back.
        gtk_list_box_set_selection_mode(
            UnsafeMutableRawPointer(list).assumingMemoryBound(to: GtkListBox.self), GTK_SELECTION_NONE)
        for row in rows { gtk_container_add(cgtk_container(list), Self.makeRow(row)) }
        Signal.connect(list, "row-activated", pointerHandler: { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            guard self.rows.indices.contains(index) else { return }
            self.navigationController?.pushViewController(self.rows[index].open(), animated: true)
        })
        view = View(gtkWidget: AtlasStyle.scrolledColumn(list))
    }

    private static func makeRow(_ row: Row) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_container_set_border_width(cgtk_container(box), 12)
        let title = gtk_label_new(row.title)!
        gtk_label_set_xalign(cgtk_label(title), 0)
        gtk_label_set_ellipsize(cgtk_label(title), PANGO_ELLIPSIZE_END)
        let detail = gtk_label_new(row.detail)!
        gtk_style_context_add_class(gtk_widget_get_style_context(detail), "dim-label")
        let chevron = gtk_image_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_box_pack_start(cgtk_box(box), title, 1, 1, 0)
        gtk_box_pack_start(cgtk_box(box), detail, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(box), chevron, 0, 0, 0)
        return box
    }
}

/// The look shared by the Atlas's pages: a centred column, as GNOME's settings pages.
@MainActor enum AtlasStyle {
    /// `content` in a scrolled window, centred in a column at most 560 points wide.
    static func scrolledColumn(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_size_request(content, 560, -1)
        gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(content, 24)
        gtk_widget_set_margin_bottom(content, 24)
        // The scrolled window's viewport caches what it scrolls in a surface
        // that is opaque when its child's CSS background is (a GtkListBox's
        // is), taking it that the child covers the viewport; a centred column
        // does not, and the uncovered margins would come out black once the
        // page is long enough to scroll. A plain box, with no background and
        // filling the viewport, is the viewport's child instead.
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(cgtk_box(column), content, 0, 0, 0)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(
            UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self),
            GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), column)
        return scrolled
    }
}
