import CGtk

extension Folder {
    /// The user's runtime folder (`XDG_RUNTIME_DIR`), where programs keep
    /// sockets and small state for the session; GLib falls back to the
    /// cache folder when the variable is unset.
    public static var userRuntime: String {
        // GLib always answers, and keeps the string for the process's life.
        g_get_user_runtime_dir().map { String(cString: $0) } ?? ""
    }
}
