import Foundation
import Geo

/// Start-up against the yardstick: Tunnel and the `empty-gtk-window` C
/// program launched alternately in one run (so both see the same machine
/// load and page cache), each timed from process start to its first
/// complete frame, drawn by the X server, as each program stamps it;
/// prints p50/p95 of each, the ratio of the medians, the CPU time each had
/// used by its first frame and each one's resident memory after start-up.
/// Since the machine's speed drifts, it also prints the ratio round by
/// round (each program's launch over the yardstick's beside it), with a
/// 95 % bootstrap interval for its median.
///
/// Two more yardsticks run in the same alternation, for context: the same
/// window as a GtkApplication's (`empty-gtk-window --application`), and
/// that window with a header bar showing a title (`--titled`), the least a
/// titled GTK application can do. The target is against the empty window;
/// the others tell how much of the gap any GTK application that registers
/// on the bus and shows a line of text pays.
///
/// With `TUNNEL_BENCH_COLD=1`, the world data is dropped from the page
/// cache before each launch of a Tunnel build, as the kernel's reclaim
/// drops it between real starts minutes apart: the time then includes
/// reading it from disk.
///
/// Fair by construction: both run under one private session bus started for
/// the whole run (so neither pays D-Bus autolaunch, which only the
/// GtkApplication would), and which program goes first alternates by round.
enum StartBenchmark {
    /// Launches of each program; `TUNNEL_BENCH_RUNS` overrides.
    static var runs: Int { Int(ProcessInfo.processInfo.environment["TUNNEL_BENCH_RUNS"] ?? "") ?? 25 }

