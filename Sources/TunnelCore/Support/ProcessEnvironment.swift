#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The process's environment and exit, and file paths, through the C library
// (paths: with Geo's `AssetLocator.fileExists` and `canonicalPath`):
// Foundation's ProcessInfo, FileManager and URL would load
// FoundationEssentials at start-up for what the C library answers.

/// The value of the environment variable `name`, nil when it is unset.
package func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// Ends the process with `status`, flushing C stdio: the C library's
/// `exit(3)` under a name that argument-parser's `exit(withError:)` does not
/// hide inside a `ParsableCommand`.
package func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// The folder part of `path`: `/usr/bin` for `/usr/bin/tunnel`, `/` for
/// `/tunnel`, `.` for a bare name (what `URL.deletingLastPathComponent()`
/// gives for a file path, without needing a URL).
package func parentDirectory(_ path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
}
