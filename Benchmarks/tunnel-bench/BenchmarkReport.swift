import Foundation

#if canImport(Glibc)
    import Glibc
#endif
import Geo

/// Percentiles, units and the one-line summaries every suite prints.
enum BenchmarkReport {
    /// The `p`-quantile (0…1) of `values` by nearest rank; NaN when empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    /// `label: p50 …, p95 …, min …, max … (n=…)`.
    static func line(_ label: String, _ values: [Double], unit: String) -> String {
        guard !values.isEmpty else { return "  \(label): no samples" }
        return String(
            format: "  %@: p50 %.1f %@, p95 %.1f, min %.1f, max %.1f (n=%d)",
            label, percentile(values, 0.5), unit, percentile(values, 0.95), values.min()!, values.max()!, values.count)
    }

    /// Runs `body` `count` times and returns the median, 95th percentile and
    /// maximum of its wall-clock time, in seconds.
    static func measure(_ count: Int, _ body: () -> Void) -> (p50: Double, p95: Double, max: Double) {
        var times: [Double] = []
        for _ in 0..<count {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (percentile(times, 0.5), percentile(times, 0.95), times.max() ?? 0)
    }

    /// The median of `values` (nearest rank).
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// A 95 % bootstrap interval for the median of `values`: the 2.5th and
    /// 97.5th percentiles of the medians of `resamples` samples drawn from
    /// `values` with replacement. Says how far a median of this many noisy
    /// launches could move in another run; NaN when empty.
    static func medianInterval(_ values: [Double], resamples: Int = 4000) -> (low: Double, high: Double) {
        guard !values.isEmpty else { return (.nan, .nan) }
        var generator = SystemRandomNumberGenerator()
        let medians = (0..<resamples).map { _ in
            median((0..<values.count).map { _ in values[Int.random(in: 0..<values.count, using: &generator)] })
        }
        return (percentile(medians, 0.025), percentile(medians, 0.975))
    }

    /// Seconds as milliseconds, microseconds; kilobytes as megabytes.
    static func ms(_ s: Double) -> String { format(s * 1e3, "ms") }
    static func us(_ s: Double) -> String { format(s * 1e6, "µs") }
    static func mb(_ kb: Int) -> String { format(Double(kb) / 1024, "MB") }

    /// Two decimals under 10, one above, then the unit.
    static func format(_ value: Double, _ unit: String) -> String {
        Coordinate.fixed(value, fractionDigits: value < 10 ? 2 : 1) + " " + unit
    }

    /// VmRSS from /proc/self/status, in kB (0 where unavailable).
    static func residentKilobytes(_ field: String = "VmRSS:") -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix(field) { return Int(text.dropFirst(field.count).filter(\.isNumber)) ?? 0 }
        }
        return 0
    }
}
