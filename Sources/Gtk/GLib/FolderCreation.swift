import CGtk

/// Folders on the local file system, made the way GLib makes them.
public enum Folder {
    /// Creates the folder at `path` and any parents it lacks, each with the
    /// permission bits `mode` (`0o700`: the user's alone). Returns whether
    /// the folder exists afterwards; on failure `errno` says why.
    @discardableResult
    public static func create(withParents path: String, mode: Int32) -> Bool {
        g_mkdir_with_parents(path, mode) == 0
    }
}
