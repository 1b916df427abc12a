import CGtk

extension Notebook {
    /// The widget shown in the tab of the page at `index`; nil when there
    /// is no such page.
    ///
    /// ```swift
    /// let tab = notebook.tabLabel(forPageAt: 1) as? Container
    /// let badge = tab?.children.first { $0.hasStyleClass("badge") }
    /// ```
    public func tabLabel(forPageAt index: Int) -> Widget? {
        let notebook = pointer(as: GtkNotebook.self)
        guard index >= 0, let page = gtk_notebook_get_nth_page(notebook, Int32(index)),
              let label = gtk_notebook_get_tab_label(notebook, page) else { return nil }
        return Widget.wrapper(for: label)
    }
}
