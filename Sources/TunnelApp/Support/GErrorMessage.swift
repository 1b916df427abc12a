import CGtk

/// The message of a GLib error a call reported, or "unknown error" when it
/// reported none; frees the error.
func takeMessage(of error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
}
