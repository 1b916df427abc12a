import Geo
import MapRendering
import TunnelApp
import TunnelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel-bench waydown`: what the way down costs — integrating
/// PREM and both falls when the view first opens, and one frame of the cut
/// while the digger falls, against the 8 ms frame budget.
enum WayDownBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        print("Way-down benchmark")
        let sheet = FigureSheet(suite: "waydown")
        defer { sheet.write() }
        let physics = BenchmarkReport.measure(10) { _ = TunnelJourney.Physics() }
        print("  physics (PREM mass/gravity/pressure + two RK4 falls): p50 \(BenchmarkReport.ms(physics.p50))  max \(BenchmarkReport.ms(physics.max))")
        sheet.milliseconds("physicsP50Milliseconds", seconds: physics.p50)
        let journey = TunnelJourney(start: .land, end: .ocean)
        let train = journey.physics.prem
        print("  fall: PREM \(Coordinate.fixed(train.oneWayTime / 60, fractionDigits: 2)) min, uniform "
            + "\(Coordinate.fixed(journey.physics.uniform.oneWayTime / 60, fractionDigits: 2)) min, peak "
            + "\(Coordinate.fixed(train.peakSpeed / 1000, fractionDigits: 3)) km/s")
        let labels = WayDownStrings.labels(for: journey)
        // The still picture: what does not move while the digger falls
        // (background, cut, shaft, ends, labels). The window draws it on a
        // worker before the way down shows; a painter without one draws it
        // in its first frame, as here.
        for scale in [1.0, 2.0] {
            let first = BenchmarkReport.measure(10) {
                let surface = RenderSurface(width: 1280, height: 800, scaleFactor: scale)
                let scene = WayDownScene(
                    profile: journey.profile, startName: "Lemvig", endName: "South Pacific Ocean", labels: labels,
                    readout: WayDownStrings.readout(train.state(at: 0), journey: journey, playing: false), distanceKm: 0)
                surface.draw { cr in WayDownPainter().draw(scene, in: cr, width: 1280, height: 800) }
            }
            print("  still picture at 1280×800, scale \(Int(scale)) (the window's worker's work; here a first frame into an image): "
                + "p50 \(BenchmarkReport.ms(first.p50))  max \(BenchmarkReport.ms(first.max))")
            sheet.milliseconds("stillPictureScale\(Int(scale))P50Milliseconds", seconds: first.p50)
        }
        // Wide, the readout sits beside the cut; tall, above it, where its
        // height places the cut, so each frame measures it too.
        for (width, height) in [(1280.0, 800.0), (900.0, 1000.0)] {
            let frames = measureFall(journey, labels: labels, width: width, height: height)
            print("  frame at \(Int(width))×\(Int(height)) (cut, labels, readout, digger): p50 \(BenchmarkReport.ms(frames.p50))  "
                + "p95 \(BenchmarkReport.ms(frames.p95))  max \(BenchmarkReport.ms(frames.max))   target ≤ 8 ms p95")
            sheet.milliseconds("fallFrame\(Int(width))x\(Int(height))P95Milliseconds", seconds: frames.p95)
        }
    }

    /// 120 frames of the fall in a view of `width` × `height`, into an image.
    private static func measureFall(
        _ journey: TunnelJourney, labels: [WayDownScene.Label], width: Double, height: Double
    ) -> (p50: Double, p95: Double, max: Double) {
        let train = journey.physics.prem
        let surface = RenderSurface(width: width, height: height)
        let painter = WayDownPainter()
        var frame = 0
        return BenchmarkReport.measure(120) {
            let state = train.state(at: Double(frame) * train.oneWayTime / 120)
            frame += 1
            let scene = WayDownScene(
                profile: journey.profile, startName: "Lemvig", endName: "South Pacific Ocean", labels: labels,
                readout: WayDownStrings.readout(state, journey: journey, playing: true), distanceKm: state.distance / 1000)
            surface.draw { cr in painter.draw(scene, in: cr, width: width, height: height) }
        }
    }
}
