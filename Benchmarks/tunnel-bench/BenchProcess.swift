import Foundation
import Geo

/// How every window benchmark starts a GTK program that lives beside this
/// executable (`tunnel`, `empty-gtk-window`): the trace on, a window of its
/// own, no GL, on one display server, no accessibility bus, and a fresh
/// state folder, so runs neither share a window nor restore each
/// other's digger.
enum BenchProcess {
    /// `name` in the folder of the running benchmark, or `name` itself when
    /// it is an absolute path (another build to compare with).
    static func binary(_ name: String) -> URL {
        if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The cache folder of every process this run launches, shared, as a
    /// user's starts share theirs. Removed as the benchmark exits.
    static let cacheHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-cache-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: BenchProcess.cacheHome) }
        return folder
    }()

    /// A process for `name` with `arguments` on `server`, its state under
    /// `state`, and `environment` added to the benchmark's (for example
    /// `GDK_SCALE`).
    static func make(
        _ name: String, arguments: [String], state: URL, on server: DisplayServer,
        environment extra: [String: String] = [:]
    ) -> Process {
        let process = Process()
        process.executableURL = binary(name)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TUNNEL_TRACE"] = "1"
        environment["TUNNEL_NON_UNIQUE"] = "1"
        environment["GDK_GL"] = "disable"
        environment["NO_AT_BRIDGE"] = "1"
        environment["XDG_STATE_HOME"] = state.path
        environment["XDG_CACHE_HOME"] = cacheHome.path
        for name in server.unset { environment[name] = nil }
        environment.merge(server.environment) { _, added in added }
        environment.merge(extra) { _, added in added }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        return process
    }

    /// Drops the world files' pages from the page cache, as the kernel's
    /// reclaim drops files unused for a while, so that a launch reads them
    /// from disk. Only pages no process maps can go.
    static func dropFromPageCache(worldFilesOf locator: AssetLocator) {
        for name in AssetLocator.worldFileNames {
            let fd = open(locator.worldFile(name), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            _ = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED)
            close(fd)
        }
    }
}
