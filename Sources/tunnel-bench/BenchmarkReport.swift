import Foundation

/// Percentiles and the one-line summaries the start and memory suites print.
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
}
