import Foundation

/// Resident memory of the real window as a user drives it with xdotool:
/// after start-up, after zooming through every level of detail on both maps
/// and flipping both panes there and back, and around a resize excursion
/// (grown to 4000×3000, shrunk back to 640×860): memory must come back
/// within 10 % of where it was before the excursion.
enum MemoryBenchmark {
    static let width = 640, height = 860

    static func run() {
        print("== memory (tunnel binary driven by xdotool, \(width)×\(height), GDK_GL=disable)")
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            print("needs a display: meson-helpers/with-xvfb.sh .build/release/tunnel-bench memory")
            exit(1)
        }
        guard let window = LaunchedWindow("tunnel", arguments: ["--at", "56.55,8.316667"]) else { exit(1) }
        defer { window.stop() }
        guard window.waitForFirstFrame() != nil, let id = window.windowID(title: "Tunnel") else {
            print("  tunnel exited or hung before its first frame")
            exit(1)
        }
        let start = window.settledResidentMegabytes()
        report("after start-up", start, window, target: "≤ 55 MB")

        // Both maps, zoomed in through every level of detail and out again,
        // one wheel notch (half a zoom step) at a time, then both panes
        // flipped to their cards and back.
        for paneY in [height / 5, height * 4 / 5] {
            move(id, width / 2, paneY)
            wheel(button: 4, notches: 32)
            wheel(button: 5, notches: 32)
        }
        for _ in 0..<2 {
            move(id, width / 2, height / 2)
            LaunchedWindow.tool(["xdotool", "click", "1"])
            Thread.sleep(forTimeInterval: 1.5)
        }
        let driven = window.settledResidentMegabytes()
        report("after zooming through every level on both maps and flipping", driven, window, target: "≤ 70 MB")

        // The excursion, as a user would make it: grow, look, shrink, settle.
        resize(id, 4000, 3000)
        let grown = window.settledResidentMegabytes()
        report("grown to 4000×3000", grown, window, target: "—")
        resize(id, width, height)
        let back = window.settledResidentMegabytes()
        let change = (back - driven) / driven * 100
        report(String(format: "shrunk back to %d×%d (%+.1f %% against before the excursion)", width, height, change),
               back, window, target: "within 10 %")
        print(abs(change) <= 10 ? "  memory came back: yes" : "  memory came back: NO (more than 10 % off)")
    }

    private static func report(_ label: String, _ megabytes: Double, _ window: LaunchedWindow, target: String) {
        print(String(format: "  resident %@: %.1f MB (target %@)", label, megabytes, target))
        if let smaps = Smaps(pid: window.pid) { print(smaps.summary()) }
    }

    /// Resizes the window and waits until X reports the new size and the
    /// app has had a moment to draw at it (at most 5 s).
    private static func resize(_ id: String, _ width: Int, _ height: Int) {
        LaunchedWindow.tool(["xdotool", "windowsize", id, "\(width)", "\(height)"])
        for _ in 0..<50 {
            if LaunchedWindow.tool(["xdotool", "getwindowgeometry", id])?.contains("\(width)x\(height)") == true { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1.5)
    }

    private static func move(_ id: String, _ x: Int, _ y: Int) {
        LaunchedWindow.tool(["xdotool", "mousemove", "--window", id, "--sync", "\(x)", "\(y)"])
    }

    /// Wheel notches with time to draw between them, as a user scrolls.
    private static func wheel(button: Int, notches: Int) {
        LaunchedWindow.tool(["xdotool", "click", "--repeat", "\(notches)", "--delay", "120", "\(button)"])
        Thread.sleep(forTimeInterval: 0.5)
    }
}
