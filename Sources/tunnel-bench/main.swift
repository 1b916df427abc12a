// tunnel-bench: performance figures, one suite per argument (`tunnel-bench geo`).
// Build with `swift build -c release --product tunnel-bench` before measuring.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let suiteNames = ["geo", "map"]
let requested = Array(CommandLine.arguments.dropFirst())
if requested.isEmpty || requested.contains(where: { !suiteNames.contains($0) }) {
    print("usage: tunnel-bench SUITE...   (suites: \(suiteNames.joined(separator: ", ")))")
    exit(2)
}
for name in requested {
    switch name {
    case "geo": GeoBenchmark.run()
    case "map": MapBenchmark.run()
    default: break
    }
}
