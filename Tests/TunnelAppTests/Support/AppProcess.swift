import CGtk
import Foundation
import XCTest
import XvfbTesting

/// The real `tunnel` binary, launched in the test's X server and driven
/// with xdotool, as a user would drive it.
final class AppProcess {
    let process = Process()
    let stderrURL: URL
    /// XDG_STATE_HOME of the app, so runs never share remembered state.
    let stateDirectory: URL
    private(set) var windowID: String = ""

    /// The `tunnel` executable built next to the test bundle.
    static var executableURL: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("tunnel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundleDirectory.appendingPathComponent("tunnel")
    }

    private let ownsStateDirectory: Bool

    init(arguments: [String] = [], environment extra: [String: String] = [:], stateDirectory shared: URL? = nil) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw HarnessError("no DISPLAY: run the tests with meson-helpers/test.sh, which starts Xvfb")
        }
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("tunnel-stderr-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        stateDirectory = shared ?? FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-state-\(UUID().uuidString)")
        ownsStateDirectory = shared == nil
        process.executableURL = Self.executableURL
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TUNNEL_NON_UNIQUE"] = "1"
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment["GDK_GL"] = "disable"
        // Each run remembers its state in a folder of its own.
        environment["XDG_STATE_HOME"] = stateDirectory.path
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: stderrURL)
        if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    /// Polls xdotool until the app's window is visible; returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw HarnessError("tunnel exited with status \(process.terminationStatus) before showing a window:\n\(stderr)")
            }
            let ids = try Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "^Tunnel$", allowFailure: true)
                .split(separator: "\n").map(String.init)
            if let id = ids.first {  // the main window is created first; dialogs come later
                windowID = id
                return id
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("no Tunnel window appeared within \(timeout) s:\n\(stderr)")
    }

    /// Waits for the process to exit and returns its status.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            throw HarnessError("tunnel did not exit within \(timeout) s")
        }
        return process.terminationStatus
    }

    /// Everything the app wrote to stderr so far.
    var stderr: String {
        (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
    }

    /// The window's title, as X reports it.
    func windowName() throws -> String {
        try Tool.run("xdotool", "getwindowname", windowID).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The window's size in pixels, as X reports it.
    func windowSize() throws -> (width: Int, height: Int) {
        let output = try Tool.run("xdotool", "getwindowgeometry", windowID)
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let text = line.split(separator: " ").last else {
            throw HarnessError("unexpected xdotool output: \(output)")
        }
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw HarnessError("unexpected geometry: \(text)") }
        return (parts[0], parts[1])
    }

    /// Sends a key chord (xdotool syntax, e.g. `ctrl+q`) to the focused window.
    func key(_ chord: String) throws {
        try Tool.run("xdotool", "windowfocus", "--sync", windowID)
        try Tool.run("xdotool", "key", "--clearmodifiers", chord)
    }

    /// Asks the window to close, as a window manager's close button does
    /// (a WM_DELETE_WINDOW client message).
    func requestClose() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("close-window.py")
        try Tool.run("python3", script.path, windowID)
    }
}
