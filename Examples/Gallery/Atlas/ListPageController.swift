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
        let list = ListBox()
        list.addStyleClass("frame")
        list.verticalAlignment = .start
        // Rows open pages, as in GNOME's boxed lists: none stays selected
        // (highlighted) when the user comes back.
        list.selectionMode = .none
        for row in rows { list.add(Self.makeRow(row)) }
        list.onRowActivated { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            self.navigationController?.pushViewController(self.rows[index].open(), animated: true)
        }
        view = View(AtlasStyle.scrolledColumn(list))
    }

    private static func makeRow(_ row: Row) -> Widget {
        let box = Box(orientation: .horizontal, spacing: 12)
        box.borderWidth = 12
        let title = Label(row.title)
        title.xAlignment = 0
        title.ellipsizeMode = .end
        let detail = Label(row.detail)
        detail.addStyleClass("dim-label")
        box.append(title, expands: true)
        box.append(detail)
        box.append(Image(iconName: "go-next-symbolic"))
        return box
    }
}

/// The look shared by the Atlas's pages: a centred column, as GNOME's settings pages.
@MainActor enum AtlasStyle {
    /// `content` in a scrolled window, centred in a column at most 560 points wide.
    static func scrolledColumn(_ content: Widget) -> Widget {
        content.sizeRequest = (560, -1)
        content.horizontalAlignment = .center
        content.marginTop = 24
        content.marginBottom = 24
        // The scrolled window's viewport caches what it scrolls in a surface
        // that is opaque when its child's CSS background is (a GtkListBox's
        // is), taking it that the child covers the viewport; a centred column
        // does not, and the uncovered margins would come out black once the
        // page is long enough to scroll. A plain box, with no background and
        // filling the viewport, is the viewport's child instead.
        let column = Box(orientation: .vertical)
        column.append(content)
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.add(column)
        return scrolled
    }
}
