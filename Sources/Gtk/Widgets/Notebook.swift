import CGtk

/// Pages with tabs along the top, one page shown at a time.
@MainActor
public final class Notebook: Container {
    /// An empty notebook.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_notebook_new()))
    }

    /// Whether a frame is drawn around the pages.
    public var showsBorder: Bool {
        get { gtk_notebook_get_show_border(notebookPointer) != 0 }
        set { gtk_notebook_set_show_border(notebookPointer, newValue ? 1 : 0) }
    }

    /// Whether the tabs scroll, with arrows, when they do not fit.
    public var isScrollable: Bool {
        get { gtk_notebook_get_scrollable(notebookPointer) != 0 }
        set { gtk_notebook_set_scrollable(notebookPointer, newValue ? 1 : 0) }
    }

    /// Adds `page` at the end with `tab` as its tab's content.
    public func appendPage(_ page: Widget, tab: Widget) {
        guard !isDestroyed else { return }
        gtk_notebook_append_page(notebookPointer, page.widgetPointer, tab.widgetPointer)
    }

    /// Removes the last page.
    public func removeLastPage() {
        gtk_notebook_remove_page(notebookPointer, -1)
    }

    /// How many pages there are.
    public var pageCount: Int { Int(gtk_notebook_get_n_pages(notebookPointer)) }

    /// The index of the page shown, or -1 without pages.
    public var currentPage: Int {
        get { Int(gtk_notebook_get_current_page(notebookPointer)) }
        set { gtk_notebook_set_current_page(notebookPointer, Int32(newValue)) }
    }

    /// Whether `page`'s tab takes a share of the strip's width.
    public func setTabExpands(_ expands: Bool, for page: Widget) {
        cgtk_tabs_notebook_set_tab_expand(notebookPointer, page.widgetPointer, expands ? 1 : 0)
    }

    /// Runs `handler` with the new page's index as a page is about to be
    /// shown, by the user or in code; ``Object/stopEmission(of:)`` with
    /// `"switch-page"` inside it keeps the current page.
    @discardableResult
    public func onSwitchPage(_ handler: @escaping @MainActor (_ index: Int) -> Void) -> SignalConnection {
        Signal.connect(gobjectPointer, "switch-page", indexHandler: handler)
    }

    private var notebookPointer: UnsafeMutablePointer<GtkNotebook> { pointer(as: GtkNotebook.self) }
}
