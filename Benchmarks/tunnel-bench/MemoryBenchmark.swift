import Foundation
import TunnelApp
import TunnelCore

/// What the real window's memory costs the user as they drive it, on each
/// display server the environment offers, with a user's pointer and
/// keyboard (``WindowInput``): the window's private dirty memory and PSS
/// plus the display server's PSS growth since just before the launch
/// (``MemoryReading``), after start-up, after zooming through every level
/// of detail on both maps and flipping both panes there and back, and
/// around four excursions: a resize (grown to 4000×3000 and back), four
/// searches that each move the digger somewhere new, the way down, and the
/// keyboard shortcuts window and the About dialog.
///
/// After each excursion its private dirty memory plus server growth must be
/// back within 10 % of what it was before. Every reading waits for memory
/// to settle; after the searches it first waits for the window to drop its
/// search index (`searchIndexReleased`, a few seconds after the bar
/// closed), as it does for a user who stopped searching. RSS is printed,
/// never a target.
enum MemoryBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        print("== memory (tunnel binary, GDK_GL=disable; private dirty + display server's PSS growth, MB)")
        let results = DisplayServer.measureEach(suite: "memory") { server -> MemoryFigures.BackendMemory? in
            guard let figures = measure(on: server) else { return nil }
            if let budget = figures.budgets?.excursionChangePercent {
                print(String(format: "  %@: worst excursion %+.1f %% (target ≤ +%.0f %%) %@",
                             server.name, budget.value, MemoryFigures.excursionTarget, budget.verdict))
            }
            return figures
        }
        BenchmarkResults(suite: "memory", figures: MemoryFigures(backends: results)).write()
    }

    /// One window's run on `server`; nil, saying why, when it could not be made.
    private static func measure(on server: DisplayServer) -> MemoryFigures.BackendMemory? {
        guard let baseline = ProcessMemory.settled(pid: server.pid, limit: 3)?.proportional else {
            print("  cannot read the display server's memory (pid \(server.pid))")
            return nil
        }
        guard let window = TracedWindow(on: server) else { return nil }
        defer { window.quit() }
        guard let size = window.input.size() else {
            print("  the window has no size on \(server.name)")
            return nil
        }
        let run = Run(window: window, server: server, baseline: baseline, size: size)
        guard run.drive() else { return nil }
        return MemoryFigures.BackendMemory(
            windowWidth: size.width, windowHeight: size.height, readings: run.readings, excursions: run.excursions)
    }

    /// One window driven through every moment and excursion, its readings
    /// kept as they are taken.
    private final class Run {
        /// The window driven.
        let window: TracedWindow
        /// The display it is on.
        let server: DisplayServer
        /// The server's PSS just before the launch, in MB.
        let baseline: Double
        /// The window's size at start-up, in points, which the resize
        /// excursion comes back to.
        let width: Double, height: Double
        /// Its panes at that size.
        let layout: PaneLayout
        /// The moments' readings, as kept.
        private(set) var readings: [MemoryFigures.Reading] = []
        /// The excursions, as made.
        private(set) var excursions: [MemoryFigures.Excursion] = []
        /// The window's pointer and keyboard.
        private var input: WindowInput { window.input }

        /// A run of `window` on `server`, started at `size`.
        init(window: TracedWindow, server: DisplayServer, baseline: Double, size: (width: Double, height: Double)) {
            self.window = window
            self.server = server
            self.baseline = baseline
            width = size.width
            height = size.height
            layout = PaneLayout(width: size.width, height: size.height)
        }

        /// Reads memory once it settled, prints it with `label`, and keeps
        /// it as `moment` when given.
        private func read(_ label: String, as moment: String? = nil) -> MemoryReading? {
            guard let reading = MemoryReading.settled(pid: window.pid, serverPID: server.pid, serverBaseline: baseline) else {
                print("  the window or the display server is gone")
                return nil
            }
            print(reading.line(label))
            if let smaps = Smaps(pid: window.pid) { print(smaps.summary) }
            if let moment { readings.append(MemoryFigures.Reading(moment, reading)) }
            return reading
        }

        /// Runs `excursion` between two readings and keeps how much of what
        /// it took came back.
        private func excursion(_ name: String, _ description: String, _ body: () -> Void) -> Bool {
            guard let before = read("before the \(description)") else { return false }
            body()
            guard let after = read("after the \(description)") else { return false }
            let figures = MemoryFigures.Excursion(name, before: before, after: after)
            print(String(format: "  the %@: %+.1f %% (target ≤ +%.0f %%) %@", description, figures.changePercent,
                         MemoryFigures.excursionTarget, figures.met ? "met" : "MISSED"))
            excursions.append(figures)
            return true
        }

        /// Every moment and excursion; false when the window or the server went.
        func drive() -> Bool {
            guard read("after start-up", as: "afterStartUp") != nil else { return false }
            zoomAndFlip()
            guard read("after zooming through every level on both maps and flipping", as: "afterZoomingAndFlipping") != nil,
                  excursion("resize", "resize to 4000×3000 and back", resize),
                  excursion("searches", "four searches, each moving the digger", search),
                  excursion("wayDown", "way down", wayDown),
                  excursion("dialogs", "shortcuts window and the About dialog", dialogs)
            else { return false }
            return true
        }

        /// Both maps zoomed in through every level of detail and out again,
        /// one wheel notch (half a zoom step) at a time, then both panes
        /// flipped to their cards and back.
        private func zoomAndFlip() {
            for pane in [layout.startPane, layout.antipodePane] {
                input.move(to: (pane.minX + pane.width / 2, pane.minY + pane.height / 2))
                input.wheel(in: true, notches: 32, pause: 0.12)
                input.wheel(in: false, notches: 32, pause: 0.12)
                Thread.sleep(forTimeInterval: 0.5)
            }
            input.move(to: (layout.radar.minX + layout.radar.width / 2, layout.radar.minY + layout.radar.height / 2))
            for _ in 0..<2 {
                input.click()
                Thread.sleep(forTimeInterval: 1.5)
            }
        }

        /// Grow, look, shrink, as a user would.
        private func resize() {
            if !input.resize(width: 4000, height: 3000) { print("  the window did not take 4000×3000") }
            window.waitForQuiet()
            _ = read("grown to 4000×3000", as: "grownTo4000x3000")
            if !input.resize(width: width, height: height) { print("  the window did not take its size back") }
            window.waitForQuiet()
        }

        /// Four places found by name, each chosen, so the digger moves there
        /// and both maps draw new places with new labels; then the wait for
        /// the window to let the search index go.
        private func search() {
            let start = window.mark()
            var lastChoice = start
            input.move(to: (layout.startPane.minX + layout.startPane.width / 2, layout.startPane.minY + layout.startPane.height / 2))
            for place in ["Reykjavik", "Buenos Aires", "Tokyo", "Paris"] {
                input.key("ctrl+f")
                Thread.sleep(forTimeInterval: 0.5)
                input.type(place)
                Thread.sleep(forTimeInterval: 1)
                lastChoice = window.mark()
                input.key("Return")
                Thread.sleep(forTimeInterval: 2)
            }
            let chosen = window.events(since: start).filter { $0.name == "searchChosen" }.count
            if chosen != 4 { print("  only \(chosen) of the 4 searches chose a place") }
            if !window.waitForEvent("searchIndexReleased", since: lastChoice, timeout: 15) {
                print("  the window kept its search index")
            }
        }

        /// The way down, shown for a few seconds of its fall, then left.
        private func wayDown() {
            input.key("ctrl+d")
            Thread.sleep(forTimeInterval: 3)
            _ = read("showing the way down", as: "showingTheWayDown")
            input.key("Escape")
            window.waitForQuiet()
        }

        /// The keyboard shortcuts window and the About dialog, each opened
        /// and closed with Escape.
        private func dialogs() {
            for chord in ["ctrl+question", "F1"] {
                input.key(chord)
                guard waitForDialogs(present: true) else {
                    print("  \(chord) opened no window")
                    continue
                }
                Thread.sleep(forTimeInterval: 1)
                input.keyToDialog("Escape")
                if !waitForDialogs(present: false) { print("  Escape did not close what \(chord) opened") }
                Thread.sleep(forTimeInterval: 0.5)
            }
        }

        /// Waits (at most 5 s) until the window has a dialog open, or none.
        private func waitForDialogs(present: Bool) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if input.dialogs().isEmpty != present { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return false
        }
    }
}
