import CCairo
import Containment
import ContainmentGtk
import Foundation

/// Measures the real window: time from process start to the first frame of
/// both maps, resident memory after start-up (both by launching the `tunnel`
/// binary next to this one in the current X display), and the cost of one
/// flip frame at the pane size of a 1280×800 window.
enum WindowBenchmark {
    static func run() {
        print("== window (tunnel binary, DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"), GDK_GL=disable)")
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            print("needs a display: meson-helpers/with-xvfb.sh .build/release/tunnel-bench window")
            exit(1)
        }
        var startups: [Double] = []
        var residents: [Double] = []
        for _ in 0..<12 {
            guard let (startup, resident) = launchOnce() else { continue }
            startups.append(startup)
            residents.append(resident)
        }
        // The first launch warms the page cache; report the rest.
        if startups.count > 2 {
            startups.removeFirst()
            residents.removeFirst()
        }
        report("process start → first frame of both maps", startups, unit: "ms", target: "≤ 150 ms median")
        report("resident memory after start-up", residents, unit: "MB", target: "≤ 60 MB")
        flipFrames()
    }

    private static func launchOnce() -> (Double, Double)? {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let process = BenchProcess.make("tunnel", arguments: ["--at", "56.55,8.316667"], state: state)
        let binary = BenchProcess.binary("tunnel")
        let errors = Pipe()
        process.standardError = errors
        let started = DispatchTime.now()
        do { try process.run() } catch {
            print("cannot launch \(binary.path): \(error)")
            return nil
        }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var buffer = Data()
        let handle = errors.fileHandleForReading
        while process.isRunning {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            if String(decoding: buffer, as: UTF8.self).contains("\"event\":\"firstFrame\"") {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
                Thread.sleep(forTimeInterval: 0.5)
                return (elapsed, residentMegabytes(of: process.processIdentifier))
            }
        }
        print("tunnel exited before its first frame")
        return nil
    }

    private static func residentMegabytes(of pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kilobytes / 1024
    }

    /// One flip frame: the painter turning one pane's snapshot, at the pane
    /// size of a 1280×800 window (side by side: 538×800 points).
    @MainActor
    private static func flipFramesOnMain() {
        let size = Size(width: 538, height: 800)
        let from = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 538, 800)!
        let to = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 538, 800)!
        for (surface, shade) in [(from, 0.7), (to, 0.2)] {
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, shade, 0.5, 1 - shade)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 538, 800)!
        let cr = cairo_create(target)!
        var times: [Double] = []
        for frame in 0..<240 {
            let progress = Double(frame % 60) / 59
            let start = DispatchTime.now()
            TransitionPainter.paint(cr, style: .flipFromTop, progress: progress, from: from, to: to, size: size)
            cairo_surface_flush(target)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        cairo_destroy(cr)
        for surface in [from, to, target] { cairo_surface_destroy(surface) }
        report("flip frame at 538×800 (one pane of 1280×800)", times, unit: "ms", target: "≤ 4 ms p95")
    }

    private static func flipFrames() {
        MainActor.assumeIsolated { flipFramesOnMain() }
    }

    private static func report(_ what: String, _ values: [Double], unit: String, target: String) {
        guard !values.isEmpty else {
            print("  \(what): no samples")
            return
        }
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
        print(String(
            format: "  %@: median %.1f %@, p95 %.1f, min %.1f, max %.1f (n=%d; target %@)",
            what, percentile(0.5), unit, percentile(0.95), sorted.first!, sorted.last!, sorted.count, target))
    }
}
