import CCairo
import MapRendering

/// Part of `tunnel-bench map`: what the window pays to draw a marker's
/// artwork afresh, as it does for each new lift (every frame of the 0.2 s
/// lift animation) and each new quarter-pixel position while dragging, into
/// a marker-sized image as the marker layer does; and the radar button's
/// face, drawn on the start-up worker for the first frame and on the main
/// thread for each new state (hover, pressed, focused) and size.
enum MarkerArtworkBenchmark {
    static func run() {
        radarFace()
        for kind in [MarkerArtwork.Kind.digger, .antipode] {
            let artwork = MarkerArtwork(kind: kind)
            for scale in [1.0, 2.0] {
                var line = "  \(kind == .digger ? "digger" : "X") artwork afresh at \(Int(scale))×:"
                for lift in [0.0, 5.0, MarkerArtwork.dragLift] {
                    let frame = artwork.paintFrame(anchoredAt: MapPoint(x: 0, y: 0), lift: lift)
                    let width = Int32(((frame.width + 2) * scale).rounded(.up)), height = Int32(((frame.height + 2) * scale).rounded(.up))
                    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
                    defer { cairo_surface_destroy(surface) }
                    cairo_surface_set_device_scale(surface, scale, scale)
                    let anchor = MapPoint(x: 1 - frame.x, y: 1 - frame.y)
                    let times = BenchmarkReport.measure(60) {
                        guard let cr = cairo_create(surface) else { return }
                        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                        cairo_paint(cr)
                        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                        artwork.draw(in: cr, anchoredAt: anchor, lift: lift)
                        cairo_destroy(cr)
                    }
                    line += "  lift \(Int(lift)) p50 \(BenchmarkReport.ms(times.p50)) p95 \(BenchmarkReport.ms(times.p95))"
                }
                print(line)
            }
        }
    }

    /// The radar button's face at the default window's size (84 points),
    /// into its image as `RadarButton` draws it.
    private static func radarFace() {
        let artwork = RadarButtonArtwork()
        var line = "  radar face, 84 points:"
        for scale in [1.0, 2.0] {
            for (name, state) in [("normal", RadarButtonArtwork.State.normal), ("hover", .hover), ("pressed", .pressed)] {
                let times = BenchmarkReport.measure(60) {
                    _ = artwork.image(width: 84, height: 84, scale: scale, state: state, focused: false)
                }
                line += "  \(name) \(Int(scale))× p50 \(BenchmarkReport.ms(times.p50))"
            }
        }
        print(line)
    }
}
