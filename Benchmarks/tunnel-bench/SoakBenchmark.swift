import Foundation
import TunnelApp
import TunnelCore

/// Whether the real window's memory stays flat over a long session of
/// ordinary use, on each display server the environment offers: rounds of
/// what a user does (drags on both maps, wheel zooms in and out, a flip
/// there and back, a search that moves the digger, the way down, a resize
/// and back), with the window's private dirty memory plus the display
/// server's PSS growth read after each round once it settled.
///
/// The first round warms what a session keeps for good (fonts, the search
/// index while the bar is open, kept uploads at the window's size); the
/// line is judged from its end. Three figures are budgets: the slopes of
/// least-squares lines through the later readings, in MB per minute, of
/// private dirty memory plus the server's growth and of private dirty
/// memory alone, and the last reading's change from the first. `TUNNEL_BENCH_SOAK_MINUTES`
/// sets the session's length (10 by default).
enum SoakBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let minutes = ProcessInfo.processInfo.environment["TUNNEL_BENCH_SOAK_MINUTES"].flatMap(Double.init) ?? 10
        print(String(format: "== soak (tunnel binary, GDK_GL=disable; %.0f minutes of ordinary use; "
                     + "private dirty + display server's PSS growth, MB)", minutes))
        let results = DisplayServer.measureEach(suite: "soak") { server -> SoakFigures.BackendSoak? in
            guard let figures = soak(on: server, minutes: minutes) else { return nil }
            let budgets = figures.budgets
            print(String(format: "  %@: slope %+.3f MB/min (target ≤ %.2f) %@; private dirty alone %+.3f MB/min %@; "
                         + "last vs first %+.1f %% (target ≤ +%.0f %%) %@",
                         server.name, budgets.slopeMegabytesPerMinute.value, SoakFigures.slopeTarget,
                         budgets.slopeMegabytesPerMinute.verdict, budgets.privateDirtySlopeMegabytesPerMinute.value,
                         budgets.privateDirtySlopeMegabytesPerMinute.verdict, budgets.changePercent.value,
                         SoakFigures.changeTarget, budgets.changePercent.verdict))
            return figures
        }
        BenchmarkResults(suite: "soak", figures: SoakFigures(backends: results)).write()
    }

    /// One window's session on `server`; nil, saying why, when it could not be made.
    private static func soak(on server: DisplayServer, minutes: Double) -> SoakFigures.BackendSoak? {
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
        let session = Session(window: window, size: size)
        let started = Date()
        var readings: [SoakFigures.Reading] = []
        var round = 0
        repeat {
            round += 1
            session.playRound(round)
            guard let reading = MemoryReading.settled(pid: window.pid, serverPID: server.pid, serverBaseline: baseline) else {
                print("  the window or the display server is gone")
                return nil
            }
            let elapsed = Date().timeIntervalSince(started) / 60
            print(reading.line(String(format: "round %d, %.1f min", round, elapsed)))
            if let smaps = Smaps(pid: window.pid) { print(smaps.summary) }
            readings.append(SoakFigures.Reading(round: round, minutes: elapsed, reading: reading))
        } while Date().timeIntervalSince(started) < minutes * 60 || readings.count < 3
        return SoakFigures.BackendSoak(windowWidth: size.width, windowHeight: size.height, readings: readings)
    }

    /// What one user does with the window, a round at a time.
    private final class Session {
        let window: TracedWindow
        let width: Double, height: Double
        let layout: PaneLayout
        private var input: WindowInput { window.input }
        /// Where the searches go, one a round, in turn.
        private let places = ["Reykjavik", "Buenos Aires", "Tokyo", "Paris", "Nairobi", "Lima", "Perth", "Oslo"]

        init(window: TracedWindow, size: (width: Double, height: Double)) {
            self.window = window
            width = size.width
            height = size.height
            layout = PaneLayout(width: size.width, height: size.height)
        }

        /// Drags, zooms, a flip there and back, a search, the way down and
        /// a resize, then the wait for the window to settle.
        func playRound(_ round: Int) {
            for pane in [layout.startPane, layout.antipodePane] {
                let centre = (pane.minX + pane.width / 2, pane.minY + pane.height / 2)
                input.drag(from: centre, by: (pane.width / 4, pane.height / 5))
                input.drag(from: centre, by: (-pane.width / 4, -pane.height / 5))
                input.move(to: centre)
                input.wheel(in: true, notches: 8, pause: 0.1)
                input.wheel(in: false, notches: 8, pause: 0.1)
            }
            input.move(to: (layout.radar.minX + layout.radar.width / 2, layout.radar.minY + layout.radar.height / 2))
            for _ in 0..<2 {
                input.click()
                Thread.sleep(forTimeInterval: 1.5)
            }
            let searched = window.mark()
            input.key("ctrl+f")
            Thread.sleep(forTimeInterval: 0.5)
            input.type(places[(round - 1) % places.count])
            Thread.sleep(forTimeInterval: 1)
            input.key("Return")
            if !window.waitForEvent("searchChosen", since: searched, timeout: 10) { print("  round \(round): the search chose nothing") }
            input.key("ctrl+d")
            Thread.sleep(forTimeInterval: 2)
            input.key("Escape")
            window.waitForQuiet()
            if !input.resize(width: width * 1.5, height: height * 1.25) { print("  round \(round): the window did not grow") }
            window.waitForQuiet()
            if !input.resize(width: width, height: height) { print("  round \(round): the window did not take its size back") }
            window.waitForQuiet()
            // As a user who stopped searching: the index goes a few seconds after the bar closed.
            _ = window.waitForEvent("searchIndexReleased", since: searched, timeout: 15)
        }
    }
}
