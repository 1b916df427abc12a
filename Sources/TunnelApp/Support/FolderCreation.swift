import CGtk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates the folder that holds `path`, with its parents, readable by the
/// user alone. Returns nil, or why it could not in the system's own words
/// ("Permission denied", "Not a directory"): g_mkdir_with_parents sets errno.
func createFolder(holding path: String) -> String? {
    let folder = parentDirectory(path)
    guard g_mkdir_with_parents(folder, 0o700) == 0 else {
        return "cannot create the folder \(folder): \(String(cString: strerror(errno)))"
    }
    return nil
}
