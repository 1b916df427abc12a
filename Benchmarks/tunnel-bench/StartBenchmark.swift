import Foundation
import Geo

/// Start-up and settled memory against the yardstick, on each display
/// backend the environment offers (X11 under Xvfb, Wayland under headless
/// sway): Tunnel and the `empty-gtk-window` C program launched alternately
/// in one run, so both see the same machine load and page cache.
///
/// Each launch is timed from process start to its first complete frame, as
/// the program stamps it once the display server has it. Once its memory
/// has settled, the benchmark reads what the launch costs the user:
///
/// - PSS and private dirty memory of the program (``ProcessMemory``);
/// - the display server's PSS growth since just before the launch: pixels
///   the program makes the server hold still cost the user.
///
/// RSS is printed beside them but is no target: it counts clean file pages
/// the kernel reclaims by itself.
///
/// `TUNNEL_BENCH_BUILDS=label=/path/to/tunnel,…` adds other Tunnel builds
/// to the same alternation (each with `TUNNEL_DATA_DIR` set to this
/// checkout's `Assets`), to compare builds side by side in one run.
/// `TUNNEL_BENCH_COLD=1` drops the world data from the page cache before
/// each Tunnel launch, as the kernel's reclaim does between real starts
/// minutes apart. `TUNNEL_BENCH_CONTEXT=1` adds two more yardsticks: the
/// empty window as a GtkApplication's, and that window with a titled
/// header bar.
///
/// All programs run under one private session bus started for the whole
/// run (so neither pays D-Bus autolaunch), and which goes first alternates
/// by round.
enum StartBenchmark {
    /// Launches of each program on each backend; `TUNNEL_BENCH_RUNS` overrides.
    static var runs: Int { Int(ProcessInfo.processInfo.environment["TUNNEL_BENCH_RUNS"] ?? "") ?? 20 }

