import CGtk
import ContainmentGtk
import Dispatch
import MapRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the maps' font subset (``BaseMapFontSubset``) is kept between runs:
/// `$XDG_CACHE_HOME/tunnel/map-fonts.conf`. A start reads it before its
/// fonts are loaded; once its first frame is shown, the app makes the subset
/// again from the system's configuration and writes it if it changed, or
/// removes it if no subset reproduces the system's fonts.
///
/// A missing, unreadable or foreign file only means the start loads the
/// system's configuration, as it would without one.
enum MapFontSubsetFile {
    /// The file's path.
    static var path: String {
        String(cString: g_get_user_cache_dir()) + "/tunnel/map-fonts.conf"
    }

    /// The largest subset read: one is about 1 KB.
    private static let sizeLimit = 64 * 1024

    /// The subset's text, or nil when there is no regular file of at most
    /// 64 KB of UTF-8 text at ``path``.
    static func read(fromPath path: String = path) -> String? {
        guard let contents = readRegularFile(path, limit: sizeLimit), !contents.dropLast().contains(0) else { return nil }
        return contents.withUnsafeBufferPointer { String(validatingCString: $0.baseAddress!) }
    }

    /// Makes the subset again on a worker, then lets the main thread's font
    /// map follow the system's configuration (which making it loaded) and
    /// keeps the subset for the next start. Call once the first frame is
    /// shown.
    static func refresh(after fonts: BaseMapFontWarmUp, atPath path: String = path) {
        DispatchQueue.global(qos: .utility).async {
            let subset = BaseMapFontSubset.make()
            MainLoopSource.post { fonts.followSystemConfiguration() }
            if let problem = save(subset, toPath: path) {
                AppLogging.logger.warning("cannot keep the maps' font subset: \(problem)")
            }
        }
    }

    /// Writes `subset` to `path` unless the file already holds it, or
    /// removes the file when `subset` is nil. The file is replaced
    /// atomically (`g_file_set_contents`). Returns a readable reason on
    /// failure.
    static func save(_ subset: String?, toPath path: String) -> String? {
        guard let subset else {
            guard unlink(path) == 0 || errno == ENOENT else {
                return "cannot remove \(path): \(String(cString: strerror(errno)))"
            }
            return nil
        }
        if read(fromPath: path) == subset { return nil }
        if let problem = createFolder(holding: path) { return problem }
        var error: UnsafeMutablePointer<GError>?
        guard g_file_set_contents(path, subset, gssize(subset.utf8.count), &error) != 0 else {
            return "cannot save \(path): \(takeMessage(of: error))"
        }
        return nil
    }
}
