import Foundation

// Benchmarks of the containment library's containers and animations; each
// prints its figures. `containment-bench NAME`, or every one without a name.
let benchmarks: [(name: String, run: @MainActor () -> Void)] = [
    ("animation", { AnimationBenchmark.run() }),
    ("navigation", NavigationBenchmark.run),
    ("pages", { PageBenchmark.run() }),
    ("tabs", { TabBenchmark.run() }),
]

let wanted = CommandLine.arguments.dropFirst().first
let chosen = benchmarks.filter { wanted == nil || $0.name == wanted }
if chosen.isEmpty {
    let names = benchmarks.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("containment-bench: no benchmark named \(wanted ?? "") (have: \(names))\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    for benchmark in chosen { benchmark.run() }
}
