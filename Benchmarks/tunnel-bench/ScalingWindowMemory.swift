import Foundation

/// The real window's resident memory at each of ``ScalingBenchmark/sizes``:
/// a fresh `tunnel` per size (so no size inherits another's caches), resized
/// with xdotool once it showed its first frame, read when memory settled.
/// Needs a display at least 3840×2160
/// (`XVFB_SCREEN=3840x2160x24 meson-helpers/with-xvfb.sh .build/release/tunnel-bench scaling`).
enum ScalingWindowMemory {
    static func run() {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            print("  window memory by size: skipped, needs a display (XVFB_SCREEN=3840x2160x24 meson-helpers/with-xvfb.sh …)")
            return
        }
        if let screen = FramesBenchmark.screenSize(), screen.width < 3840 || screen.height < 2160 {
            print("  window memory by size: the X screen is \(screen.width)×\(screen.height), smaller than 3840×2160 (XVFB_SCREEN=3840x2160x24)")
        }
        print("  window resident memory by size (tunnel binary, GDK_GL=disable, fresh process per size)")
        print("    size         MP    RSS MB   MB/MP   X shared images MB  anon MB  heap MB")
        var pixels: [Double] = [], resident: [Double] = []
        for (width, height) in ScalingBenchmark.sizes {
            guard let window = LaunchedWindow("tunnel", arguments: ["--at", "56.55,8.316667"]) else { return }
            defer { window.stop() }
            guard window.waitForFirstFrame() != nil, let id = window.windowID(title: "Tunnel") else {
                print("    \(width)×\(height): tunnel exited or hung before its first frame")
                continue
            }
            _ = window.settledResidentMegabytes()  // start-up's own growth (the geocoder's index) first
            FramesBenchmark.xdotool(["windowsize", "--sync", id, "\(width)", "\(height)"])
            var reached = false
            for _ in 0..<50 {
                reached = LaunchedWindow.tool(["xdotool", "getwindowgeometry", id])?.contains("\(width)x\(height)") == true
                if reached { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            guard reached else {
                print("    \(width)×\(height): the window did not take this size")
                continue
            }
            Thread.sleep(forTimeInterval: 1.5)  // let it draw both maps at the new size
            let megabytes = window.settledResidentMegabytes()
            let mp = Double(width * height) / 1e6
            let smaps = Smaps(pid: window.pid)
            pixels.append(mp)
            resident.append(megabytes)
            print(String(
                format: "    %@ %4.2f  %7.1f  %6.1f  %18.1f  %7.1f  %7.1f",
                "\(width)×\(height)".padding(toLength: 11, withPad: " ", startingAt: 0), mp, megabytes, megabytes / mp,
                smaps?.sharedImages ?? .nan, smaps?.anonymous ?? .nan, smaps?.heap ?? .nan))
        }
        if let first = resident.first, let last = resident.last, let firstMP = pixels.first, let lastMP = pixels.last, pixels.count > 1 {
            print(String(
                format: "  window memory above the smallest size: %.1f MB per added megapixel (%.1f bytes per added pixel)",
                (last - first) / (lastMP - firstMP), (last - first) * 1_048_576 / ((lastMP - firstMP) * 1e6)))
        }
        ScalingBenchmark.verdict("window resident memory against pixels", ScalingBenchmark.exponent(pixels, resident))
    }
}
