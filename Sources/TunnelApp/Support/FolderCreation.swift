import ContainmentGtk
import TunnelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates the folder that holds `path`, with its parents, readable by the
/// user alone. Returns nil, or why it could not in the system's own words
/// ("Permission denied", "No space left on device").
///
/// Where a component of the folder is in the way, the reason names what it
/// is: a file, a symbolic link to nothing, a loop of links. GLib reports
/// all of these as "Not a directory", which for a link is wrong.
func createFolder(holding path: String) -> String? {
    let folder = parentDirectory(path)
    guard Folder.create(withParents: folder, mode: 0o700) else {
        let reason = obstacle(on: folder) ?? String(cString: strerror(errno))
        return "cannot create the folder \(folder): \(reason)"
    }
    return nil
}

/// What stands in the way of `folder` being a directory: the first of its
/// ancestors, or itself, that exists and is no folder, described; nil when
/// none does.
private func obstacle(on folder: String) -> String? {
    var prefix = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
        prefix += "/" + component
        var link = stat()
        guard lstat(prefix, &link) == 0 else { return nil }
        var target = stat()
        if stat(prefix, &target) != 0 {
            let reason = String(cString: strerror(errno))
            guard (link.st_mode & S_IFMT) == S_IFLNK else { return reason }
            return errno == ENOENT ? "\(prefix) is a symbolic link to something that does not exist" : "\(prefix): \(reason)"
        }
        if (target.st_mode & S_IFMT) != S_IFDIR { return "\(prefix): \(String(cString: strerror(ENOTDIR)))" }
    }
    return nil
}
