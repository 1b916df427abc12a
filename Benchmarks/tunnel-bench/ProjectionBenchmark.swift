import CCairo
import Geo
import MapRendering

/// Part of `tunnel-bench map`: what projecting a level of detail costs,
/// from a freshly loaded atlas, as at start-up (the start view at zoom 5.79
/// needs the medium level, projected on a worker while GTK starts) and at a
/// first zoom below 3.5 (the low level) or past 5.8 (the high level).
///
/// A first render of a fresh atlas projects what it draws; a second render
/// of the same view does not: the difference is the projection.
enum ProjectionBenchmark {
    static func run(in cr: OpaquePointer) {
        let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
        var lines: [String] = []
        for (zoom, levels) in [(2.0, "low"), (5.0, "medium"), (9.0, "high")] {
            var projections: [Double] = []
            for _ in 0..<5 {
                guard let atlas = try? WorldAtlas.load() else { return }
                let renderer = BaseMapRenderer(atlas: atlas)
                let viewport = MapViewport(center: denmark, zoom: zoom, width: 640, height: 361)
                let first = BenchmarkReport.measure(1) { renderer.draw(viewport, in: cr) }.p50
                let again = BenchmarkReport.measure(3) { renderer.draw(viewport, in: cr) }.p50
                projections.append(first - again)
            }
            lines.append("\(levels) \(BenchmarkReport.ms(BenchmarkReport.median(projections)))")
        }
        print("  projecting levels from a fresh atlas (first render minus a second, medians of 5): " + lines.joined(separator: "  "))
    }
}
