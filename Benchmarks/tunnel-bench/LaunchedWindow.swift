import Foundation
import Locking

/// A GTK binary next to this one (`tunnel` or the `empty-gtk-window`
/// yardstick), launched on a display server and timed from process start
/// to its first frame, by the `{"event":"firstFrame"}` line it writes
/// on standard error.
///
/// The line carries the moment of the frame (`monotonicMicroseconds`, GLib's
/// monotonic clock) and the time is taken from that. When the line was read
/// is kept too: Tunnel goes on working after its first frame, so on two
/// cores the reading can come late. A line without the stamp (a build from
/// before it) is timed by its reading. So are the scheduler's figures: the
/// line carries them as counted at the stamp (`processCPUMicroseconds`,
/// `mainThreadCPUMicroseconds`, `mainThreadWaitMicroseconds`), and only a
/// line without them is made up for from `/proc` when it is read.
///
/// Standard error is drained on a thread of its own for the process's whole
/// life: a traced window that is driven for long would otherwise fill the
/// pipe and block in `write(2)`.
final class LaunchedWindow {
    /// The running program.
    let process: Process
    /// Its state folder, removed by ``stop()``.
    private let state: URL
    /// The first frame, once the reading thread has seen it.
    private let firstFrame = FirstFrame()
    /// Opened when the first frame was seen or the program ended.
    private let seen = Latch()

    /// What the reading thread learnt of the first frame, all at once.
    private final class FirstFrame: Sendable {
        let reported = Locked<Report?>(nil)
    }

    /// A first frame as reported.
    struct Report {
        /// Milliseconds from process start to the first frame: to its stamp,
        /// or to the reading of an unstamped line.
        var milliseconds: Double
        /// Milliseconds from the stamp to the reading; nil for an unstamped line.
        var readingLag: Double?
        /// The scheduler's account of the process's threads at the stamp,
        /// or when the line was read (nil where neither could say).
        var threads: ThreadTimes?
        /// Whether ``threads`` was counted at the stamp, by the program.
        var threadsCountedAtStamp: Bool
    }

    /// What the scheduler had counted for a process, in milliseconds.
    struct ThreadTimes {
        /// CPU time of all its threads together.
        var cpu: Double
        /// CPU time of its main thread alone.
        var mainCPU: Double
        /// Time its main thread spent runnable but waiting for a core.
        var mainWait: Double
    }

