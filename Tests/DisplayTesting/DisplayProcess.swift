public import Foundation
import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// A real executable of this package, launched on the test's display and
/// driven as a user would drive it: what the app's `AppProcess` and the
/// gallery's `GalleryProcess` share. Its standard error (the trace,
/// warnings) goes to a file the test reads back.
///
/// On X11 (the default) it runs in the Xvfb server of
/// `meson-helpers/with-xvfb.sh` and xdotool drives it. On Wayland it runs
/// on the headless sway of `meson-helpers/with-wayland.sh`, with
/// `G_DEBUG=fatal-criticals` (a GTK critical ends it, and so fails the
/// test), and input goes through wayvnc. `meson-helpers/test.sh` runs the
/// tests inside both.
open class DisplayProcess {
    /// The running process.
    public let process = Process()
    /// The file its standard error goes to.
    public let stderrURL: URL
    /// The display it runs on.
    public let backend: DisplayBackend
    /// Its main window, once ``waitForWindow(title:timeout:)`` found it: the
    /// X id, or sway's container id on Wayland.
    public private(set) var windowID = ""
    /// The executable's name, for messages.
    public let executableName: String
    /// When it was started, on GLib's monotonic clock (microseconds), the
    /// clock a trace's `monotonicMicroseconds` stamps count on.
    public private(set) var launchedMicroseconds = 0
    /// Its own `XDG_RUNTIME_DIR` on Wayland, removed once it has ended.
    private let runtimeDirectory: URL?
    /// The connection to wayvnc that all its input goes through, opened
    /// at the first input.
    var vnc: RFBClient?
    /// Left once the process has ended: what waiting for its end waits on.
    private let running = DispatchGroup()

    /// Now, on GLib's monotonic clock (microseconds).
    public static var monotonicMicroseconds: Int { Int(MonotonicClock.microseconds) }

