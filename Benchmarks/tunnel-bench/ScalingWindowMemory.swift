import Foundation

/// The real window's memory at each of ``ScalingBenchmark/sizes``, on each
/// display server the environment offers: a fresh `tunnel` per size (so no
/// size inherits another's caches), resized once it showed its first frame,
/// read when memory settled (``MemoryReading``: private dirty memory plus
/// the server's PSS growth, what the user pays). Wants a screen of at
/// least 3840×2160 (`XVFB_SCREEN=3840x2160x24`, `WAYLAND_SCREEN=3840x2160`).
enum ScalingWindowMemory {
    /// One backend's readings and how they grow.
    struct Figures: Encodable {
        /// Each size's reading, smallest first.
        let sizes: [SizeMemory]
        /// The exponent `k` of private dirty plus server growth ∝ pixels^k.
        let exponent: Double
    }

    /// One size's reading, in MB.
    struct SizeMemory: Encodable {
        /// The window, in pixels.
        let width: Int, height: Int
        /// The window's private dirty memory, the server's PSS growth, the
        /// window's PSS and RSS (never a target).
        let privateDirtyMegabytes: Double, serverGrowthMegabytes: Double
        let proportionalMegabytes: Double, residentMegabytes: Double
    }

    /// Measures every size on every server; by backend.
    static func run() -> [String: Figures] {
        var results: [String: Figures] = [:]
        for server in DisplayServer.available() {
            server.prepare()
            if let screen = server.screenSize(), screen.width < 3840 || screen.height < 2160 {
                print("  window memory by size on \(server.name): the screen is \(screen.width)×\(screen.height), smaller than 3840×2160")
            }
            print("  window memory by size on \(server.name) (tunnel binary, GDK_GL=disable, fresh process per size)")
            print("    size         MP   private dirty  + server   = MB    MB/MP    PSS MB   RSS MB")
            var sizes: [SizeMemory] = []
            var pixels: [Double] = [], costs: [Double] = []
            for (width, height) in ScalingBenchmark.sizes {
                guard let baseline = ProcessMemory.settled(pid: server.pid, limit: 3)?.proportional,
                      let window = TracedWindow(on: server)
                else { break }
                defer { window.quit() }
                // Start-up's own growth (the geocoder's index) first.
                _ = ProcessMemory.settled(pid: window.pid)
                guard window.input.resize(width: Double(width), height: Double(height)) else {
                    print("    \(width)×\(height): the window did not take this size")
                    continue
                }
                window.waitForQuiet(1.0)
                guard let reading = MemoryReading.settled(pid: window.pid, serverPID: server.pid, serverBaseline: baseline)
                else { continue }
                let mp = Double(width * height) / 1e6
                pixels.append(mp)
                costs.append(reading.unreclaimable)
                sizes.append(SizeMemory(
                    width: width, height: height, privateDirtyMegabytes: Budget.rounded(reading.window.privateDirty, digits: 1),
                    serverGrowthMegabytes: Budget.rounded(reading.serverGrowth, digits: 1),
                    proportionalMegabytes: Budget.rounded(reading.window.proportional, digits: 1),
                    residentMegabytes: Budget.rounded(reading.window.resident, digits: 1)))
                print(String(
                    format: "    %@ %4.2f  %13.1f  %+8.1f  %6.1f  %6.1f  %8.1f  %7.1f",
                    "\(width)×\(height)".padding(toLength: 11, withPad: " ", startingAt: 0), mp, reading.window.privateDirty,
                    reading.serverGrowth, reading.unreclaimable, reading.unreclaimable / mp, reading.window.proportional,
                    reading.window.resident))
            }
            let exponent = ScalingBenchmark.exponent(pixels, costs)
            ScalingBenchmark.verdict("window private dirty + server growth against pixels on \(server.name)", exponent)
            results[server.name] = Figures(sizes: sizes, exponent: Budget.rounded(exponent, digits: 2))
        }
        return results
    }
}
