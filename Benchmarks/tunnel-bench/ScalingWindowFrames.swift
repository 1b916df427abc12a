import Foundation

/// The real window's frame times at each of ``ScalingBenchmark/sizes``, on
/// each display server the environment offers, as its trace tells them
/// (the paint time of each `frame`, which the frames target is set on): a
/// fresh `tunnel` per size, then a pan and a drag of the digger, as
/// `tunnel-bench frames` makes them.
///
/// The offscreen composite beside it measures the client drawing the whole
/// view into an image; in the window a frame's paint is the main thread's
/// share of showing it. Wants a screen of at least 3840×2160, as
/// ``ScalingWindowMemory`` does.
enum ScalingWindowFrames {
    /// One backend's frames and how they grow.
    struct Figures: Encodable {
        /// Each size's frames, smallest first.
        let sizes: [SizeFrames]
        /// The exponents `k` of the p50 and the p95 ∝ pixels^k.
        let p50Exponent: Double, p95Exponent: Double
    }

    /// One size's frames.
    struct SizeFrames: Encodable {
        /// The window, in pixels.
        let width: Int, height: Int
        /// How many frames the gestures painted, and their paint times.
        let frames: Int
        let p50Milliseconds: Double, p95Milliseconds: Double, maxMilliseconds: Double
    }

    /// Measures every size on every server; by backend.
    static func run() -> [String: Figures] {
        var results: [String: Figures] = [:]
        for server in DisplayServer.available() {
            server.prepare()
            print("  window frame paint time by size on \(server.name) (tunnel binary, GDK_GL=disable, fresh process per size; "
                + "a pan and a drag of the digger)")
            print("    size         MP   frames    p50     p95     max   p50 ms/MP")
            var sizes: [SizeFrames] = []
            for (width, height) in ScalingBenchmark.sizes {
                guard let app = TracedWindow(on: server) else { break }
                defer { app.quit() }
                guard app.input.resize(width: Double(width), height: Double(height)) else {
                    print("    \(width)×\(height): the window did not take this size")
                    continue
                }
                app.waitForQuiet(1.0)
                let gestures = Gestures(width: Double(width), height: Double(height), input: app.input)
                var frames: [Double] = []
                for (name, gesture) in gestures.all where name == "pan" || name == "drag the digger" {
                    app.waitForQuiet()
                    let mark = app.mark()
                    gesture()
                    app.waitForQuiet()
                    frames += PaintTimes(app.events(since: mark)).frames
                }
                guard !frames.isEmpty else {
                    print("    \(width)×\(height): no frames")
                    continue
                }
                let mp = Double(width * height) / 1e6
                let p50 = BenchmarkReport.percentile(frames, 0.5), p95 = BenchmarkReport.percentile(frames, 0.95)
                sizes.append(SizeFrames(
                    width: width, height: height, frames: frames.count, p50Milliseconds: Budget.rounded(p50, digits: 2),
                    p95Milliseconds: Budget.rounded(p95, digits: 2), maxMilliseconds: Budget.rounded(frames.max() ?? .nan, digits: 2)))
                print(String(
                    format: "    %@ %4.2f  %6d  %6.2f  %6.2f  %6.2f   %6.3f",
                    "\(width)×\(height)".padding(toLength: 11, withPad: " ", startingAt: 0), mp, frames.count, p50, p95,
                    frames.max() ?? .nan, p50 / mp))
            }
            let pixels = sizes.map { Double($0.width * $0.height) / 1e6 }
            let p50Exponent = ScalingBenchmark.exponent(pixels, sizes.map(\.p50Milliseconds))
            let p95Exponent = ScalingBenchmark.exponent(pixels, sizes.map(\.p95Milliseconds))
            ScalingBenchmark.verdict("window frame paint time (p50) against pixels on \(server.name)", p50Exponent)
            ScalingBenchmark.verdict("window frame paint time (p95) against pixels on \(server.name)", p95Exponent)
            results[server.name] = Figures(
                sizes: sizes, p50Exponent: Budget.rounded(p50Exponent, digits: 2), p95Exponent: Budget.rounded(p95Exponent, digits: 2))
        }
        return results
    }
}