    static func run() {
        let cold = ProcessInfo.processInfo.environment["TUNNEL_BENCH_COLD"] == "1"
        print("== start (tunnel vs empty-gtk-window, with two more yardsticks for context, alternately, \(runs) each, GDK_GL=disable, one shared session bus"
            + (cold ? ", world data dropped from the page cache before each Tunnel launch)" : ")"))
        for name in ["tunnel"] + (ProcessInfo.processInfo.environment["TUNNEL_BENCH_BASELINE"].map { [$0] } ?? []) {
            switch BenchProcess.linkedRuntimes(name) {
            case (swift: true, cxx: true)?:
                print("  \(name): the Swift and C++ runtimes linked in, as meson install builds it")
            case (swift: true, cxx: false)?:
                print("  \(name): the Swift runtime linked in, the C++ runtime loaded as a shared library "
                    + "(as release builds linked it before the sixth round of 28 November 2026)")
            case (swift: false, _)?:
                print("  \(name): the toolchain's shared Swift runtime (a plain swift build); the installed binary, "
                    + "built with --static-swift-stdlib, reaches main about 5 ms sooner")
            case nil: print("  \(name): cannot be read")
            }
        }
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            print("needs a display: meson-helpers/with-xvfb.sh .build/release/tunnel-bench start")
            exit(1)
        }
        guard let bus = SessionBus() else {
            print("needs dbus-daemon on PATH to give both programs the same session bus")
            exit(1)
        }
        defer { bus.stop() }
        // Each measured launch's first frame and resident memory, by program.
        var launches: [String: [(report: LaunchedWindow.Report, resident: Double)]] = [:]
        // Each measured round's first frames by program: the programs of a
        // round are launched one after another, so they share a spell of
        // the machine, and a ratio within a round cancels its drift.
        var rounds: [[String: Double]] = []
        // TUNNEL_BENCH_BASELINE=/path/to/other/tunnel adds that build to the
        // same alternation (before/after in one run); TUNNEL_BENCH_BASELINE_DATA
        // is its TUNNEL_DATA_DIR.
        let environment = ProcessInfo.processInfo.environment
        let baseline = environment["TUNNEL_BENCH_BASELINE"].flatMap { $0.isEmpty ? nil : $0 }
        guard let yardstick = YardstickBuild.build() else { exit(1) }
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: yardstick).deletingLastPathComponent().path) }
        print("  empty-gtk-window: built from \(YardstickBuild.source.path) by clang -O2, as a C program")
        let tunnelArguments = ["--at", "56.55,8.316667"]
        // Tunnel writes only the line the yardstick writes, as a user's
        // launch writes none of the others (some forty JSON lines before
        // the first frame, each encoded and written on Tunnel's threads and
        // read here, on the same two cores). TUNNEL_BENCH_FULL_TRACE=1 keeps
        // them all: a build from before TUNNEL_TRACE_EVENTS writes them
        // anyway, and a comparison with it is fair only so.
        let fullTrace = environment["TUNNEL_BENCH_FULL_TRACE"] == "1"
        let trace = fullTrace ? [:] : ["TUNNEL_TRACE_EVENTS": "firstFrame"]
        print(fullTrace
            ? "  tunnel: the whole trace written (TUNNEL_BENCH_FULL_TRACE=1), about 40 lines before the first frame"
            : "  tunnel: only the firstFrame line written, as the yardsticks write (TUNNEL_TRACE_EVENTS=firstFrame)")
        var programs = [
            Program(label: "tunnel", binary: "tunnel", arguments: tunnelArguments, environment: trace, readsWorldData: true),
            Program(label: "empty-gtk-window", binary: yardstick),
            Program(label: "application-gtk-window", binary: yardstick, arguments: ["--application"]),
            Program(label: "titled-gtk-window", binary: yardstick, arguments: ["--titled"]),
        ]
        if let baseline {
            let data = (environment["TUNNEL_BENCH_BASELINE_DATA"].map { ["TUNNEL_DATA_DIR": $0] } ?? [:])
                .merging(trace) { own, _ in own }
            programs.insert(
                Program(label: "baseline", binary: baseline, arguments: tunnelArguments, environment: data, readsWorldData: true),
                at: 1)
        }
        // One unmeasured launch of each warms the page cache; the order
        // alternates so none always follows another's exit.
        for round in 0...runs {
            if round > 0 { rounds.append([:]) }
            for program in round.isMultiple(of: 2) ? programs : programs.reversed() {
                if cold, program.readsWorldData {
                    // Each build's own data folder, found as the build finds it.
                    let locator = program.environment["TUNNEL_DATA_DIR"].map { AssetLocator(directory: $0) } ?? .default
                    BenchProcess.dropFromPageCache(worldFilesOf: locator)
                }
                let name = program.label
                guard let window = LaunchedWindow(program.binary, arguments: program.arguments, environment: program.environment)
                else { exit(1) }
                defer { window.stop() }
                guard let report = window.waitForFirstFrame() else {
                    print("  \(name) exited or hung before its first frame")
                    continue
                }
                let resident = window.settledResidentMegabytes()
                guard round > 0 else { continue }
                launches[name, default: []].append((report, resident))
                rounds[rounds.count - 1][name] = report.milliseconds
            }
        }
        let reports = launches.mapValues { $0.map(\.report) }
        let times = reports.mapValues { $0.map(\.milliseconds) }
        let readingLags = reports.mapValues { $0.compactMap(\.readingLag) }.filter { !$0.value.isEmpty }
        let residents = launches.mapValues { $0.map(\.resident) }
        let threads = reports.mapValues { $0.compactMap(\.threads) }
        let cpus = threads.mapValues { $0.map(\.cpu) }
        let mainCPUs = threads.mapValues { $0.map(\.mainCPU) }
        let mainWaits = threads.mapValues { $0.map(\.mainWait) }
        for (name, reports) in reports.sorted(by: { $0.key < $1.key }) where reports.contains(where: { $0.readingLag == nil }) {
            print("  \(name) does not stamp its first frame: timed when its line was read, which may come later")
        }
        for (name, reports) in reports.sorted(by: { $0.key < $1.key })
        where reports.contains(where: { $0.threads != nil && !$0.threadsCountedAtStamp }) {
            print("  \(name) does not count its CPU time at its stamp: read from /proc when its line was read")
        }
        let tunnel = BenchmarkReport.percentile(times["tunnel"] ?? [], 0.5)
        let empty = BenchmarkReport.percentile(times["empty-gtk-window"] ?? [], 0.5)
        let application = BenchmarkReport.percentile(times["application-gtk-window"] ?? [], 0.5)
        let titled = BenchmarkReport.percentile(times["titled-gtk-window"] ?? [], 0.5)
        print(BenchmarkReport.line("tunnel: process start → first frame of both maps", times["tunnel"] ?? [], unit: "ms"))
        print(BenchmarkReport.line("empty-gtk-window: process start → first frame", times["empty-gtk-window"] ?? [], unit: "ms"))
        let tunnel95 = BenchmarkReport.percentile(times["tunnel"] ?? [], 0.95)
        let empty95 = BenchmarkReport.percentile(times["empty-gtk-window"] ?? [], 0.95)
        print(String(format: "  ratio of medians: %.2f× (target ≤ 1.5×); ratio of p95s: %.2f×", tunnel / empty, tunnel95 / empty95))
        printRoundRatios(rounds, of: "tunnel", to: "empty-gtk-window")
        // Context, not the target: what a GtkApplication window, and one
        // with a title in a header bar, cost GTK before anything of Tunnel's.
        print(BenchmarkReport.line(
            "application-gtk-window (the empty window as a GtkApplication's): process start → first frame",
            times["application-gtk-window"] ?? [], unit: "ms"))
        print(BenchmarkReport.line(
            "titled-gtk-window (that window with a header bar and a title): process start → first frame",
            times["titled-gtk-window"] ?? [], unit: "ms"))
        print(String(
            format: "  against empty-gtk-window: application-gtk-window %.2f×, titled-gtk-window %.2f×; "
                + "tunnel against titled-gtk-window: %.2f×",
            application / empty, titled / empty, tunnel / titled))
        printRoundRatios(rounds, of: "tunnel", to: "titled-gtk-window")
        // Not part of the times: how long after its stamp each program's
        // line was read. The scheduler's figures below are counted at the
        // stamp, by each program itself.
        for program in programs where readingLags[program.label] != nil {
            print(BenchmarkReport.line("\(program.label): its line read after its stamp", readingLags[program.label] ?? [], unit: "ms"))
        }
        // Not a target: what the start costs the machine, all threads
        // together, up to the first frame. Once every core is busy (two on
        // this project's machine), only less CPU makes the start shorter.
        for program in programs {
            print(BenchmarkReport.line("\(program.label): CPU time to the first frame, all threads", cpus[program.label] ?? [], unit: "ms"))
        }
        // The main thread's share, and how long it stood runnable without a
        // core: the part of the start that other threads' work costs it.
        for program in programs {
            let name = program.label
            print(BenchmarkReport.line("\(name): main thread's CPU time to the first frame", mainCPUs[name] ?? [], unit: "ms"))
            print(BenchmarkReport.line("\(name): main thread's wait for a core", mainWaits[name] ?? [], unit: "ms"))
        }
        if let baseline {
            let before = BenchmarkReport.percentile(times["baseline"] ?? [], 0.5)
            print(BenchmarkReport.line("baseline \(baseline): process start → first frame of both maps", times["baseline"] ?? [], unit: "ms"))
            let difference = before - tunnel
            let verdict = difference >= 0 ? "faster" : "slower"
            print(String(
                format: "  baseline ratio of medians: %.2f×; this build %.1f ms \(verdict) at the median", before / empty, abs(difference)))
            printRoundRatios(rounds, of: "tunnel", to: "baseline")
        }
        for program in programs {
            print(BenchmarkReport.line("\(program.label): resident memory after start-up", residents[program.label] ?? [], unit: "MB"))
        }
    }

    /// The median over the rounds of `program`'s first frame over
    /// `yardstick`'s in the same round, with its 95 % bootstrap interval:
    /// the ratio of medians moves with the machine's spells from one run to
    /// the next, and this says by how much a run of this length can.
    private static func printRoundRatios(_ rounds: [[String: Double]], of program: String, to yardstick: String) {
        let ratios = rounds.compactMap { round in round[program].flatMap { time in round[yardstick].map { time / $0 } } }
        guard !ratios.isEmpty else { return }
        let interval = BenchmarkReport.medianInterval(ratios)
        print(String(
            format: "  \(program) against \(yardstick), round by round: median %.2f× (95 %% interval %.2f–%.2f×, n=%d)",
            BenchmarkReport.median(ratios), interval.low, interval.high, ratios.count))
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
        var readsWorldData = false
    }
}
