import CGtk

extension Widget {
    /// The text selected in a text field, or nil when nothing is selected
    /// or the widget is no text field.
    public var selectedText: String? {
        cgtk_search_selected_text(gobjectPointer).map(String.takingGString)
    }
}
