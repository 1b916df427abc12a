import CGtk

extension FileChooser {
    /// Offers a filter named `name` (the dialog's file-type menu: "PNG
    /// image") that shows the files matching any of `patterns` (`*.png`,
    /// case-sensitive globs, so give both cases) or of `mimeTypes`. The
    /// first filter added is selected.
    public func addFilter(named name: String, patterns: [String], mimeTypes: [String] = []) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        // The chooser sinks the filter's floating reference: it owns it.
        gtk_file_chooser_add_filter(OpaquePointer(gobjectPointer), filter)
    }

    /// The name of the filter the user has selected, if any.
    public var selectedFilterName: String? {
        guard let filter = gtk_file_chooser_get_filter(OpaquePointer(gobjectPointer)) else { return nil }
        return gtk_file_filter_get_name(filter).map { String(cString: $0) }
    }

    /// Opens the dialog in `path`'s folder (it must exist).
    public func setCurrentFolder(_ path: String) {
        gtk_file_chooser_set_current_folder(OpaquePointer(gobjectPointer), path)
    }
}
