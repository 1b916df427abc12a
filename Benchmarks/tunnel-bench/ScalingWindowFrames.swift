import Foundation
import TunnelApp
import TunnelCore

/// The real window's frame times at each of ``ScalingBenchmark/sizes``, as
/// its trace tells them (the paint time of each `frame`, which the frames
/// target is set on): a fresh `tunnel` per size, sized with xdotool, then a
/// pan and a drag of the digger, as `tunnel-bench frames` makes them.
///
/// The offscreen composite beside it measures the client drawing the whole
/// view into an image; in the window the base renderings are X pixmaps the
/// server composites, so a frame's paint is the main thread's share of it.
/// Needs a display at least 3840×2160, as ``ScalingWindowMemory`` does.
enum ScalingWindowFrames {
    static func run() {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            print("  window frames by size: skipped, needs a display (XVFB_SCREEN=3840x2160x24 meson-helpers/with-xvfb.sh …)")
            return
        }
        print("  window frame paint time by size (tunnel binary, GDK_GL=disable, fresh process per size; a pan and a drag of the digger)")
        print("    size         MP   frames    p50     p95     max   p50 ms/MP")
        var pixels: [Double] = [], medians: [Double] = [], p95s: [Double] = []
        for (width, height) in ScalingBenchmark.sizes {
            guard let app = FramesApp(scale: 1) else { return }
            defer { app.quit() }
            FramesBenchmark.xdotool(["windowsize", "--sync", app.window, "\(width)", "\(height)"])
            app.waitForQuiet(1.0)
            let layout = PaneLayout(width: Double(width), height: Double(height))
            let gestures = Gestures(layout: layout, scale: 1, window: app.window)
            var frames: [Double] = []
            for (name, gesture) in gestures.all where name == "pan" || name == "drag the digger" {
                app.waitForQuiet()
                let before = app.lineCount()
                gesture()
                app.waitForQuiet()
                frames += app.paintTimes(afterLine: before).frames
            }
            guard !frames.isEmpty else {
                print("    \(width)×\(height): no frames")
                continue
            }
            let mp = Double(width * height) / 1e6
            let p50 = BenchmarkReport.percentile(frames, 0.5), p95 = BenchmarkReport.percentile(frames, 0.95)
            pixels.append(mp)
            medians.append(p50)
            p95s.append(p95)
            print(String(
                format: "    %@ %4.2f  %6d  %6.2f  %6.2f  %6.2f   %6.3f",
                "\(width)×\(height)".padding(toLength: 11, withPad: " ", startingAt: 0), mp, frames.count, p50, p95,
                frames.max() ?? .nan, p50 / mp))
        }
        guard pixels.count > 1 else { return }
        ScalingBenchmark.verdict("window frame paint time (p50) against pixels", ScalingBenchmark.exponent(pixels, medians))
        ScalingBenchmark.verdict("window frame paint time (p95) against pixels", ScalingBenchmark.exponent(pixels, p95s))
    }
}
