#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with `status`, flushing C stdio: the C library's
/// `exit(3)` under a name that argument-parser's `exit(withError:)` does not
/// hide inside a `ParsableCommand`.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// The value of the environment variable `name`, nil when it is unset; read
/// with getenv(3) so the app needs no Foundation `ProcessInfo` for it.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
