import Foundation
import TunnelApp
import TunnelCore

/// Frame times of the real window, gesture by gesture: launches the `tunnel`
/// binary next to this one in the current X display with `TUNNEL_TRACE=1`,
/// drives each gesture with xdotool as a hand would, and reads the paint
/// times the window reports: `frame` (each map's and info card's paint),
/// `transitionFrame` (each painted frame of a flip) and `transitionSnapshot`
/// (a flip's two snapshots, drawn before its first frame; counted as a frame
/// of its own, see `FramesApp.paintTimes`).
///
/// Runs at 1280×800, and at 2560×1600 pixels with `GDK_SCALE=2` when the X
/// screen is big enough (`XVFB_SCREEN=2600x1700x24 meson-helpers/with-xvfb.sh …`).
/// `TUNNEL_BENCH_SCALES=2` measures only at one scale (a comma-separated
/// list of `GDK_SCALE`s), to run one size many times; `TUNNEL_BENCH_GESTURES`
/// (a comma-separated list of the gestures' names) only those gestures.
enum FramesBenchmark {
    /// One window size to measure at.
    struct Setup {
        let pixelWidth: Int
        let pixelHeight: Int
        let scale: Int
        var name: String { "\(pixelWidth)×\(pixelHeight)" + (scale > 1 ? " GDK_SCALE=\(scale)" : "") }
    }

    static func run() {
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"
        print("== frames (tunnel binary, DISPLAY=\(display), GDK_GL=disable; paint time per frame, ms: maps, info cards, "
              + "flip frames, and each flip's snapshots as a frame of their own)")
        guard display != "unset" else {
            print("needs a display: meson-helpers/with-xvfb.sh .build/release/tunnel-bench frames")
            exit(1)
        }
        let screen = screenSize()
        let scales = ProcessInfo.processInfo.environment["TUNNEL_BENCH_SCALES"].map {
            Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
        } ?? [1, 2]
        let setups = [Setup(pixelWidth: 1280, pixelHeight: 800, scale: 1), Setup(pixelWidth: 2560, pixelHeight: 1600, scale: 2)]
        for setup in setups where scales.contains(setup.scale) {
            guard let screen, screen.width >= setup.pixelWidth, screen.height >= setup.pixelHeight else {
                print("  \(setup.name): skipped, the X screen is smaller (XVFB_SCREEN=2600x1700x24 with with-xvfb.sh)")
                continue
            }
            measure(setup)
        }
    }

    /// The X screen's size in pixels.
    static func screenSize() -> (width: Int, height: Int)? {
        let parts = xdotool(["getdisplaygeometry"]).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    private static func measure(_ setup: Setup) {
        guard let app = FramesApp(scale: setup.scale) else { return }
        defer { app.quit() }
        xdotool(["windowsize", "--sync", app.window, "\(setup.pixelWidth)", "\(setup.pixelHeight)"])
        app.waitForQuiet()
        let scale = Double(setup.scale)
        let layout = PaneLayout(width: Double(setup.pixelWidth) / scale, height: Double(setup.pixelHeight) / scale)
        let gestures = Gestures(layout: layout, scale: scale, window: app.window)
        print("  \(setup.name) (\(Int(layout.startPane.width))×\(Int(layout.startPane.height)) points per map)")
        // The window was just sized: the info cards were prepared for it at
        // idle (main-thread work, not a frame; none when already kept).
        let prepared = app.paintTimes(afterLine: 0).prepared
        if !prepared.isEmpty {
            let list = prepared.map { String(format: "%.2f", $0) }.joined(separator: ", ")
            print("    info cards prepared ahead at idle since launch (not frames): \(list) ms")
        }
        print("    gesture              frames    p50     p95     max    (targets: p95 ≤ 4 ms, max ≤ 8 ms)")
        let chosen = ProcessInfo.processInfo.environment["TUNNEL_BENCH_GESTURES"].map {
            Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        for (name, gesture) in gestures.all where chosen?.contains(name) ?? true {
            gestures.prepare(name)
            app.waitForQuiet()
            let before = app.lineCount()
            gesture()
            app.waitForQuiet()
            let (times, snapshots, prepared, wayDownWaits) = app.paintTimes(afterLine: before)
            guard !times.isEmpty else {
                print("    \(name.padding(toLength: 20, withPad: " ", startingAt: 0))  no frames")
                continue
            }
            let sorted = times.sorted()
            func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
            print(String(format: "    %@ %6d  %6.2f  %6.2f  %6.2f",
                         name.padding(toLength: 20, withPad: " ", startingAt: 0), sorted.count,
                         percentile(0.5), percentile(0.95), sorted.last!))
            if !snapshots.isEmpty {
                let list = snapshots.map { String(format: "%.2f", $0) }.joined(separator: ", ")
                print("      of these, the flips' snapshots (both panes drawn before the first frame): \(list) ms")
            }
            if !prepared.isEmpty {
                let list = prepared.map { String(format: "%.2f", $0) }.joined(separator: ", ")
                print("      not frames: info cards prepared ahead at idle after the layout settled: \(list) ms")
            }
            if !wayDownWaits.isEmpty {
                let list = wayDownWaits.map { String(format: "%.2f", $0) }.joined(separator: ", ")
                print("      not frames: Ctrl+D to the way down shown, its picture drawn on a worker meanwhile: \(list) ms")
            }
        }
    }

    /// Runs xdotool and returns its standard output.
    @discardableResult
    static func xdotool(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
