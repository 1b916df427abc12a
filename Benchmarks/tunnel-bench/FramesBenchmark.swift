import Foundation

/// Frame times of the real window, gesture by gesture, on each display
/// server the environment offers: launches the `tunnel` binary next to this
/// one with `TUNNEL_TRACE=1`, makes each gesture with a user's pointer and
/// keyboard (xdotool on X11, wayvnc on Wayland; see ``WindowInput``), and
/// reads the paint times the window reports (``PaintTimes``).
///
/// Runs at 1280×800, and at 2560×1600 pixels at scale 2 when the screen is
/// big enough: `GDK_SCALE=2` on X11 (`XVFB_SCREEN=2600x1700x24`), the
/// output's scale on Wayland (`WAYLAND_SCREEN=2600x1700`).
/// `TUNNEL_BENCH_SCALES=2` measures only at one scale (a comma-separated
/// list), to run one size many times; `TUNNEL_BENCH_GESTURES` (a
/// comma-separated list of the gestures' names) only those gestures;
/// `TUNNEL_BENCH_BACKENDS` only those backends.
enum FramesBenchmark {
    /// One window size to measure at.
    struct Setup {
        /// The window in device pixels.
        let pixelWidth: Int, pixelHeight: Int
        /// Device pixels per point.
        let scale: Int
        /// As printed and written.
        var name: String { "\(pixelWidth)×\(pixelHeight)" + (scale > 1 ? " at scale \(scale)" : "") }
    }

    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        print("== frames (tunnel binary, GDK_GL=disable; paint time per frame, ms: maps, info cards, "
              + "flip frames, and each flip's snapshots as a frame of their own)")
        let servers = DisplayServer.available()
        guard !servers.isEmpty else {
            print("needs a display: XVFB_SCREEN=2600x1700x24 WAYLAND_SCREEN=2600x1700 \(DisplayServer.usage) frames")
            exit(1)
        }
        let environment = ProcessInfo.processInfo.environment
        let scales = environment["TUNNEL_BENCH_SCALES"].map {
            Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
        } ?? [1, 2]
        let chosen = environment["TUNNEL_BENCH_GESTURES"].map {
            Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        let setups = [Setup(pixelWidth: 1280, pixelHeight: 800, scale: 1), Setup(pixelWidth: 2560, pixelHeight: 1600, scale: 2)]
        var results: [String: FramesFigures.BackendFrames] = [:]
        for server in servers {
            print("  -- \(server.name)")
            server.prepare()
            var measured: [FramesFigures.SetupFrames] = []
            for setup in setups where scales.contains(setup.scale) {
                measured.append(measure(setup, on: server, gestures: chosen))
            }
            let figures = FramesFigures.BackendFrames(setups: measured)
            if let budgets = figures.budgets {
                print(String(
                    format: "  %@: worst gesture p95 %.2f ms (target ≤ %.0f) %@; slowest frame %.2f ms (target ≤ %.0f) %@",
                    server.name, budgets.frameP95Milliseconds.value, FramesFigures.p95Target,
                    budgets.frameP95Milliseconds.verdict, budgets.frameMaxMilliseconds.value, FramesFigures.maxTarget,
                    budgets.frameMaxMilliseconds.verdict))
            }
            results[server.name] = figures
        }
        BenchmarkResults(suite: "frames", figures: FramesFigures(backends: results)).write()
    }

    /// Every chosen gesture at `setup` on `server`, printed as measured.
    private static func measure(_ setup: Setup, on server: DisplayServer, gestures chosen: Set<String>?) -> FramesFigures.SetupFrames {
        /// The setup, not measured for `reason`.
        func skipped(_ reason: String) -> FramesFigures.SetupFrames {
            print("  \(setup.name): skipped, \(reason)")
            return FramesFigures.SetupFrames(
                name: setup.name, pixelWidth: setup.pixelWidth, pixelHeight: setup.pixelHeight, scale: setup.scale,
                skipped: reason, gestures: [], gesturesWithoutFrames: [])
        }
        guard let screen = server.screenSize(), screen.width >= setup.pixelWidth, screen.height >= setup.pixelHeight else {
            return skipped("the screen is smaller (XVFB_SCREEN=2600x1700x24, WAYLAND_SCREEN=2600x1700)")
        }
        guard let app = TracedWindow(on: server, scale: setup.scale) else { return skipped("tunnel did not start") }
        defer { app.quit() }
        let width = Double(setup.pixelWidth / setup.scale), height = Double(setup.pixelHeight / setup.scale)
        guard app.input.resize(width: width, height: height) else { return skipped("the window did not take the size") }
        app.waitForQuiet()
        let gestures = Gestures(width: width, height: height, input: app.input)
        print("  \(setup.name) (\(Int(gestures.layout.startPane.width))×\(Int(gestures.layout.startPane.height)) points per map)")
        // The window was just sized: the info cards were prepared for it at
        // idle (main-thread work, not a frame; none when already kept).
        let prepared = PaintTimes(app.events(since: 0)).prepared
        if !prepared.isEmpty { print("    info cards prepared ahead at idle since launch (not frames): \(list(prepared)) ms") }
        print("    gesture              frames    p50     p95     max    (targets: p95 ≤ 4 ms, max ≤ 8 ms)")
        var measured: [FramesFigures.GestureFrames] = []
        var withoutFrames: [String] = []
        for (name, gesture) in gestures.all where chosen?.contains(name) ?? true {
            gestures.prepare(name)
            app.waitForQuiet()
            let mark = app.mark()
            gesture()
            app.waitForQuiet()
            let times = PaintTimes(app.events(since: mark))
            let label = name.padding(toLength: 20, withPad: " ", startingAt: 0)
            guard !times.frames.isEmpty else {
                print("    \(label)  no frames")
                withoutFrames.append(name)
                continue
            }
            let figures = FramesFigures.GestureFrames(name: name, times: times.frames)
            measured.append(figures)
            print(String(format: "    %@ %6d  %6.2f  %6.2f  %6.2f", label, figures.frames,
                         figures.p50Milliseconds, figures.p95Milliseconds, figures.maxMilliseconds))
            if !times.snapshots.isEmpty {
                print("      of these, the flips' snapshots (both panes drawn before the first frame): \(list(times.snapshots)) ms")
            }
            if !times.prepared.isEmpty {
                print("      not frames: info cards prepared ahead at idle after the layout settled: \(list(times.prepared)) ms")
            }
            if !times.wayDownWaits.isEmpty {
                print("      not frames: Ctrl+D to the way down shown, its picture drawn on a worker meanwhile: \(list(times.wayDownWaits)) ms")
            }
        }
        return FramesFigures.SetupFrames(
            name: setup.name, pixelWidth: setup.pixelWidth, pixelHeight: setup.pixelHeight, scale: setup.scale,
            skipped: nil, gestures: measured, gesturesWithoutFrames: withoutFrames)
    }

    /// Times as a list, two decimals each.
    private static func list(_ times: [Double]) -> String {
        times.map { String(format: "%.2f", $0) }.joined(separator: ", ")
    }
}