    /// The executable `name` built next to the test bundle.
    public static func executableURL(named name: String) -> URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundleDirectory.appendingPathComponent(name)
    }

    /// Starts the executable `name` with `arguments` on `backend`, GTK
    /// without accessibility bus or GL (fast and quiet on a headless
    /// display), and `environment` on top of the test's own.
    ///
    /// On Wayland it also gets a private `XDG_RUNTIME_DIR` (mode 0700, as
    /// a login session's), no `DISPLAY` (so nothing falls back to X11
    /// unseen) and `G_DEBUG=fatal-criticals`.
    public init(
        executableNamed name: String, arguments: [String], environment extra: [String: String],
        backend: DisplayBackend = .x11
    ) throws {
        var environment = ProcessInfo.processInfo.environment
        switch backend {
        case .x11:
            guard environment["DISPLAY"] != nil else {
                throw HarnessError("no DISPLAY: run the tests under meson-helpers/with-xvfb.sh or meson-helpers/test.sh, which start Xvfb")
            }
            environment["GDK_BACKEND"] = "x11"
            runtimeDirectory = nil
        case .wayland:
            let session = try WaylandSession.current()
            let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-runtime-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            runtimeDirectory = runtime
            environment.removeValue(forKey: "DISPLAY")
            environment["GDK_BACKEND"] = "wayland"
            environment["WAYLAND_DISPLAY"] = session.display
            environment["XDG_RUNTIME_DIR"] = runtime.path
            environment["G_DEBUG"] = "fatal-criticals"
        }
        environment["NO_AT_BRIDGE"] = "1"
        environment["GDK_GL"] = "disable"
        for (key, value) in extra { environment[key] = value }
        // A test that drives the app through AT-SPI asks for the bridge with
        // NO_AT_BRIDGE=0; GTK's bridge stays off while the variable is set at all.
        if extra["NO_AT_BRIDGE"] == "0" { environment.removeValue(forKey: "NO_AT_BRIDGE") }
        self.backend = backend
        executableName = name
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-stderr-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = Self.executableURL(named: name)
        process.arguments = arguments
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = FileHandle.nullDevice
        running.enter()
        process.terminationHandler = { [running] _ in running.leave() }
        launchedMicroseconds = Self.monotonicMicroseconds
        do { try process.run() } catch {
            running.leave()
            throw error
        }
    }

    /// Waits up to `timeout` seconds for the process to end; whether it has.
    private func waitForEnd(timeout: TimeInterval) -> Bool {
        running.wait(timeout: .now() + timeout) == .success
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: stderrURL)
        if let runtimeDirectory { try? FileManager.default.removeItem(at: runtimeDirectory) }
    }

    /// Ends the process (SIGTERM, then SIGKILL if it has not gone within
    /// five seconds) and waits for it. Subclasses call it before removing
    /// what the process may still write to.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForEnd(timeout: 5) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Polls until a visible window of this process is titled exactly
    /// `title` (xdotool on X11, sway's tree on Wayland); returns its id.
    /// Both criteria must match: a dying window of an earlier test must
    /// never be picked.
    @discardableResult
    public func waitForWindow(title: String, timeout: TimeInterval) throws -> String {
        // The main window is created first; dialogs come later.
        guard let id = try waitForWindowIDs(titled: title, timeout: timeout).first else {
            throw HarnessError("no \(title) window appeared within \(timeout) s:\n\(stderr)")
        }
        windowID = id
        return id
    }

    /// Polls until this process shows a window titled exactly `title` (a
    /// dialog, say), and returns the ids of all it shows; empty if none
    /// came within `timeout`. Throws if the process ends first.
    public func waitForWindowIDs(titled title: String, timeout: TimeInterval = 20) throws -> [String] {
        try Polling.until(timeout: timeout) {
            guard process.isRunning else {
                throw HarnessError("\(executableName) exited with status \(process.terminationStatus) before showing a window:\n\(stderr)")
            }
            let ids = try windowIDs(titled: title)
            return ids.isEmpty ? nil : ids
        } ?? []
    }

    /// Polls until this process shows no window titled `title` (a dialog
    /// closed); throws if one is still shown after `timeout`.
    public func waitForNoWindow(titled title: String, timeout: TimeInterval = 20) throws {
        let gone = try Polling.until(timeout: timeout) { try windowIDs(titled: title).isEmpty ? true : nil }
        guard gone != nil else { throw HarnessError("the \(title) window was still shown after \(timeout) s") }
    }

    /// The ids of this process's visible windows titled exactly `title`.
    public func windowIDs(titled title: String) throws -> [String] {
        switch backend {
        case .x11:
            let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
            return try Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)",
                                "--name", pattern, allowFailure: true)
                .split(separator: "\n").map(String.init)
        case .wayland:
            return try SwayWindows.windows(of: process.processIdentifier, titled: title).map { String($0.id) }
        }
    }

    /// Waits for the process to exit and returns its status.
    public func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
        guard waitForEnd(timeout: timeout) else {
            process.terminate()
            throw HarnessError("\(executableName) did not exit within \(timeout) s")
        }
        // Returns at once: the process has ended; its status is then set.
        process.waitUntilExit()
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
        let found = try Polling.until(timeout: timeout) { () throws -> TraceLog? in
            let log = trace
            if condition(log) { return log }
            guard process.isRunning else { throw HarnessError("\(executableName) exited while waiting for \(what):\n\(stderr.suffix(3000))") }
            return nil
        }
        guard let found else { throw HarnessError("timed out after \(timeout) s waiting for \(what); trace tail:\n\(stderr.suffix(3000))") }
        return found
    }

    /// Waits until the trace has not grown for `quiet` seconds (animations
    /// finished), and returns it.
    @discardableResult
    public func waitForQuiet(for quiet: TimeInterval = 0.5, timeout: TimeInterval = 20) throws -> TraceLog {
        var count = trace.events.count
        var stableSince = Date()
        let settled = Polling.until(timeout: timeout) { () -> TraceLog? in
            let log = trace
            if log.events.count != count {
                count = log.events.count
                stableSince = Date()
                return nil
            }
            return Date().timeIntervalSince(stableSince) >= quiet ? log : nil
        }
        guard let settled else { throw HarnessError("\(executableName) never went quiet; trace tail:\n\(stderr.suffix(2000))") }
        return settled
    }

    /// Where the window's content sits inside the window the display
    /// reports (a client-side title bar above it, GTK's border around it),
    /// in pixels; zero for a window without a title bar of its own. Set
    /// once the window is shown (``AppProcess`` reads it from the trace).
    public var contentInsets = ContentInsets.zero

    /// Where X11 input lands on screen for a point of the window's content:
    /// the content's top left (tests address the content as if it were at
    /// the screen's corner, where Xvfb without a window manager puts the
    /// window). Set with ``contentInsets``.
    public var x11ContentOrigin: (x: Double, y: Double) = (0, 0)

    /// The main window's content — the window less its title bar and
    /// border (``contentInsets``) — and where it is on screen.
    public func windowGeometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let frame = try displayedWindowGeometry()
        let insets = contentInsets
        return (
            frame.x + insets.left, frame.y + insets.top,
            frame.width - insets.left - insets.right, frame.height - insets.top - insets.bottom)
    }

    /// Resizes the main window so that its content is `width` × `height`
    /// pixels, and waits until X has done it (X11 only).
    public func resizeContent(width: Int, height: Int) throws {
        let insets = contentInsets
        try Tool.run(
            "xdotool", "windowsize", "--sync", windowID, "\(width + insets.left + insets.right)",
            "\(height + insets.top + insets.bottom)")
    }

    /// The main window's position and size on screen: GTK's client-side
    /// decorations included, as X reports them; on Wayland sway's frame of
    /// it, which leaves out the shadows GTK draws around it.
    public func displayedWindowGeometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        switch backend {
        case .x11: return try xWindowGeometry()
        case .wayland:
            guard let id = Int(windowID), let window = try SwayWindows.window(id: id) else {
                throw HarnessError("\(executableName)'s window \(windowID) is not on screen")
            }
            return (window.x, window.y, window.width, window.height)
        }
    }

    private func xWindowGeometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
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

    /// The lines of standard error where GTK, GDK, GLib or their kin
    /// complained (`Gtk-CRITICAL`, `Gtk-WARNING`, `GLib-CRITICAL`,
    /// `GLib-GObject-WARNING`…): a test that drives the window asserts
    /// there are none.
    public var gtkComplaints: [String] {
        stderr.split(separator: "\n").map(String.init).filter { line in
            ["Gtk-", "Gdk-", "GLib-", "GLib-GObject-", "GLib-GIO-", "Pango-", "GdkPixbuf-", "Atk-"].contains { prefix in
                line.contains(prefix + "CRITICAL") || line.contains(prefix + "WARNING")
            }
        }
    }
}
