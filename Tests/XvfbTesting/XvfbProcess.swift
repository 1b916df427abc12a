import CGtk
public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real executable of this package, launched in the test's X server and
/// driven as a user would drive it: what the app's `AppProcess` and the
/// gallery's `GalleryProcess` share. Its standard error (the trace,
/// warnings) goes to a file the test reads back.
///
/// Run the tests under `meson-helpers/with-xvfb.sh` (or `meson-helpers/test.sh`),
/// which start Xvfb and set `DISPLAY`.
open class XvfbProcess {
    /// The running process.
    public let process = Process()
    /// The file its standard error goes to.
    public let stderrURL: URL
    /// The X id of its main window, once ``waitForWindow(title:timeout:)`` found it.
    public private(set) var windowID = ""
    /// The executable's name, for messages.
    public let executableName: String
    /// When it was started, on GLib's monotonic clock (microseconds), the
    /// clock a trace's `monotonicMicroseconds` stamps count on.
    public private(set) var launchedMicroseconds = 0

    /// Now, on GLib's monotonic clock (microseconds).
    public static var monotonicMicroseconds: Int { Int(g_get_monotonic_time()) }

    /// The executable `name` built next to the test bundle.
    public static func executableURL(named name: String) -> URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundleDirectory.appendingPathComponent(name)
    }

    /// Starts the executable `name` with `arguments`, GTK on X11 without
    /// accessibility bus or GL (fast and quiet under Xvfb), and `environment`
    /// on top of the test's own.
    public init(executableNamed name: String, arguments: [String], environment extra: [String: String]) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw HarnessError("no DISPLAY: run the tests under meson-helpers/with-xvfb.sh or meson-helpers/test.sh, which start Xvfb")
        }
        executableName = name
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-stderr-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = Self.executableURL(named: name)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment["GDK_GL"] = "disable"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = FileHandle.nullDevice
        launchedMicroseconds = Self.monotonicMicroseconds
        try process.run()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// Ends the process (SIGTERM, then SIGKILL if it has not gone within
    /// five seconds) and waits for it. Subclasses call it before removing
    /// what the process may still write to.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Polls xdotool until a visible window of this process is titled
    /// exactly `title`; returns its id. Both criteria must match (`--all`):
    /// a dying window of an earlier test must never be picked.
    @discardableResult
    public func waitForWindow(title: String, timeout: TimeInterval) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw HarnessError("\(executableName) exited with status \(process.terminationStatus) before showing a window:\n\(stderr)")
            }
            let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
            let ids = try Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)",
                                   "--name", pattern, allowFailure: true)
                .split(separator: "\n").map(String.init)
            if let id = ids.first {  // the main window is created first; dialogs come later
                windowID = id
                return id
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("no \(title) window appeared within \(timeout) s:\n\(stderr)")
    }

    /// Waits for the process to exit and returns its status.
    public func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            throw HarnessError("\(executableName) did not exit within \(timeout) s")
        }
        return process.terminationStatus
    }

    /// Everything the process wrote to standard error so far.
    public var stderr: String {
        (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
    }

    /// The trace (`CONTAINMENT_TRACE=1` or `TUNNEL_TRACE=1`) so far.
    public var trace: TraceLog { TraceLog(stderr: stderr) }

    /// Polls the trace until `condition` holds; `what` names it in the
    /// error if the process exits or the time runs out first.
    @discardableResult
    public func waitForTrace(timeout: TimeInterval = 20, _ what: String, until condition: (TraceLog) -> Bool) throws -> TraceLog {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let log = trace
            if condition(log) { return log }
            guard process.isRunning else { throw HarnessError("\(executableName) exited while waiting for \(what):\n\(stderr.suffix(3000))") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("timed out waiting for \(what); trace tail:\n\(stderr.suffix(3000))")
    }

    /// The main window's position and size on screen (GTK's client-side
    /// decorations included), as X reports them.
    public func windowGeometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let output = try Tool.run("xdotool", "getwindowgeometry", windowID)
        func numbers(after label: String) throws -> [Int] {
            guard let line = output.split(separator: "\n").first(where: { $0.contains(label) }),
                  let text = line.split(separator: " ").dropFirst().first(where: { $0.contains(label == "Position:" ? "," : "x") })
            else { throw HarnessError("unexpected xdotool output: \(output)") }
            return text.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Int($0) }
        }
        let position = try numbers(after: "Position:"), size = try numbers(after: "Geometry:")
        guard position.count == 2, size.count == 2 else { throw HarnessError("unexpected geometry: \(output)") }
        return (position[0], position[1], size[0], size[1])
    }

    /// Sends a key chord (xdotool syntax: `ctrl+q`, `alt+Left`, `ctrl+Next`)
    /// to the main window.
    public func key(_ chord: String) throws {
        try Tool.run("xdotool", "windowfocus", "--sync", windowID)
        try Tool.run("xdotool", "key", "--clearmodifiers", chord)
    }
}
