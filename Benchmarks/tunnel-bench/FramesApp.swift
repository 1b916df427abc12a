import Foundation

/// The `tunnel` window under measurement: launched with `TUNNEL_TRACE=1`,
/// its trace written to a file the benchmark reads back.
final class FramesApp {
    let process: Process
    let window: String
    private let traceURL: URL
    private let state: URL

    /// Launches tunnel at `scale` (`GDK_SCALE`) and waits for its first
    /// frame and its window; nil (with a message) when that fails.
    init?(scale: Int) {
        let id = UUID().uuidString
        state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-frames-\(id)")
        traceURL = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-frames-\(id).log")
        _ = FileManager.default.createFile(atPath: traceURL.path, contents: nil)
        process = BenchProcess.make(
            "tunnel", arguments: ["--at", "56.55,8.316667"], state: state, environment: ["GDK_SCALE": "\(scale)"])
        let binary = BenchProcess.binary("tunnel")
        guard let handle = try? FileHandle(forWritingTo: traceURL) else { return nil }
        process.standardError = handle
        do { try process.run() } catch {
            print("cannot launch \(binary.path): \(error)")
            return nil
        }
        var found = ""
        for _ in 0..<400 where found.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            let ids = FramesBenchmark.xdotool(["search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "."])
            if Self.text(of: traceURL).contains("\"event\":\"firstFrame\"") {
                found = ids.split(separator: "\n").first.map(String.init) ?? ""
            }
        }
        guard !found.isEmpty else {
            print("tunnel showed no window with a first frame")
            process.terminate()
            return nil
        }
        window = found
    }

    /// Ends the window. With `TUNNEL_BENCH_KEEP_TRACE=1` its trace stays
    /// behind, and its path is printed, for a look at what a slow frame
    /// was among.
    func quit() {
        process.terminate()
        process.waitUntilExit()
        if ProcessInfo.processInfo.environment["TUNNEL_BENCH_KEEP_TRACE"] == "1" {
            print("    the window's trace, kept: \(traceURL.path)")
        } else {
            try? FileManager.default.removeItem(at: traceURL)
        }
        try? FileManager.default.removeItem(at: state)
    }

    private static func text(of url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    private func lines() -> [Substring] {
        Self.text(of: traceURL).split(separator: "\n")
    }

    /// How many trace lines there are so far.
    func lineCount() -> Int { lines().count }

    /// Waits until the trace has not grown for `quiet` seconds (animations
    /// and background renders finished).
    func waitForQuiet(_ quiet: Double = 0.6, timeout: Double = 15) {
        var count = lineCount()
        var stable = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = lineCount()
            if now != count {
                count = now
                stable = Date()
            } else if Date().timeIntervalSince(stable) >= quiet {
                return
            }
        }
    }

    /// The paint times after the first `start` lines: every `frame` (maps
    /// and info cards), every `transitionFrame`, and each `transitionSnapshot`
    /// as a frame of its own: the flip's first frame cannot show before its
    /// snapshots are drawn. The `frame` events a snapshot's drawing emits
    /// (between `transitionBegan` and its `transitionSnapshot`) are inside
    /// that snapshot's time, so they are not counted again. Also the
    /// `infoCardsPrepared` times: main-thread work at idle, not a frame;
    /// and the `wayDownPrepared` times: from Ctrl+D to the way down shown,
    /// its picture drawn on a worker meanwhile.
    func paintTimes(afterLine start: Int)
        -> (frames: [Double], snapshots: [Double], prepared: [Double], wayDownWaits: [Double])
    {
        var frames: [Double] = [], snapshots: [Double] = [], prepared: [Double] = [], wayDownWaits: [Double] = []
        var insideSnapshot = false
        for line in lines().dropFirst(start) {
            guard line.contains("\"event\":\"frame\"") || line.contains("\"event\":\"transition")
                    || line.contains("\"event\":\"infoCardsPrepared\"") || line.contains("\"event\":\"wayDownPrepared\""),
                  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let event = object["event"] as? String else { continue }
            let ms = (object["ms"] as? NSNumber)?.doubleValue
            switch event {
            case "transitionBegan": insideSnapshot = true
            case "transitionEnded": insideSnapshot = false
            case "transitionSnapshot":
                insideSnapshot = false
                if let ms { snapshots.append(ms); frames.append(ms) }
            case "frame" where !insideSnapshot, "transitionFrame":
                if let ms { frames.append(ms) }
            case "infoCardsPrepared":
                if let ms { prepared.append(ms) }
            case "wayDownPrepared":
                if let ms { wayDownWaits.append(ms) }
            default: break
            }
        }
        return (frames, snapshots, prepared, wayDownWaits)
    }
}
