import Foundation
import XCTest
import XvfbTesting

/// The real `containment-gallery` binary, launched in the test's X server
/// (run the tests under `meson-helpers/with-xvfb.sh`) and driven with
/// xdotool as a user would drive it (see ``XvfbProcess``). Its
/// `CONTAINMENT_TRACE=1` trace is read back from standard error.
///
/// ```swift
/// let gallery = try GalleryProcess(arguments: ["--example", "tunnel"])
/// try gallery.waitForWindow()
/// try gallery.key("ctrl+Next")
/// try gallery.waitForTrace("tab switch") { $0.events(named: "tabSelected").count >= 2 }
/// ```
final class GalleryProcess: XvfbProcess {
    /// The window's title, which the harness searches for.
    static let windowTitle = "Containment Gallery"

    /// The `containment-gallery` executable built next to the test bundle.
    static var executableURL: URL { executableURL(named: "containment-gallery") }

    /// Starts the gallery with `arguments`, the trace on, and `environment` on top.
    init(arguments: [String] = [], environment extra: [String: String] = [:]) throws {
        var environment = ["CONTAINMENT_TRACE": "1"]
        for (key, value) in extra { environment[key] = value }
        try super.init(executableNamed: "containment-gallery", arguments: arguments, environment: environment)
    }

    /// Polls xdotool until the gallery's window is visible; returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 30) throws -> String {
        try waitForWindow(title: Self.windowTitle, timeout: timeout)
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
