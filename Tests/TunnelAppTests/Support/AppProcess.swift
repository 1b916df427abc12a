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
        // The trace says where the content sits under the title bar, which
        // the harness points and photographs by: always on, narrowed to that
        // one event when the test asked for no trace.
        if environment["TUNNEL_TRACE"] == nil {
            environment["TUNNEL_TRACE"] = "1"
            environment["TUNNEL_TRACE_EVENTS"] = "windowContent"
        } else if let events = environment["TUNNEL_TRACE_EVENTS"] {
            environment["TUNNEL_TRACE_EVENTS"] = events + ",windowContent"
        }
        try super.init(executableNamed: "tunnel", arguments: arguments, environment: environment, backend: backend)
    }

    deinit {
        // The app writes its state as it quits: stop it before removing the folder.
        stop()
        if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    /// Polls until the app's window is visible and has said where its
    /// content is (``DisplayProcess/contentInsets``); returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 20) throws -> String {
        let id = try waitForWindow(title: "Tunnel", timeout: timeout)
        try measureContentInsets()
        return id
    }

    /// Reads where the content sits in the window from the last
    /// `windowContent` event and the window's frame on screen, once both
    /// agree on the window's size (a resize may be under way).
    func measureContentInsets() throws {
        var measured: (ContentInsets, origin: (x: Double, y: Double))?
        _ = try Polling.until(timeout: 20) { () throws -> Bool? in
            guard let event = trace.events(named: "windowContent").last,
                  let x = event.number("x"), let y = event.number("y"), let width = event.number("width"),
                  let height = event.number("height"), let frameX = event.number("frameX"),
                  let frameY = event.number("frameY"), let scale = event.number("scale")
            else { return nil }
            let frame = try displayedWindowGeometry()
            // X reports the whole surface; sway its frame, inside the shadow.
            let left = backend == .x11 ? x : x - frameX, top = backend == .x11 ? y : y - frameY
            let insets = ContentInsets(
                left: Int(left * scale), top: Int(top * scale),
                right: frame.width - Int((left + width) * scale), bottom: frame.height - Int((top + height) * scale))
            guard insets.right == insets.left, insets.bottom >= 0, insets.bottom <= insets.top else { return nil }
            measured = (insets, (Double(frame.x) + left * scale, Double(frame.y) + top * scale))
            return true
        }
        guard let measured else {
            throw HarnessError("the window never said where its content is:\n\(stderr.suffix(2000))")
        }
        contentInsets = measured.0
        if backend == .x11 { x11ContentOrigin = measured.origin }
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
