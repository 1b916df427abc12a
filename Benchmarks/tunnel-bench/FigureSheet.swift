/// The figures an offscreen suite prints, kept by name as they are printed
/// and written as the suite's results (``BenchmarkResults``): one flat
/// object of camelCase names whose unit ends the name (`…Milliseconds`,
/// `…Microseconds`, `…Megabytes`).
final class FigureSheet {
    /// The suite's name, as `tunnel-bench` takes it.
    let suite: String
    /// Every figure recorded so far, by name.
    private(set) var figures: [String: Double] = [:]

    /// An empty sheet for `suite`.
    init(suite: String) {
        self.suite = suite
    }

    /// Keeps `value` under `name`, rounded to `digits` decimals.
    func record(_ name: String, _ value: Double, digits: Int = 2) {
        figures[name] = Budget.rounded(value, digits: digits)
    }

    /// Keeps seconds as milliseconds under `name`.
    func milliseconds(_ name: String, seconds: Double) {
        record(name, seconds * 1e3)
    }

    /// Keeps seconds as microseconds under `name`.
    func microseconds(_ name: String, seconds: Double) {
        record(name, seconds * 1e6, digits: 1)
    }

    /// Writes the sheet as the suite's results.
    func write() {
        BenchmarkResults(suite: suite, figures: figures).write()
    }
}
