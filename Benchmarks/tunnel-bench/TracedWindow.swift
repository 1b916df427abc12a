import DisplayTesting
import Foundation

/// The `tunnel` window a window benchmark drives: launched on one display
/// server with `TUNNEL_TRACE=1` and its standard error (the trace) written
/// to a file, which the benchmark reads back from a mark on, and a user's
/// input to it (``WindowInput``).
final class TracedWindow {
    /// The running app.
    let process: Process
    /// Its pointer and keyboard.
    let input: WindowInput
    /// Device pixels per point it runs at.
    let scale: Int
    /// The file its standard error goes to.
    private let traceURL: URL
    /// Its state folder, removed by ``quit()``.
    private let state: URL

    /// The app's process id.
    var pid: Int32 { process.processIdentifier }

    /// Launches tunnel in western Denmark on `server` at `scale` (X11's
    /// `GDK_SCALE`; on Wayland the output's scale, set before the launch and
    /// put back by ``quit()``) with `environment` on top of the benchmark's,
    /// and waits for its first frame and its window; nil, saying why, when
    /// either does not come.
    init?(on server: DisplayServer, scale: Int = 1, environment: [String: String] = [:]) {
        let id = UUID().uuidString
        state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-\(id)")
        traceURL = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-\(id).log")
        self.scale = scale
        var extra = environment
        switch server.backend {
        case .x11: extra["GDK_SCALE"] = "\(scale)"
        case .wayland: SwayOutput.setScale(scale)
        }
        process = BenchProcess.make(
            "tunnel", arguments: ["--at", "56.55,8.316667"], state: state, on: server, environment: extra)
        _ = FileManager.default.createFile(atPath: traceURL.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: traceURL) else { return nil }
        process.standardError = handle
        let process = self.process
        let giveUp = {
            if process.isRunning { process.terminate() }
            if server.backend == .wayland && scale != 1 { SwayOutput.setScale(1) }
        }
        do { try process.run() } catch {
            print("  cannot launch \(BenchProcess.binary("tunnel").path): \(error)")
            giveUp()
            return nil
        }
        let deadline = Date().addingTimeInterval(20)
        while !Self.text(of: traceURL).contains("\"event\":\"firstFrame\"") {
            guard process.isRunning, Date() < deadline else {
                print("  tunnel showed no first frame on \(server.name)")
                giveUp()
                return nil
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let input = WindowInput(server: server, pid: process.processIdentifier, title: "Tunnel", scale: Double(scale)) else {
            giveUp()
            return nil
        }
        input.contentInsets = Self.contentInsets(in: Self.text(of: traceURL), input: input)
        self.input = input
    }

    /// Where the content sits in the window, from the last `windowContent`
    /// event and the window's size: X reports the whole surface, sway the
    /// frame inside the shadow.
    private static func contentInsets(in trace: String, input: WindowInput) -> ContentInsets {
        guard let line = trace.split(separator: "\n").last(where: { $0.contains("\"event\":\"windowContent\"") }),
              let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let x = event["x"] as? Double, let y = event["y"] as? Double, let width = event["width"] as? Double,
              let height = event["height"] as? Double, let frameX = event["frameX"] as? Double,
              let frameY = event["frameY"] as? Double, let frame = input.windowSize()
        else { return .zero }
        let left = input.server.backend == .x11 ? x : x - frameX, top = input.server.backend == .x11 ? y : y - frameY
        let scale = input.scale
        return ContentInsets(
            left: Int(left * scale), top: Int(top * scale),
            right: max(0, Int(((frame.width - left - width) * scale).rounded())),
            bottom: max(0, Int(((frame.height - top - height) * scale).rounded())))
    }

    /// Ends the window and puts the output's scale back. With
    /// `TUNNEL_BENCH_KEEP_TRACE=1` its trace stays behind, and its path is
    /// printed, for a look at what a slow frame was among.
    func quit() {
        process.terminate()
        process.waitUntilExit()
        if input.server.backend == .wayland && scale != 1 { SwayOutput.setScale(1) }
        if ProcessInfo.processInfo.environment["TUNNEL_BENCH_KEEP_TRACE"] == "1" {
            print("    the window's trace, kept: \(traceURL.path)")
        } else {
            try? FileManager.default.removeItem(at: traceURL)
        }
        try? FileManager.default.removeItem(at: state)
    }

    /// The whole of a file, or nothing.
    private static func text(of url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// How far the trace has been written: a mark to read events from.
    func mark() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: traceURL.path)[.size]) as? NSNumber)?.intValue ?? 0
    }

    /// The trace's events written since `mark`.
    func events(since mark: Int) -> [TraceLog.Event] {
        guard let handle = try? FileHandle(forReadingFrom: traceURL) else { return [] }
        defer { try? handle.close() }
        try? handle.seek(toOffset: UInt64(mark))
        let data = (try? handle.readToEnd()) ?? Data()
        return TraceLog(stderr: String(decoding: data, as: UTF8.self)).events
    }

    /// Waits until the trace has not grown for `quiet` seconds (animations
    /// and background renders finished), at most `timeout` seconds.
    func waitForQuiet(_ quiet: Double = 0.6, timeout: Double = 15) {
        var size = mark()
        var stable = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = mark()
            if now != size {
                size = now
                stable = Date()
            } else if Date().timeIntervalSince(stable) >= quiet {
                return
            }
        }
    }

    /// Waits (at most `timeout` seconds) for an event named `name` written
    /// since `mark`; false when none came.
    func waitForEvent(_ name: String, since mark: Int, timeout: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if events(since: mark).contains(where: { $0.name == name }) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}
