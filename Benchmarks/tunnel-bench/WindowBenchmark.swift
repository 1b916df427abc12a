import CCairo
import Containment
import ContainmentGtk
import Foundation

/// `tunnel-bench window`: the cost of one flip frame, the painter turning
/// one pane's snapshot at the pane size of a 1280×800 window, offscreen, at
/// scale 1 and 2. The real window's frames are `tunnel-bench frames`, on
/// each display server; the difference between the two is what the window
/// adds around the painter (on Wayland, a fresh buffer's pages).
enum WindowBenchmark {
    /// One pane of a 1280×800 window, in points.
    private static let pane = Size(width: 538, height: 800)

    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        print("== window (offscreen: one flip frame at the pane size of a 1280×800 window)")
        let sheet = FigureSheet(suite: "window")
        for scale in [1, 2] {
            let times = MainActor.assumeIsolated { flipFrameTimes(scale: scale) }
            let label = "flip frame at 538×800 points, scale \(scale) (one pane of 1280×800; target ≤ 4 ms p95)"
            print(BenchmarkReport.line(label, times, unit: "ms"))
            let prefix = "scale\(scale)FlipFrame"
            sheet.record("\(prefix)P50Milliseconds", BenchmarkReport.percentile(times, 0.5))
            sheet.record("\(prefix)P95Milliseconds", BenchmarkReport.percentile(times, 0.95))
            sheet.record("\(prefix)MaxMilliseconds", times.max() ?? .nan)
        }
        sheet.write()
    }

    /// The paint times, in milliseconds, of flip frames of one pane at
    /// `scale` device pixels per point, 240 of them over four flips'
    /// progress, each over the backdrop as the window paints it.
    @MainActor
    private static func flipFrameTimes(scale: Int) -> [Double] {
        let pixelWidth = Int32(pane.width) * Int32(scale), pixelHeight = Int32(pane.height) * Int32(scale)
        func surface() -> OpaquePointer {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight)!
            cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
            return surface
        }
        let from = surface(), to = surface()
        for (snapshot, shade) in [(from, 0.7), (to, 0.2)] {
            let cr = cairo_create(snapshot)!
            cairo_set_source_rgb(cr, shade, 0.5, 1 - shade)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        let target = surface()
        let cr = cairo_create(target)!
        let backdrop = GtkTransitionRenderer().backdrop
        var times: [Double] = []
        for frame in 0..<240 {
            let progress = Double(frame % 60) / 59
            let start = DispatchTime.now()
            cairo_set_source_rgb(cr, backdrop.red, backdrop.green, backdrop.blue)
            cairo_paint(cr)
            TransitionPainter.paint(cr, style: .flipFromTop, progress: progress, from: from, to: to, size: pane)
            cairo_surface_flush(target)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        cairo_destroy(cr)
        for surface in [from, to, target] { cairo_surface_destroy(surface) }
        return times
    }
}
