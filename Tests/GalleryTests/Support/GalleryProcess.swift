import Foundation
import XCTest
import XvfbTesting

/// The real `containment-gallery` binary, launched in the test's X server
/// (run the tests under `meson-helpers/with-xvfb.sh`) and driven with
/// xdotool as a user would drive it. Its `CONTAINMENT_TRACE=1` trace is read
/// back from standard error.
///
/// ```swift
/// let gallery = try GalleryProcess(arguments: ["--example", "tunnel"])
/// try gallery.waitForWindow()
/// try gallery.key("ctrl+Next")
/// try gallery.waitForTrace("tab switch") { $0.events(named: "tabSelected").count >= 2 }
/// ```
final class GalleryProcess {
    let process = Process()
    let stderrURL: URL
    private(set) var windowID: String = ""

    /// The window's title, which the harness searches for.
    static let windowTitle = "Containment Gallery"

    /// The `containment-gallery` executable built next to the test bundle.
    static var executableURL: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("containment-gallery")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundleDirectory.appendingPathComponent("containment-gallery")
    }

    /// Starts the gallery with `arguments`, the trace on, and `environment` on top.
    init(arguments: [String] = [], environment extra: [String: String] = [:]) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw HarnessError("no DISPLAY: run the tests under meson-helpers/with-xvfb.sh, which starts Xvfb")
        }
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-stderr-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = Self.executableURL
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CONTAINMENT_TRACE"] = "1"
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment["GDK_GL"] = "disable"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// Polls xdotool until the gallery's window is visible; returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw HarnessError("containment-gallery exited with status \(process.terminationStatus) before showing a window:\n\(stderr)")
            }
            let ids = try Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)",
                                   "--name", "^\(Self.windowTitle)$", allowFailure: true)
                .split(separator: "\n").map(String.init)
            if let id = ids.first {
                windowID = id
                return id
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("no gallery window appeared within \(timeout) s:\n\(stderr)")
    }

    /// Waits for the process to exit and returns its status.
    func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            throw HarnessError("containment-gallery did not exit within \(timeout) s")
        }
        return process.terminationStatus
    }

    /// Everything the gallery wrote to stderr so far.
    var stderr: String {
        (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
    }

    /// The window's position and size on screen (GTK's client-side
    /// decorations included), as X reports them.
    func windowGeometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
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
}
