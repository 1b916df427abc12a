import DisplayTesting
import Foundation

/// A suite's figures as data: written to `Benchmarks/results/SUITE.json`
/// (or `TUNNEL_BENCH_RESULTS`, a folder) with the machine, the commit and
/// the date they were measured on, so the README's budget table is made
/// from them (`tools/bench/budget-table.py`) rather than copied by hand.
/// Each run replaces the file; its history is git's.
struct BenchmarkResults<Figures: Encodable>: Encodable {
    /// The suite's name, as `tunnel-bench` takes it.
    let suite: String
    /// When the run ended, ISO 8601 in UTC.
    let date: String
    /// The source tree's commit.
    let commit: String
    /// Whether the tree had changes on top of ``commit``.
    let commitIsDirty: Bool
    /// What the figures were measured on.
    let machine: Machine
    /// The suite's own figures.
    let figures: Figures

    /// What the figures were measured on.
    struct Machine: Encodable {
        /// The CPU's model name.
        let cpu: String
        /// The cores this process may use.
        let cores: Int
        /// Physical memory.
        let memoryGigabytes: Double
        /// `uname -r`.
        let kernel: String
        /// The distribution's pretty name.
        let system: String
        /// GTK 3's version, as pkg-config has it.
        let gtk: String
    }

    /// Results of `suite` measured now, on this machine, at this checkout.
    init(suite: String, figures: Figures) {
        self.suite = suite
        self.figures = figures
        date = ISO8601DateFormatter().string(from: Date())
        let head = Self.run(["git", "-C", Self.packageDirectory.path, "rev-parse", "HEAD"]) ?? "unknown"
        commit = head
        // The suites' own results, and the README table made from them, are
        // what a run writes, not what it measures: one suite's fresh
        // results must not mark the next suite's run as made from local changes.
        commitIsDirty = !(Self.run([
            "git", "-C", Self.packageDirectory.path, "status", "--porcelain", "--untracked-files=no", "--",
            ".", ":(exclude)Benchmarks/results", ":(exclude)README.md",
        ]) ?? "").isEmpty
        machine = Machine(
            cpu: Self.cpuModel, cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGigabytes: (Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            kernel: Self.run(["uname", "-r"]) ?? "unknown", system: Self.systemName,
            gtk: Self.run(["pkg-config", "--modversion", "gtk+-3.0"]) ?? "unknown")
    }

    /// Writes the results and says where.
    func write() {
        let folder = ProcessInfo.processInfo.environment["TUNNEL_BENCH_RESULTS"].map { URL(fileURLWithPath: $0) }
            ?? Self.packageDirectory.appendingPathComponent("Benchmarks/results")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A figure with no samples is NaN: written as null-like text, not a failure.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("\(suite).json")
            try (encoder.encode(self) + Data("\n".utf8)).write(to: file, options: .atomic)
            print("  results written to \(file.path)")
        } catch {
            print("  cannot write the results: \(error)")
        }
    }

    /// The package's folder, found from this file's place in it.
    static var packageDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `model name` from /proc/cpuinfo.
    private static var cpuModel: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? "unknown"
    }

    /// `PRETTY_NAME` from /etc/os-release.
    private static var systemName: String {
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let line = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
        return line.map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "unknown"
    }

    /// A tool's standard output, trimmed, or nil when it failed.
    private static func run(_ arguments: [String]) -> String? {
        (try? Tool.run(arguments))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
