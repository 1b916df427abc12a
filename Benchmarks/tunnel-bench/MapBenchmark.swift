import CCairo
import Geo
import MapRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel-bench map`: base map frame times at 1280×800 against issue 5's
/// drag target (≤ 4 ms p95 per map frame): cached frames (what a marker
/// drag paints), glides (what a recentring glide or a pan paints) and full
/// renders at zoom 2, 5 and 9 (what a zoom costs).
enum MapBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let atlas: WorldAtlas
        do { atlas = try WorldAtlas.load() } catch {
            print("tunnel-bench map: \(error)")
            exit(1)
        }
        let width = 1280, height = 800
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
            let cr = cairo_create(surface)
        else { exit(1) }
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
        print("Map benchmark (1280×800 image surface, base map only)")
        let sheet = FigureSheet(suite: "map")
        defer { sheet.write() }
        startUpFrames(at: denmark, in: cr)
        ProjectionBenchmark.run(in: cr)
        let renderer = BaseMapRenderer(atlas: atlas)

        let cachedView = MapViewport(center: denmark, zoom: 5, width: Double(width), height: Double(height))
        renderer.drawCached(cachedView, scaleFactor: 1, in: cr)
        let cached = BenchmarkReport.measure(200) { renderer.drawCached(cachedView, scaleFactor: 1, in: cr) }
        print("  cached frame (drag, viewport unchanged): p50 \(BenchmarkReport.ms(cached.p50))  p95 \(BenchmarkReport.ms(cached.p95))   target ≤ 4 ms p95")
        sheet.milliseconds("cachedFrameP95Milliseconds", seconds: cached.p95)

        for zoom in [2.0, 5.0] {
            // A glide: 60 frames of ~6 pt each (5.5, 2.4), after a first frame
            // that filled the cache, as when the antipode map follows its X.
            let glider = BaseMapRenderer(atlas: atlas)
            var viewport = MapViewport(center: denmark, zoom: zoom, width: Double(width), height: Double(height))
            glider.drawCached(viewport, scaleFactor: 1, in: cr)
            let rendersBefore = glider.baseRenderCount
            let glide = BenchmarkReport.measure(60) {
                viewport = viewport.panned(byX: 5.5, y: 2.4)
                glider.drawCached(viewport, scaleFactor: 1, in: cr)
            }
            print("  glide zoom \(Int(zoom)) (60 frames × 6 pt, drawCached): p50 \(BenchmarkReport.ms(glide.p50))  p95 \(BenchmarkReport.ms(glide.p95))  "
                + "max \(BenchmarkReport.ms(glide.max))  renders \(glider.baseRenderCount - rendersBefore)   target ≤ 4 ms p95")
            sheet.milliseconds("glideZoom\(Int(zoom))P95Milliseconds", seconds: glide.p95)
        }

        for zoom in [2.0, 5.0, 9.0] {
            // A small pan per frame, as a drag does, so nothing is reused but the projected geometry.
            var viewport = MapViewport(center: denmark, zoom: zoom, width: Double(width), height: Double(height))
            let first = BenchmarkReport.measure(1) { renderer.draw(viewport, in: cr) }
            let full = BenchmarkReport.measure(40) {
                viewport = viewport.panned(byX: 7, y: 3)
                renderer.draw(viewport, in: cr)
            }
            print("  full render zoom \(Int(zoom)): p50 \(BenchmarkReport.ms(full.p50))  p95 \(BenchmarkReport.ms(full.p95))   (first, incl. projecting its level: \(BenchmarkReport.ms(first.p50)))")
            sheet.milliseconds("fullRenderZoom\(Int(zoom))P50Milliseconds", seconds: full.p50)
        }
        MarkerArtworkBenchmark.run()
    }

    /// The app's first frame of its two maps (640×361 each, zoom 5.79,
    /// Denmark and its antipode) from a freshly loaded atlas, so it includes
    /// projecting the geometry: the first renderer projects, the second
    /// shares its layers. Median of 5 fresh atlases.
    private static func startUpFrames(at start: Coordinate, in cr: OpaquePointer) {
        var firsts: [Double] = [], seconds: [Double] = []
        for _ in 0..<5 {
            guard let atlas = try? WorldAtlas.load() else { return }
            let zoom = 5.787
            let views = [start, start.antipode].map { MapViewport(center: $0, zoom: zoom, width: 640, height: 361) }
            let renderers = views.map { _ in BaseMapRenderer(atlas: atlas) }
            firsts.append(BenchmarkReport.measure(1) { renderers[0].drawCached(views[0], scaleFactor: 1, in: cr) }.p50)
            seconds.append(BenchmarkReport.measure(1) { renderers[1].drawCached(views[1], scaleFactor: 1, in: cr) }.p50)
        }
        firsts.sort()
        seconds.sort()
        print("  start-up frames (fresh atlas, 640×361, zoom 5.79): first map \(BenchmarkReport.ms(firsts[2]))  second map \(BenchmarkReport.ms(seconds[2]))  (medians of 5)")
    }
}
