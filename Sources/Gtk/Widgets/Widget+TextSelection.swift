import CGtk

extension Widget {
    /// The text selected in a text field, or nil when nothing is selected
    /// or the widget is no text field.
    public var selectedText: String? {
        cgtk_search_selected_text(gobjectPointer).map(String.takingGString)
    }
}

extension Widget {
    /// Copies a text field's selection to the clipboard, as its own Ctrl+C
    /// does; does nothing for a widget that is no text field.
    public func copySelectionToClipboard() {
        guard takesTextInput else { return }
        cgtk_search_copy_clipboard(gobjectPointer)
    }
}
