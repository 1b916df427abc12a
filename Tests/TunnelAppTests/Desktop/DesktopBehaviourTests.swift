import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// What a GNOME user expects of any window: the shortcuts window, copy,
/// full screen, the dark style and HiDPI.
final class DesktopBehaviourTests: XCTestCase {
    private func waitForMaps(_ app: AppProcess) throws {
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
    }

    /// Polls xdotool for a visible window of the app with this exact title.
    private func waitForWindow(named title: String, of app: AppProcess, timeout: TimeInterval = 15) throws -> String {
        if let id = try app.waitForWindowIDs(titled: title, timeout: timeout).first { return id }
        throw HarnessError("no window named \(title) appeared:\n\(app.stderr)")
    }

    private func clipboard() throws -> String {
        try Tool.run("xclip", "-selection", "clipboard", "-o")
    }

    func testCtrlCCopiesTheFocusedMarkerAsTunnelAtTakesIt() throws {
        let app = try AppProcess(arguments: ["--at", "-33.86,151.21"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try waitForMaps(app)
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))

        try app.key("ctrl+c")
        try app.waitForTrace("copied") { !$0.events(named: "copied").isEmpty }
        XCTAssertEqual(try clipboard(), "-33.86000,151.21000", "with no map focused, the digger's position")

        // Focus the antipode map (a click on empty map) and copy again.
        // The key reaches the app after the click, in the order sent.
        try app.click(x: layout.antipodePane.minX + 20, y: layout.antipodePane.minY + 20)
        try app.key("ctrl+c")
        try app.waitForTrace("second copy") { $0.events(named: "copied").count >= 2 }
        XCTAssertEqual(try clipboard(), "33.86000,-28.79000")

        // What was copied is what `tunnel --at` and `locate` accept.
        // One moment for both runs: the Sun's place is part of the answer.
        let moment = ["--time", "2026-06-21T12:00:00Z"]
        let check = try DesktopSupport.runTunnel(["locate", try clipboard(), "--json"] + moment, environment: [:])
        XCTAssertEqual(check.status, 0, check.errors)

        // Ctrl+Shift+C copies the same marker as a geo: link, which Tunnel opens too.
        try app.key("ctrl+shift+c")
        try app.waitForTrace("the link copied") { $0.events(named: "copied").count >= 3 }
        XCTAssertEqual(try clipboard(), "geo:33.86000,-28.79000")
        let link = try DesktopSupport.runTunnel(["locate", try clipboard(), "--json"] + moment, environment: [:])
        XCTAssertEqual(link.status, 0, link.errors)
        XCTAssertEqual(link.output, check.output, "the link names the same place")
    }

    /// Full screen is the window manager's business, so this test runs one
    /// (Openbox) on the test's X server for its duration.
    func testF11TogglesFullScreen() throws {
        let windowManager = try WindowManager()
        defer { windowManager.stop() }
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try waitForMaps(app)
        // The window as the display has it, its title bar included: the
        // bar stays in full screen, so the main menu does too.
        func displayedSize() throws -> (Int, Int) {
            let frame = try app.displayedWindowGeometry()
            return (frame.width, frame.height)
        }
        let before = try displayedSize()
        try app.key("F11")
        var size = try displayedSize()
        _ = try Polling.until(timeout: 10) { () throws -> Bool? in
            size = try displayedSize()
            return size == (1280, 1024) ? true : nil
        }
        XCTAssertEqual(size.0, 1280, "F11 should fill the 1280×1024 screen")
        XCTAssertEqual(size.1, 1024)
        try app.key("F11")
        _ = try Polling.until(timeout: 10) { () throws -> Bool? in
            size = try displayedSize()
            return size == before ? true : nil
        }
        XCTAssertEqual(size.0, before.0, "F11 again should restore the window")
        XCTAssertEqual(size.1, before.1)
    }

    func testCtrlQuestionShowsTranslatedShortcutsWindow() throws {
        try DesktopSupport.ensureChineseLocale()
        try DesktopSupport.compileTranslations()
        for (environment, title) in [([String: String](), "Keyboard Shortcuts"), (DesktopSupport.chinese, "键盘快捷键")] {
            var extra = environment
            extra["TUNNEL_TRACE"] = "1"
            let app = try AppProcess(environment: extra)
            try app.waitForWindow()
            try waitForMaps(app)
            try app.key("ctrl+question")
            let id = try waitForWindow(named: title, of: app)
            XCTAssertFalse(id.isEmpty)
            if environment.isEmpty {
                _ = try Screenshot(savedAs: "shortcuts.png")
            } else {
                _ = try Screenshot(savedAs: "shortcuts-zh.png")
            }
        }
    }

    /// The shortcuts window shows its pages without loading an SVG loader
    /// for an indicator it never draws (librsvg and its libraries, resident
    /// for good once loaded).
    func testTheShortcutsWindowLoadsNoSVGLoader() throws {
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try waitForMaps(app)
        try app.key("ctrl+question")
        let id = try waitForWindow(named: "Keyboard Shortcuts", of: app)
        // Shown and painted, with whatever it loads to paint itself.
        _ = try Screenshot.waitUntilSettled()
        // Read to its end: /proc files tell no size to read by.
        let file = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(app.process.processIdentifier)/maps"))
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        try file.close()
        XCTAssertTrue(maps.contains("libgtk-3"), "the maps of the app's process were not read")
        XCTAssertFalse(maps.contains("librsvg"), "the shortcuts window loaded librsvg")
        try Tool.run("xdotool", "windowclose", id)
    }

