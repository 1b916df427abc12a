import CCairo

extension String {
    /// The text with XML's special characters escaped, by GLib's
    /// `g_markup_escape_text`: for the XML and Pango markup the package
    /// writes itself (the shortcuts window's GtkBuilder description).
    package var markupEscaped: String {
        guard let escaped = g_markup_escape_text(self, -1) else { return self }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
