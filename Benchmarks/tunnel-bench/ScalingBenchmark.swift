import CCairo
import Foundation
import Geo
import MapRendering

/// `tunnel-bench scaling`: how the map's cost grows, against issue 10's rule
/// that neither frame time nor memory may grow faster than the pixels drawn.
///
/// - By window size (640×860 … 3840×2160): a full render (what a zoom step
///   costs) and a composited frame of ``ThreadedBaseMapRenderer`` (what a
///   pan or drag costs), offscreen at zoom 5 over Denmark, with the polygons
///   and labels each render drew; then the real window's memory and its
///   frames' paint times at each size on each display server
///   (``ScalingWindowMemory``, ``ScalingWindowFrames``; they need one).
/// - By content at a fixed 1280×800: full renders over places and zooms
///   with few to many polygons and labels.
///
/// Growth is judged by the exponent `k` of a least-squares fit
/// `cost ∝ amount^k` in log-log space: `k ≤ 1` is no faster than linear
/// (10 % slack for a noisy two-core machine).
enum ScalingBenchmark {
    /// The window sizes of issue 10, in pixels.
    static let sizes = [(640, 860), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]
    static let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
    /// Exponent above which a cost counts as growing faster than its amount.
    static let linearLimit = 1.1

    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let atlas: WorldAtlas
        do { atlas = try WorldAtlas.load() } catch {
            print("tunnel-bench scaling: \(error)")
            exit(1)
        }
        print("== scaling (offscreen image surfaces, the map's own renderers; base map only, zoom 5 over Denmark)")
        let exponents = FigureSheet(suite: "scaling")
        let sizes = bySize(atlas, exponents)
        byContent(atlas, exponents)
        let memory = ScalingWindowMemory.run()
        let frames = ScalingWindowFrames.run()
        BenchmarkResults(suite: "scaling", figures: ScalingFigures(
            exponents: exponents.figures, offscreenSizes: sizes, windowMemory: memory, windowFrames: frames)).write()
    }

    /// The suite's results.
    struct ScalingFigures: Encodable {
        /// Each fitted exponent of the offscreen measures, by name.
        let exponents: [String: Double]
        /// The offscreen measures at each window size.
        let offscreenSizes: [SizeSample]
        /// The real window's memory at each size, by backend.
        let windowMemory: [String: ScalingWindowMemory.Figures]
        /// The real window's frames at each size, by backend.
        let windowFrames: [String: ScalingWindowFrames.Figures]
    }

    /// One size: full-render and composited-frame medians, what was drawn,
    /// and the median of a plain copy of the view's pixels.
    struct SizeSample: Encodable {
        /// The view, in pixels.
        let width: Int, height: Int
        /// Medians in milliseconds: a full render, a composited frame, a
        /// plain copy of the view's pixels.
        let full: Double, composited: Double, copy: Double
        /// What the full render drew.
        let polygons: Int, labels: Int
        /// The view's size in millions of pixels.
        var megapixels: Double { Double(width * height) / 1e6 }

        /// The figures' names in the results, with their units.
        private enum CodingKeys: String, CodingKey {
            case width, height, polygons, labels
            case full = "fullRenderMilliseconds", composited = "compositedFrameMilliseconds", copy = "pixelCopyMilliseconds"
        }

        /// The figures, rounded to hundredths of a millisecond.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(Budget.rounded(full, digits: 2), forKey: .full)
            try container.encode(Budget.rounded(composited, digits: 2), forKey: .composited)
            try container.encode(Budget.rounded(copy, digits: 2), forKey: .copy)
            try container.encode(polygons, forKey: .polygons)
            try container.encode(labels, forKey: .labels)
        }
    }

    /// Every size's offscreen measures, printed, their exponents kept in `sheet`.
    private static func bySize(_ atlas: WorldAtlas, _ sheet: FigureSheet) -> [SizeSample] {
        print("  by window size (one map filling the window; medians)")
        print("    size         MP    full ms  ms/MP   composited ms  ms/MP   copy ms  ms/MP   polygons  /MP    labels  /MP")
        var samples: [SizeSample] = []
        for (width, height) in sizes {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
                let cr = cairo_create(surface)
            else { continue }
            defer {
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            let renderer = BaseMapRenderer(atlas: atlas)
            var viewport = MapViewport(center: denmark, zoom: 5, width: Double(width), height: Double(height))
            renderer.draw(viewport, in: cr)  // projects the level once, outside the timing
            // A small pan per render, as MapBenchmark's full renders, so nothing but geometry is reused.
            let full = BenchmarkReport.measure(12) {
                viewport = viewport.panned(byX: 7, y: 3)
                renderer.draw(viewport, in: cr)
            }
            let polygons = renderer.lastPolygonCount, labels = renderer.lastPlacedLabels.count

            // The app's frame path: the first frame renders on this thread,
            // later ones composite the finished rendering; a pan back and
            // forth by 3 pt stays well inside the overscan, so no new render
            // is asked for and each frame is the copy a drag or pan paints.
            let threaded = ThreadedBaseMapRenderer(atlas: atlas)
            var view = MapViewport(center: denmark, zoom: 5, width: Double(width), height: Double(height))
            threaded.draw(view, scaleFactor: 1, in: cr)
            threaded.waitUntilIdle()
            var step = 3.0
            let composited = BenchmarkReport.measure(60) {
                view = view.panned(byX: step, y: 0)
                step = -step
                threaded.draw(view, scaleFactor: 1, in: cr)
            }
            threaded.waitUntilIdle()
            let copy = pixelCopyTime(width: width, height: height, onto: cr)
            let sample = SizeSample(
                width: width, height: height, full: full.p50 * 1e3, composited: composited.p50 * 1e3, copy: copy,
                polygons: polygons, labels: labels)
            samples.append(sample)
            let mp = sample.megapixels
            print(String(
                format: "    %@ %4.2f  %7.2f  %6.2f  %13.2f  %6.3f  %7.2f  %6.3f  %8d  %5.0f  %6d  %4.0f",
                "\(width)×\(height)".padding(toLength: 11, withPad: " ", startingAt: 0), mp, sample.full, sample.full / mp,
                sample.composited, sample.composited / mp, sample.copy, sample.copy / mp,
                polygons, Double(polygons) / mp, labels, Double(labels) / mp))
        }
        let pixels = samples.map(\.megapixels)
        verdict("full render time against pixels", exponent(pixels, samples.map(\.full)), sheet, as: "fullRenderAgainstPixels")
        // A composited frame is a copy of the pixels in view, and a copy's
        // cost per pixel steps up where source and destination outgrow the
        // CPU's caches, so a fit against pixels spans that step. The frame
        // is judged against a plain copy of the same pixels on the same
        // machine, which leaves the map's own share.
        let composited = exponent(pixels, samples.map(\.composited)), copy = exponent(pixels, samples.map(\.copy))
        print(String(
            format: "  composited frame time against pixels: grows as amount^%.2f; a plain copy of its pixels, as amount^%.2f",
            composited, copy))
        sheet.record("compositedFrameAgainstPixels", composited)
        sheet.record("pixelCopyAgainstPixels", copy)
        verdict("composited frame time against a copy of its pixels", exponent(samples.map(\.copy), samples.map(\.composited)),
                sheet, as: "compositedFrameAgainstPixelCopy")
        verdict("polygons drawn against pixels", exponent(pixels, samples.map { Double($0.polygons) }), sheet, as: "polygonsAgainstPixels")
        verdict("labels drawn against pixels", exponent(pixels, samples.map { Double($0.labels) }), sheet, as: "labelsAgainstPixels")
        return samples
    }

    /// Milliseconds, median of 60, to paint a `width`×`height` opaque image
    /// onto `cr`'s target with `CAIRO_OPERATOR_SOURCE`: a copy of the view's
    /// pixels and nothing else, the floor under any composited frame.
    private static func pixelCopyTime(width: Int, height: Int, onto cr: OpaquePointer) -> Double {
        guard let source = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return .nan }
        defer { cairo_surface_destroy(source) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)  // the first paint faults the source's pages in, outside the timing
        return BenchmarkReport.measure(60) { cairo_paint(cr) }.p50 * 1e3
    }

    /// Full renders at 1280×800 over places and zooms that draw few to many
    /// polygons and labels.
    private static func byContent(_ atlas: WorldAtlas, _ sheet: FigureSheet) {
        let places = [
            ("Denmark", denmark), ("Japan", Coordinate(latitude: 35.7, longitude: 139.7)),
            ("Indonesia", Coordinate(latitude: -2, longitude: 118)), ("Amazon", Coordinate(latitude: -3, longitude: -60)),
            ("Caribbean", Coordinate(latitude: 18, longitude: -70)),
        ]
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800), let cr = cairo_create(surface) else { return }
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        var rows: [(name: String, polygons: Int, labels: Int, ms: Double)] = []
        for (name, center) in places {
            let renderer = BaseMapRenderer(atlas: atlas)
            for zoom in [2.0, 3.5, 5.0, 6.5, 8.0, 9.5] {
                var viewport = MapViewport(center: center, zoom: zoom, width: 1280, height: 800)
                renderer.draw(viewport, in: cr)
                let time = BenchmarkReport.measure(5) {
                    viewport = viewport.panned(byX: 7, y: 3)
                    renderer.draw(viewport, in: cr)
                }
                rows.append(("\(name) z\(Coordinate.fixed(zoom, fractionDigits: 1))", renderer.lastPolygonCount,
                             renderer.lastPlacedLabels.count, time.p50 * 1e3))
            }
        }
        rows.sort { $0.polygons < $1.polygons }
        print("  by content at 1280×800 (full renders, median of 5; sorted by polygons)")
        print("    view              polygons  labels   ms     µs/polygon  µs/label")
        for row in rows {
            print(String(
                format: "    %@ %8d  %6d  %6.2f  %10.1f  %8.1f", row.name.padding(toLength: 16, withPad: " ", startingAt: 0), row.polygons, row.labels, row.ms,
                row.polygons > 0 ? row.ms * 1e3 / Double(row.polygons) : .nan,
                row.labels > 0 ? row.ms * 1e3 / Double(row.labels) : .nan))
        }
        let withPolygons = rows.filter { $0.polygons > 0 }, withLabels = rows.filter { $0.labels > 0 }
        verdict("render time against polygons drawn",
                exponent(withPolygons.map { Double($0.polygons) }, withPolygons.map(\.ms)), sheet, as: "renderAgainstPolygons")
        verdict("render time against labels drawn",
                exponent(withLabels.map { Double($0.labels) }, withLabels.map(\.ms)), sheet, as: "renderAgainstLabels")
    }

    /// The least-squares slope of log(cost) against log(amount): cost ∝ amount^slope.
    static func exponent(_ amounts: [Double], _ costs: [Double]) -> Double {
        let pairs = zip(amounts, costs).filter { $0 > 0 && $1 > 0 }.map { (log($0), log($1)) }
        guard pairs.count > 1 else { return .nan }
        let n = Double(pairs.count)
        let meanX = pairs.map { $0.0 }.reduce(0, +) / n, meanY = pairs.map { $0.1 }.reduce(0, +) / n
        let sxx = pairs.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
        let sxy = pairs.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
        return sxx > 0 ? sxy / sxx : .nan
    }

    /// One line: the fitted exponent and whether it stays within linear
    /// growth; kept in `sheet` under `name` when given.
    static func verdict(_ what: String, _ k: Double, _ sheet: FigureSheet? = nil, as name: String = "") {
        sheet?.record(name, k)
        let answer = k.isNaN ? "not measured" : k <= linearLimit ? "yes" : "NO"
        print(String(format: "  %@: grows as amount^%.2f, no faster than linear (≤ %.1f): %@", what, k, linearLimit, answer))
    }
}
