// tunnel-bench: performance figures, one suite per argument (`tunnel-bench geo`).
// Build with `swift build -c release --product tunnel-bench` before measuring.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let suiteNames = ["geo", "map", "window", "frames", "start", "memory", "search", "waydown", "scaling"]
let requested = Array(CommandLine.arguments.dropFirst())
if requested.isEmpty || requested.contains(where: { !suiteNames.contains($0) }) {
    print("usage: tunnel-bench SUITE...   (suites: \(suiteNames.joined(separator: ", ")))")
    print("  geo     asset load, reverse geocode, resident memory of the world data")
    print("  map     map frame times while dragging and full renders, 1280×800")
    print("  window  one flip frame at the pane size of a 1280×800 window, offscreen")
    print("  waydown the way down: physics integration and frames of the cut, 1280×800")
    print("  start   tunnel and the empty-gtk-window yardstick (and two more, for context) alternately: first frame p50, ratio, memory (needs a display)")
    print("  memory  resident memory after start-up, zooming, flipping and a resize excursion, smaps split (needs a display)")
    print("  search  place-search index build, memory and per-keystroke completion times")
    print("  frames  the real window's map frame times per gesture, 1280×800 and 2560×1600 at GDK_SCALE=2 (needs a display)")
    print("  scaling how frame time, polygons, labels and window memory grow with window size and content (window memory needs a display)")
    exit(2)
}
for name in requested {
    switch name {
    case "geo": GeoBenchmark.run()
    case "map": MapBenchmark.run()
    case "window": WindowBenchmark.run()
    case "waydown": WayDownBenchmark.run()
    case "start": StartBenchmark.run()
    case "memory": MemoryBenchmark.run()
    case "search": SearchBenchmark.run()
    case "frames": FramesBenchmark.run()
    case "scaling": ScalingBenchmark.run()
    default: break
    }
}
