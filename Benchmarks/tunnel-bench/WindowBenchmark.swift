import CCairo
import Containment
import ContainmentGtk
import Foundation

/// `tunnel-bench window`: the cost of one flip frame, the painter turning
/// one pane's snapshot at the pane size of a 1280×800 window, offscreen.
/// The real window's start and memory are `tunnel-bench start` and
/// `memory`, against the yardstick on each display server.
enum WindowBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        print("== window (offscreen: one flip frame at the pane size of a 1280×800 window)")
        let times = MainActor.assumeIsolated { flipFrameTimes() }
        print(BenchmarkReport.line("flip frame at 538×800 (one pane of 1280×800; target ≤ 4 ms p95)", times, unit: "ms"))
        let sheet = FigureSheet(suite: "window")
        sheet.record("flipFrameP50Milliseconds", BenchmarkReport.percentile(times, 0.5))
        sheet.record("flipFrameP95Milliseconds", BenchmarkReport.percentile(times, 0.95))
        sheet.record("flipFrameMaxMilliseconds", times.max() ?? .nan)
        sheet.write()
    }

    /// The paint times, in milliseconds, of flip frames at 538×800 (one
    /// pane of a 1280×800 window side by side), 240 of them over four
    /// flips' progress.
    @MainActor
    private static func flipFrameTimes() -> [Double] {
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
        return times
    }
}