    /// The targets, against the yardstick on the same backend.
    /// Tunnel's start median over the yardstick's.
    static let startRatioTarget = 1.5
    /// MB of PSS plus server growth over the yardstick's.
    static let memoryMarginTarget = 22.0
    /// MB of private dirty memory over the yardstick's.
    static let privateDirtyMarginTarget = 16.0

    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        let cold = environment["TUNNEL_BENCH_COLD"] == "1"
        let servers = DisplayServer.available()
        print("== start (tunnel against empty-gtk-window, alternately, \(runs) each per backend, GDK_GL=disable, "
            + "one shared session bus" + (cold ? ", world data dropped from the page cache before each Tunnel launch)" : ")"))
        guard !servers.isEmpty else {
            print("needs a display: \(DisplayServer.usage) start")
            exit(1)
        }
        guard let bus = SessionBus() else {
            print("needs dbus-daemon on PATH to give every program the same session bus")
            exit(1)
        }
        defer { bus.stop() }
        guard let yardstick = YardstickBuild.build() else { exit(1) }
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: yardstick).deletingLastPathComponent().path) }
        print("  empty-gtk-window: built from \(YardstickBuild.source.path) by clang -O2, as a C program")

        let programs = self.programs(yardstick: yardstick)
        var results: [String: BackendFigures] = [:]
        for server in servers {
            print("  -- \(server.name)")
            let launches = measure(programs, on: server, cold: cold)
            let figures = BackendFigures(programs: programs.map(\.label), launches: launches)
            figures.print()
            results[server.name] = figures
        }
        BenchmarkResults(suite: "start", figures: StartFigures(runs: runs, cold: cold, backends: results)).write()
    }

    /// Tunnel, the yardstick, and what the environment adds.
    private static func programs(yardstick: String) -> [Program] {
        let environment = ProcessInfo.processInfo.environment
        // Tunnel writes only the line the yardstick writes, as a user's
        // launch writes none of the others.
        let trace = ["TUNNEL_TRACE_EVENTS": "firstFrame"]
        let arguments = ["--at", "56.55,8.316667"]
        var programs = [
            Program(label: "tunnel", binary: "tunnel", arguments: arguments, environment: trace, isTunnel: true),
            Program(label: "empty-gtk-window", binary: yardstick),
        ]
        let assets = BenchmarkResults<Int>.packageDirectory.appendingPathComponent("Assets").path
        for build in (environment["TUNNEL_BENCH_BUILDS"] ?? "").split(separator: ",") {
            let parts = build.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                print("  TUNNEL_BENCH_BUILDS: \(build) is not label=/path/to/tunnel")
                exit(2)
            }
            programs.append(Program(
                label: parts[0], binary: parts[1], arguments: arguments,
                environment: trace.merging(["TUNNEL_DATA_DIR": assets]) { $1 }, isTunnel: true))
        }
        if environment["TUNNEL_BENCH_CONTEXT"] == "1" {
            programs.append(Program(label: "application-gtk-window", binary: yardstick, arguments: ["--application"]))
            programs.append(Program(label: "titled-gtk-window", binary: yardstick, arguments: ["--titled"]))
        }
        return programs
    }

    /// Every measured launch of each program on `server`, round by round.
    private static func measure(_ programs: [Program], on server: DisplayServer, cold: Bool) -> [[String: Launch]] {
        var rounds: [[String: Launch]] = []
        // One unmeasured round warms the page cache; the order alternates
        // so none always follows another's exit.
        for round in 0...runs {
            var measured: [String: Launch] = [:]
            for program in round.isMultiple(of: 2) ? programs : programs.reversed() {
                if cold, program.isTunnel {
                    BenchProcess.dropFromPageCache(worldFilesOf: AssetLocator(
                        directory: program.environment["TUNNEL_DATA_DIR"] ?? AssetLocator.default.directory))
                }
                guard let serverBefore = ProcessMemory.settled(pid: server.pid, limit: 3) else {
                    print("  cannot read the display server's memory (pid \(server.pid))")
                    exit(1)
                }
                guard let window = LaunchedWindow(
                    program.binary, arguments: program.arguments, on: server, environment: program.environment)
                else { exit(1) }
                defer { window.stop() }
                guard let report = window.waitForFirstFrame() else {
                    print("  \(program.label) exited or hung before its first frame")
                    continue
                }
                guard let memory = ProcessMemory.settled(pid: window.pid),
                      let serverAfter = ProcessMemory(pid: server.pid)
                else { continue }
                measured[program.label] = Launch(
                    milliseconds: report.milliseconds, memory: memory,
                    serverGrowth: serverAfter.proportional - serverBefore.proportional)
            }
            if round > 0 { rounds.append(measured) }
        }
        return rounds
    }

    /// One program of the alternation.
    struct Program {
        /// Its name in the report.
        var label: String
        /// The file beside this benchmark, or an absolute path.
        var binary: String
        var arguments: [String] = []
        var environment: [String: String] = [:]
        /// Whether the program is a Tunnel build, which reads the world data.
        var isTunnel = false
    }

    /// One measured launch.
    struct Launch {
        /// Process start to its first complete frame.
        var milliseconds: Double
        /// Its memory once settled.
        var memory: ProcessMemory
        /// The display server's PSS growth, in MB.
        var serverGrowth: Double
    }

    /// The suite's results on every backend.
    struct StartFigures: Encodable {
        /// Measured launches of each program per backend.
        let runs: Int
        /// Whether the world data was dropped from the page cache before
        /// each Tunnel launch.
        let cold: Bool
        /// By backend: `x11`, `wayland`.
        let backends: [String: BackendFigures]
    }

    /// One backend's figures: each program's medians, and Tunnel's
    /// budgets against the yardstick.
    struct BackendFigures: Encodable {
        /// By program label.
        let programs: [String: ProgramFigures]
        /// Tunnel's budgets; nil when either program showed no frame.
        let budgets: StartBudgets?

        /// The figures of programs `labels` over `rounds` of launches.
        init(programs labels: [String], launches rounds: [[String: Launch]]) {
            var programs: [String: ProgramFigures] = [:]
            for label in labels {
                let launches = rounds.compactMap { $0[label] }
                guard !launches.isEmpty else { continue }
                let ratios = rounds.compactMap { round in
                    round[label].flatMap { own in round["empty-gtk-window"].map { own.milliseconds / $0.milliseconds } }
                }
                programs[label] = ProgramFigures(launches: launches, roundRatios: ratios)
            }
            self.programs = programs
            budgets = programs["tunnel"].flatMap { tunnel in programs["empty-gtk-window"].map { StartBudgets(tunnel, against: $0) } }
        }

        /// Prints each program's medians and each build's budgets.
        func print() {
            guard let yardstick = programs["empty-gtk-window"] else { return }
            for (label, figures) in programs.sorted(by: { $0.key < $1.key }) {
                Swift.print(String(
                    format: "  %@: start p50 %.1f ms (p95 %.1f, n=%d); PSS %.1f MB + server %.1f MB = %.1f MB; "
                        + "private dirty %.1f MB; RSS %.1f MB",
                    label, figures.startMilliseconds, figures.startP95Milliseconds, figures.launches,
                    figures.proportionalMegabytes, figures.serverGrowthMegabytes, figures.costMegabytes,
                    figures.privateDirtyMegabytes, figures.residentMegabytes))
            }
            for (label, figures) in programs.sorted(by: { $0.key < $1.key }) where label != "empty-gtk-window" {
                let budgets = StartBudgets(figures, against: yardstick)
                Swift.print(String(
                    format: "  %@ against empty-gtk-window: start %.2f× (round by round %.2f×, 95 %% %.2f–%.2f×; target ≤ %.1f×) %@; "
                        + "PSS + server %+.1f MB (target ≤ +%.0f) %@; private dirty %+.1f MB (target ≤ +%.0f) %@",
                    label, budgets.startRatio.value, figures.roundRatio, figures.roundRatioLow, figures.roundRatioHigh,
                    startRatioTarget, budgets.startRatio.verdict, budgets.costOverYardstickMegabytes.value, memoryMarginTarget,
                    budgets.costOverYardstickMegabytes.verdict, budgets.privateDirtyOverYardstickMegabytes.value,
                    privateDirtyMarginTarget, budgets.privateDirtyOverYardstickMegabytes.verdict))
            }
        }
    }

    /// A build's start budgets on one backend, against the yardstick's
    /// medians on the same backend in the same run.
    struct StartBudgets: Encodable {
        /// Its start median over the yardstick's.
        let startRatio: Budget
        /// Its PSS plus the server's growth, less the yardstick's.
        let costOverYardstickMegabytes: Budget
        /// Its private dirty memory, less the yardstick's.
        let privateDirtyOverYardstickMegabytes: Budget

        /// `build`'s budgets against `yardstick`'s figures.
        init(_ build: ProgramFigures, against yardstick: ProgramFigures) {
            startRatio = Budget(build.startMilliseconds / yardstick.startMilliseconds, atMost: startRatioTarget)
            costOverYardstickMegabytes = Budget(
                build.costMegabytes - yardstick.costMegabytes, atMost: memoryMarginTarget, digits: 1)
            privateDirtyOverYardstickMegabytes = Budget(
                build.privateDirtyMegabytes - yardstick.privateDirtyMegabytes, atMost: privateDirtyMarginTarget, digits: 1)
        }
    }

    /// One program's medians on one backend.
    struct ProgramFigures: Encodable {
        /// How many of its launches were measured.
        let launches: Int
        /// Process start to first complete frame, median and 95th percentile.
        let startMilliseconds: Double
        /// See ``startMilliseconds``.
        let startP95Milliseconds: Double
        /// The median of its start over the yardstick's in the same round,
        /// with a 95 % bootstrap interval: the machine's speed drifts, and a
        /// ratio within a round cancels it.
        let roundRatio: Double
        let roundRatioLow: Double
        let roundRatioHigh: Double
        /// Medians of its settled PSS, private dirty memory and the display
        /// server's PSS growth, in MB.
        let proportionalMegabytes: Double
        let privateDirtyMegabytes: Double
        let serverGrowthMegabytes: Double
        /// PSS plus the server's growth: the memory budget's measure.
        let costMegabytes: Double
        /// RSS: printed and kept, never a target.
        let residentMegabytes: Double

        /// The medians of `launches`, and of `roundRatios` (its start over
        /// the yardstick's, round by round).
        init(launches: [Launch], roundRatios: [Double]) {
            func median(_ values: [Double]) -> Double { (BenchmarkReport.median(values) * 100).rounded() / 100 }
            self.launches = launches.count
            startMilliseconds = median(launches.map(\.milliseconds))
            startP95Milliseconds = (BenchmarkReport.percentile(launches.map(\.milliseconds), 0.95) * 100).rounded() / 100
            let interval = BenchmarkReport.medianInterval(roundRatios)
            roundRatio = median(roundRatios)
            roundRatioLow = (interval.low * 100).rounded() / 100
            roundRatioHigh = (interval.high * 100).rounded() / 100
            proportionalMegabytes = median(launches.map(\.memory.proportional))
            privateDirtyMegabytes = median(launches.map(\.memory.privateDirty))
            serverGrowthMegabytes = median(launches.map(\.serverGrowth))
            costMegabytes = median(launches.map { $0.memory.proportional + $0.serverGrowth })
            residentMegabytes = median(launches.map(\.memory.resident))
        }
    }
}