    /// The app, traced, with the desktop's `color-scheme` set to `scheme`
    /// in a configuration folder of its own (removed when the test ends).
    private func appWithColorScheme(_ scheme: String) throws -> AppProcess {
        let settings = try DesktopColorScheme(scheme)
        addTeardownBlock { settings.remove() }
        return try AppProcess(environment: ["TUNNEL_TRACE": "1"].merging(settings.environment) { $1 })
    }

    /// `prefer-dark` in org.gnome.desktop.interface turns GTK's dark style
    /// on: the shortcuts window's background is dark, and light otherwise.
    func testChromeFollowsTheDesktopColourScheme() throws {
        var backgrounds: [String: RGB] = [:]
        for scheme in ["prefer-dark", "default"] {
            let app = try appWithColorScheme(scheme)
            try app.waitForWindow()
            try waitForMaps(app)
            let log = try app.waitForTrace("colour scheme applied") { !$0.events(named: "colorScheme").isEmpty }
            XCTAssertEqual(log.events(named: "colorScheme").last?.bool("dark"), scheme == "prefer-dark")
            try app.key("ctrl+question")
            let id = try waitForWindow(named: "Keyboard Shortcuts", of: app)
            // Placed and painted: the screen has settled.
            let shot = try Screenshot.waitUntilSettled(savedAs: "shortcuts-\(scheme).png")
            let geometry = try Tool.run("xdotool", "getwindowgeometry", id)
            let position = geometry.split(separator: "\n").first { $0.contains("Position:") }?
                .split(separator: " ")[1].split(separator: ",").compactMap { Int($0) } ?? [0, 0]
            backgrounds[scheme] = shot.pixel(x: position[0] + 8, y: position[1] + 60)
        }
        let dark = try XCTUnwrap(backgrounds["prefer-dark"]), light = try XCTUnwrap(backgrounds["default"])
        XCTAssertLessThan(dark.red + dark.green + dark.blue, 3 * 100, "dark style background \(dark)")
        XCTAssertGreaterThan(light.red + light.green + light.blue, 3 * 200, "light style background \(light)")
    }

    /// The colour scheme is read on a worker thread while GTK starts, and
    /// still applied before the window exists: with `prefer-dark`, GTK's dark
    /// style is on before the root view loads and before any map frame, so
    /// the first frame is never light.
    func testDarkSchemeReadOffTheMainThreadIsAppliedBeforeTheFirstFrame() throws {
        let app = try appWithColorScheme("prefer-dark")
        try app.waitForWindow()
        let log = try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        let names = log.events.map(\.name)
        let scheme = try XCTUnwrap(names.firstIndex(of: "colorScheme"), "no colorScheme event:\n\(app.stderr)")
        XCTAssertEqual(log.events[scheme].bool("dark"), true)
        XCTAssertEqual(log.events[scheme].string("scheme"), "prefer-dark")
        XCTAssertLessThan(scheme, try XCTUnwrap(names.firstIndex(of: "loadView")), "dark style applied after the window was built")
        XCTAssertLessThan(scheme, try XCTUnwrap(names.firstIndex(of: "frame")), "dark style applied after a map frame")
        XCTAssertEqual(log.events(named: "colorScheme").count, 1, "the scheme was applied more than once: \(names)")
    }

    /// GDK_SCALE=2: the window is twice as many pixels, and the maps are
    /// drawn at that resolution (the scale factor reaches the renderer).
    func testScaleFactorTwoDoublesThePixels() throws {
        // A remembered window small enough that twice its size still fits the
        // 1280×1024 test screen: restored sizes are clamped to the work area.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("tunnel"), withIntermediateDirectories: true)
        // Small enough that, with its title bar, it fits the screen at
        // scale 2 too (640×512 points), so neither size is cut to fit.
        try "[window]\nwidth=600\nheight=400\n".write(
            to: state.appendingPathComponent("tunnel/state.ini"), atomically: true, encoding: .utf8)
        let normal = try AppProcess(environment: ["TUNNEL_TRACE": "1"], stateDirectory: state)
        try normal.waitForWindow()
        try waitForMaps(normal)
        let one = try normal.windowSize()
        normal.process.terminate()
        _ = try normal.waitForExit()

        let scaled = try AppProcess(environment: ["TUNNEL_TRACE": "1", "GDK_SCALE": "2"], stateDirectory: state)
        try scaled.waitForWindow()
        try waitForMaps(scaled)
        let two = try scaled.windowSize()
        XCTAssertEqual(two.width, one.width * 2)
        XCTAssertEqual(two.height, one.height * 2)
        _ = try Screenshot(savedAs: "scale-2.png")
    }
}

/// Openbox on the test's display, until ``stop()``.
final class WindowManager {
    private let process = Process()

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openbox", "--sm-disable"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let ready = try Polling.until(timeout: 10) { () throws -> Bool? in
            try Tool.run("xprop", "-root", "_NET_SUPPORTING_WM_CHECK", allowFailure: true).contains("window id") ? true : nil
        }
        if ready != nil { return }
        stop()
        throw HarnessError("openbox did not start")
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
