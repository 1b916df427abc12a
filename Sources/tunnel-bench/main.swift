// tunnel-bench: performance figures, one suite per argument (`tunnel-bench geo`).
// Build with `swift build -c release --product tunnel-bench` before measuring.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let suiteNames = ["geo", "map", "window", "frames"]
let requested = Array(CommandLine.arguments.dropFirst())
if requested.isEmpty || requested.contains(where: { !suiteNames.contains($0) }) {
    print("usage: tunnel-bench SUITE...   (suites: \(suiteNames.joined(separator: ", ")))")
    print("  geo     asset load, reverse geocode, resident memory of the world data")
    print("  map     map frame times while dragging and full renders, 1280×800")
    print("  window  start-up to first frame and memory of the real window (needs a display), flip frames")
    print("  frames  the real window's map frame times per gesture, 1280×800 and 2560×1600 at GDK_SCALE=2 (needs a display)")
    exit(2)
}
for name in requested {
    switch name {
    case "geo": GeoBenchmark.run()
    case "map": MapBenchmark.run()
    case "window": WindowBenchmark.run()
    case "frames": FramesBenchmark.run()
    default: break
    }
}
