import DisplayTesting
import Foundation
import XCTest

/// The real `tunnel` binary, launched on the test's display (X11 unless
/// told otherwise) and driven as a user would drive it (see ``DisplayProcess``).
final class AppProcess: DisplayProcess {
    /// XDG_STATE_HOME of the app, so runs never share remembered state
    /// (its `cache` folder is XDG_CACHE_HOME).
    let stateDirectory: URL

    /// The `tunnel` executable built next to the test bundle.
    static var executableURL: URL { executableURL(named: "tunnel") }

    private let ownsStateDirectory: Bool

    init(
        arguments: [String] = [], environment extra: [String: String] = [:], stateDirectory shared: URL? = nil,
        backend: DisplayBackend = .x11
    ) throws {
        let state = shared ?? FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-state-\(UUID().uuidString)")
        stateDirectory = state
        ownsStateDirectory = shared == nil
        // Each run remembers its state in a folder of its own, and keeps its
        // cache beside it.
        var environment = [
            "TUNNEL_NON_UNIQUE": "1", "XDG_STATE_HOME": state.path,
            "XDG_CACHE_HOME": state.appendingPathComponent("cache").path,
        ]
        for (key, value) in extra { environment[key] = value }
        try super.init(executableNamed: "tunnel", arguments: arguments, environment: environment, backend: backend)
    }

    deinit {
        // The app writes its state as it quits: stop it before removing the folder.
        stop()
        if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    /// Polls until the app's window is visible; returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 20) throws -> String {
        try waitForWindow(title: "Tunnel", timeout: timeout)
    }

    /// Waits until the app has handled every key sent to it so far, for a
    /// test that asserts a key did nothing: keys reach the app in the order
    /// sent, so once the Ctrl+C sent after them is answered (a `copied`
    /// event; it copies the focused marker, or the entry's selection), so
    /// were they. The clipboard changes; nothing else does.
    func waitForKeysHandled() throws {
        let copies = trace.events(named: "copied").count
        try key("ctrl+c")
        try waitForTrace("the keys before a Ctrl+C handled") { $0.events(named: "copied").count > copies }
    }

    /// The window's title, as X reports it (X11 only).
    func windowName() throws -> String {
        try Tool.run("xdotool", "getwindowname", windowID).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The window's size in pixels, as the display reports it.
    func windowSize() throws -> (width: Int, height: Int) {
        let geometry = try windowGeometry()
        return (geometry.width, geometry.height)
    }

    /// Asks the window to close, as a window manager's close button does
    /// (a WM_DELETE_WINDOW client message; X11 only).
    func requestClose() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("close-window.py")
        try Tool.run("python3", script.path, windowID)
    }
}