    /// Starts `binary` (a file name beside this executable, or an absolute
    /// path) with `arguments` on `server` under the benchmark's environment
    /// plus `environment`: trace on, no GL, a fresh state folder. The first
    /// line with a `firstFrame` event times the start; the lines before it
    /// and after it are read and dropped.
    init?(_ binary: String, arguments: [String] = [], on server: DisplayServer, environment: [String: String] = [:]) {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-\(UUID().uuidString)")
        process = BenchProcess.make(binary, arguments: arguments, state: state, on: server, environment: environment)
        let url = BenchProcess.binary(binary)
        let errors = Pipe()
        process.standardError = errors
        let started = Self.monotonicMicroseconds()
        do { try process.run() } catch {
            print("cannot launch \(url.path): \(error)")
            return nil
        }
        let handle = errors.fileHandleForReading
        let pid = process.processIdentifier
        let thread = Thread { [firstFrame, seen] in
            var pending = Data()
            var found = false
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                // After the first frame the pipe is only kept drained.
                guard !found else { continue }
                pending.append(chunk)
                if let line = Self.firstFrameLine(takingLinesFrom: &pending) {
                    let read = Self.monotonicMicroseconds()
                    let fields = Self.fields(of: line)
                    let stamped = Self.threadTimes(in: fields)
                    let threads = stamped ?? Self.threadTimes(of: pid)
                    let stamp = fields["monotonicMicroseconds"]
                    let report = Report(
                        milliseconds: Double((stamp ?? read) - started) / 1e3,
                        readingLag: stamp.map { Double(read - $0) / 1e3 },
                        threads: threads, threadsCountedAtStamp: stamped != nil)
                    firstFrame.reported.withLock { $0 = report }
                    found = true
                    pending = Data()
                    seen.open()
                }
            }
            if !found { seen.open() }  // the process ended: let a waiter see "no first frame"
        }
        thread.start()
    }

    deinit { stop() }

    /// The first frame as reported, or nil when the process exited or took
    /// longer than `timeout` seconds.
    func waitForFirstFrame(timeout: Double = 30) -> Report? {
        seen.wait(timeout: timeout)
        return firstFrame.reported.withLock { $0 }
    }

    /// Now on the clock the programs stamp their first frame by: GLib's
    /// `g_get_monotonic_time`, which on Linux reads `CLOCK_MONOTONIC`.
    private static func monotonicMicroseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000_000 + now.tv_nsec / 1000
    }

    /// The first complete `firstFrame` line in `output`, if it has one yet;
    /// every complete line before it, and the line, are taken out of
    /// `output`. Each byte is looked at once: this runs on the benchmark's
    /// reading thread while the program starts on the same cores, once per
    /// line a full trace writes.
    private static func firstFrameLine(takingLinesFrom output: inout Data) -> Substring? {
        let marker = Data("\"event\":\"firstFrame\"".utf8)
        var next = output.startIndex
        // The lines read are taken out once, not the rest copied per line.
        defer { output.removeSubrange(output.startIndex..<next) }
        while let newline = output[next...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = output[next..<newline]
            next = output.index(after: newline)
            if line.range(of: marker) != nil { return Substring(String(decoding: line, as: UTF8.self)) }
        }
        return nil
    }

    /// The line's whole-number fields (the stamp and the scheduler's
    /// account, in microseconds); empty when it is not a JSON object.
    private static func fields(of line: Substring) -> [String: Int] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return [:] }
        return object.compactMapValues { ($0 as? NSNumber)?.intValue }
    }

    /// The scheduler's account the program counted at its stamp, if its
    /// line has all of it.
    private static func threadTimes(in fields: [String: Int]) -> ThreadTimes? {
        guard let cpu = fields["processCPUMicroseconds"], let mainCPU = fields["mainThreadCPUMicroseconds"],
              let mainWait = fields["mainThreadWaitMicroseconds"] else { return nil }
        return ThreadTimes(cpu: Double(cpu) / 1e3, mainCPU: Double(mainCPU) / 1e3, mainWait: Double(mainWait) / 1e3)
    }

    /// The run and wait times of process `pid`'s threads so far, from each
    /// thread's `schedstat` (nanoseconds, unlike `stat`'s ticks; its first
    /// field is time on a core, its second time runnable on a run queue):
    /// for a line that does not carry them.
    ///
    /// The main thread is read first, before the listing of the others:
    /// Tunnel's keeps working after its first frame, and each read here lets
    /// it count a little more.
    static func threadTimes(of pid: Int32) -> ThreadTimes? {
        func schedstat(_ path: String) -> (run: Double, wait: Double)? {
            guard let line = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            let fields = line.split(separator: " ").prefix(2).compactMap { Double($0) }
            return fields.count == 2 ? (fields[0] / 1e6, fields[1] / 1e6) : nil
        }
        let directory = "/proc/\(pid)/task"
        guard let main = schedstat("\(directory)/\(pid)/schedstat"),
              let threads = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        var times = ThreadTimes(cpu: main.run, mainCPU: main.run, mainWait: main.wait)
        for thread in threads where thread != "\(pid)" {
            times.cpu += schedstat("\(directory)/\(thread)/schedstat")?.run ?? 0
        }
        return times
    }

    /// The program's process id.
    var pid: Int32 { process.processIdentifier }

    /// Ends the process and removes its state folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: state)
    }
}
