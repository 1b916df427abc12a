#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The process's environment and exit, and file paths, through the C library
// (paths: with Geo's `AssetLocator.fileExists` and `canonicalPath`).
// Foundation's ProcessInfo, FileManager and URL would do the same, but
// calling them at start-up alone keeps about 1.3 MB more of
// FoundationEssentials resident (measured with a small program reading the
// environment and one path), and the window reads these on every launch.

/// The value of the environment variable `name`, nil when it is unset.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// Ends the process with `status`, flushing C stdio: the C library's
/// `exit(3)` under a name that argument-parser's `exit(withError:)` does not
/// hide inside a `ParsableCommand`.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// The folder part of `path`: `/usr/bin` for `/usr/bin/tunnel`, `/` for
/// `/tunnel`, `.` for a bare name (what `URL.deletingLastPathComponent()`
/// gives for a file path, without needing a URL).
func parentDirectory(_ path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
}
