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
open class DisplayProcess {
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

    /// Waits until the trace has not grown for `quiet` seconds (animations
    /// finished), and returns it.
    @discardableResult
    public func waitForQuiet(for quiet: TimeInterval = 0.5, timeout: TimeInterval = 20) throws -> TraceLog {
        let deadline = Date().addingTimeInterval(timeout)
        var count = trace.events.count
        var stableSince = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = trace.events.count
            if now != count {
                count = now
                stableSince = Date()
            } else if Date().timeIntervalSince(stableSince) >= quiet {
                return trace
            }
        }
        throw HarnessError("\(executableName) never went quiet; trace tail:\n\(stderr.suffix(2000))")
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

    /// Clicks button 1 at a screen point.
    /// The pointer first moves next to the point: a new window under a
    /// pointer that never moves gets no enter event, and GTK then ignores
    /// the click (the pointer stays put between tests in one X server).
    public func click(x: Double, y: Double) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()) + 3)", "\(Int(y.rounded()) + 3)")
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
        try Tool.run("xdotool", "click", "1")
    }

    /// Drags with button 1 from one screen point to another in `steps`
    /// small moves, as a hand would, pausing so the app sees every frame.
    /// `holdBeforeRelease` keeps the button down, the pointer still, before
    /// letting go: a drag held long enough ends with no flick velocity.
    public func drag(
        fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, steps: Int = 40,
        holdBeforeRelease: TimeInterval = 0.05
    ) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x0.rounded()))", "\(Int(y0.rounded()))")
        try Tool.run("xdotool", "mousedown", "1")
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let x = x0 + (x1 - x0) * t, y = y0 + (y1 - y0) * t
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
            Thread.sleep(forTimeInterval: 0.015)
        }
        Thread.sleep(forTimeInterval: holdBeforeRelease)
        try Tool.run("xdotool", "mouseup", "1")
    }
}
