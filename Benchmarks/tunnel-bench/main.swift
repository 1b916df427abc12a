// tunnel-bench: performance figures, one suite per argument (`tunnel-bench geo`),
// each written as data to Benchmarks/results/SUITE.json. Build with
// `swift build -c release --static-swift-stdlib --product tunnel-bench` (and
// `--product tunnel`) before measuring; the window suites run on every display
// server the environment offers:
// `XVFB_SCREEN=2600x1700x24 WAYLAND_SCREEN=2600x1700 meson-helpers/with-xvfb.sh meson-helpers/with-wayland.sh …`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let suiteNames = ["geo", "map", "window", "frames", "start", "memory", "search", "waydown", "scaling", "soak"]
let requested = Array(CommandLine.arguments.dropFirst())
if requested.isEmpty || requested.contains(where: { !suiteNames.contains($0) }) {
    print("usage: tunnel-bench SUITE...   (suites: \(suiteNames.joined(separator: ", ")))")
    print("  geo     asset load, reverse geocode, resident memory of the world data")
    print("  map     map frame times while dragging and full renders, 1280×800")
    print("  window  one flip frame at the pane size of a 1280×800 window, offscreen, at scale 1 and 2")
    print("  waydown the way down: physics integration and frames of the cut, 1280×800")
    print("  start   tunnel and the empty-gtk-window yardstick alternately on X11 and Wayland: start ratio, PSS + server growth, private dirty (needs a display)")
    print("  memory  private dirty + server growth after start-up, zooming and flipping, and around four excursions, on X11 and Wayland (needs a display)")
    print("  search  place-search index build, memory and per-keystroke completion times")
    print("  frames  the real window's frame times per gesture, 1280×800 and 2560×1600 at scale 2, on X11 and Wayland (needs a display)")
    print("  soak    private dirty + server growth after each round of a long session of ordinary use, on X11 and Wayland: the slope of the line (needs a display; TUNNEL_BENCH_SOAK_MINUTES, 10 by default)")
    print("  scaling how frame time, polygons, labels and window memory grow with window size and content (the window's parts need a display)")
    exit(2)
}
// A binary just built sits in the page cache as dirty pages until written
// back, and a process mapping them counts them as its own private dirty
// memory: written out first, they count as the clean file pages they are.
sync()
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
    case "soak": SoakBenchmark.run()
    default: break
    }
}
