import CGtk

extension String {
    /// A copy of a string GLib handed over to be freed, which this frees.
    static func takingGString(_ pointer: UnsafeMutablePointer<gchar>) -> String {
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}
