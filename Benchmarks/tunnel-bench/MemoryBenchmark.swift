import Foundation

/// Resident memory of the real window as a user drives it with xdotool:
/// after start-up, after zooming through every level of detail on both maps
/// and flipping both panes there and back, and around four excursions,
/// after each of which memory must come back within 10 % of where it was
/// before it: a resize (grown to 4000×3000, shrunk back to 640×860), four
/// searches that each move the digger somewhere new, the way down, and the
/// keyboard shortcuts window and the About dialog.
/// After each excursion the benchmark waits for the window to say it gave
/// memory back (`memoryReturned`, once it has been quiet a few seconds).
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
        // Zooms and flips are changes too: the window gives back what they
        // left once quiet, as it would for a user who stopped there.
        if !window.waitForMemoryReturn(after: 0) { print("  (the window said nothing of giving memory back)") }
        let driven = window.settledResidentMegabytes()
        report("after zooming through every level on both maps and flipping", driven, window, target: "≤ 70 MB")

        // The excursion, as a user would make it: grow, look, shrink, settle.
        resize(id, 4000, 3000)
        let grown = window.settledResidentMegabytes()
        report("grown to 4000×3000", grown, window, target: "—")
        var returns = window.memoryReturnCount
        resize(id, width, height)
        var cameBack = [excursionEnded("resize, shrunk back to \(width)×\(height)", before: driven, window, returns)]

        // Four places found by name, each chosen, so the digger moves there
        // and both maps draw new places with new labels. What the window
        // gives back counts from the last choice on: it may give some back
        // between searches too.
        let beforeSearches = window.settledResidentMegabytes()
        move(id, width / 2, height / 5)
        for place in ["Reykjavik", "Buenos Aires", "Tokyo", "Paris"] {
            key("ctrl+f")
            Thread.sleep(forTimeInterval: 0.5)
            LaunchedWindow.tool(["xdotool", "type", "--delay", "60", place])
            Thread.sleep(forTimeInterval: 1)
            returns = window.memoryReturnCount
            key("Return")
            Thread.sleep(forTimeInterval: 2)
        }
        report("after four searches, each moving the digger", window.residentMegabytes, window, target: "—")
        cameBack.append(excursionEnded("four searches", before: beforeSearches, window, returns))

        // The way down, shown for a few seconds of its fall, then left.
        let beforeWayDown = window.settledResidentMegabytes()
        key("ctrl+d")
        Thread.sleep(forTimeInterval: 3)
        report("showing the way down", window.residentMegabytes, window, target: "—")
        returns = window.memoryReturnCount
        key("Escape")
        cameBack.append(excursionEnded("way down", before: beforeWayDown, window, returns))

        // The keyboard shortcuts window and the About dialog, each opened
        // and closed.
        let beforeDialogs = window.settledResidentMegabytes()
        for chord in ["ctrl+question", "F1"] {
            key(chord)
            Thread.sleep(forTimeInterval: 1.5)
            returns = window.memoryReturnCount
            key("Escape")
            Thread.sleep(forTimeInterval: 0.5)
        }
        cameBack.append(excursionEnded("shortcuts window and the About dialog", before: beforeDialogs, window, returns))

        print(cameBack.allSatisfy { $0 } ? "  memory came back: yes, after every excursion"
            : "  memory came back: NO (more than 10 % off after an excursion)")
    }

    /// Waits for the window to give memory back after an excursion begun
    /// when `count` returns had been seen, reports where memory settled
    /// against `before`, and says whether that is within 10 %.
    private static func excursionEnded(_ name: String, before: Double, _ window: LaunchedWindow, _ count: Int) -> Bool {
        if !window.waitForMemoryReturn(after: count) { print("  (the window said nothing of giving memory back)") }
        let after = window.settledResidentMegabytes()
        let change = (after - before) / before * 100
        report(String(format: "after the %@ (%+.1f %% against %.1f MB before it)", name, change, before),
               after, window, target: "within 10 %")
        return abs(change) <= 10
    }

    /// A key chord, to the window under the pointer (the X server's focus
    /// follows the pointer when no window manager runs).
    private static func key(_ chord: String) {
        LaunchedWindow.tool(["xdotool", "key", "--clearmodifiers", chord])
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
