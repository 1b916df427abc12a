import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel-bench search`: the place-search index against its targets —
/// a completion ≤ 2 ms p95 per keystroke, index build ≤ 50 ms, ≤ 10 MB.
///
/// Keystrokes are simulated: 1,500 names drawn at random (fixed seed) from
/// the cities of 15,000 people or more, typed letter by letter in lower case
/// as a person types them (`m`, `ma`, `mad` …, diacritics kept), each prefix
/// one search of 10 results. Typos are the full names with one letter
/// dropped (and two for long names), which take the substring and fuzzy
/// scans. Build with `-c release` to measure.
enum SearchBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let atlas: WorldAtlas
        do { atlas = try WorldAtlas.load() } catch {
            print("tunnel-bench search: \(error)")
            exit(1)
        }
        _ = atlas.labelPlaces(minimumPopulation: 0)  // decode the labels before measuring memory

        let rssBefore = BenchmarkReport.residentKilobytes(), anonymousBefore = BenchmarkReport.residentKilobytes("RssAnon:")
        let (index, firstBuild, firstBuildCPU) = timeBoth { PlaceSearchIndex(atlas: atlas) }
        let rssAfter = BenchmarkReport.residentKilobytes(), anonymousAfter = BenchmarkReport.residentKilobytes("RssAnon:")
        var builds: [Double] = [], buildsCPU: [Double] = []
        for _ in 0..<10 {
            let (_, wall, cpu) = timeBoth { PlaceSearchIndex(atlas: atlas) }
            builds.append(wall)
            buildsCPU.append(cpu)
        }

        var random = SplitMix64(seed: 0x7365_6172_6368)
        let cities = Array(atlas.labelPlaces(minimumPopulation: 0))
        let names = (0..<1_500).map { _ in cities[Int(random.next() % UInt64(cities.count))].name }
        var sink = 0
        for name in names.prefix(200) { sink &+= index.search(name.lowercased()).count }  // warm-up

        var keystrokes: [Double] = [], keystrokesCPU: [Double] = []
        var firstHit = 0
        for name in names {
            let typed = Array(name.lowercased())
            for length in 1...typed.count {
                let prefix = String(typed[..<length])
                let (results, elapsed, cpu) = timeBoth { index.search(prefix) }
                keystrokes.append(elapsed)
                keystrokesCPU.append(cpu)
                if length == typed.count, results.contains(where: { $0.name == name }) { firstHit += 1 }
            }
        }
        var typos: [Double] = []
        var typoHits = 0
        for name in names where name.count >= 5 {
            var letters = Array(name.lowercased())
            letters.remove(at: letters.count / 2)
            if letters.count >= 9 { letters.remove(at: 1) }
            let (results, elapsed) = time { index.search(String(letters)) }
            typos.append(elapsed)
            if results.contains(where: { $0.name == name }) { typoHits += 1 }
        }
        var chinese: [Double] = []
        for place in cities.prefix(2_000) {
            guard let name = index.search(place.name, limit: 1).first?.chineseName else { continue }
            for length in 1...name.count {
                chinese.append(time { index.search(String(name.prefix(length))) }.1)
            }
        }
        let (resolved, resolveTime) = time { index.resolve("Madrid") }
        sink &+= resolved.total

        print("Search benchmark (\(index.entryCount) places and areas indexed)")
        print("  index build from the loaded atlas: first \(BenchmarkReport.ms(firstBuild))   median of 10 \(BenchmarkReport.ms(BenchmarkReport.median(builds)))   target ≤ 50 ms")
        print("    (thread CPU time: first \(BenchmarkReport.ms(firstBuildCPU))   median of 10 \(BenchmarkReport.ms(BenchmarkReport.median(buildsCPU))))")
        print("  index memory: own tables \(BenchmarkReport.mb(index.memoryBytes / 1024))   RSS delta of the first build \(BenchmarkReport.mb(rssAfter - rssBefore))   target ≤ 10 MB")
        // The build reads every place's name and population, then gives the
        // world files' pages back, those the atlas's load had left too: the
        // file-backed part of the delta can be negative.
        let anonymous = anonymousAfter - anonymousBefore
        print("    (anonymous \(BenchmarkReport.mb(anonymous)); world files' pages \(BenchmarkReport.mb(rssAfter - rssBefore - anonymous)), given back after the build)")
        print("  per keystroke, \(keystrokes.count) typed prefixes of \(names.count) city names (limit 10):")
        print("    p50 \(BenchmarkReport.us(BenchmarkReport.median(keystrokes)))   p95 \(BenchmarkReport.us(BenchmarkReport.percentile(keystrokes, 0.95)))   p99 \(BenchmarkReport.us(BenchmarkReport.percentile(keystrokes, 0.99)))   max \(BenchmarkReport.ms(keystrokes.max() ?? 0))   target ≤ 2 ms p95")
        print("    thread CPU time: p50 \(BenchmarkReport.us(BenchmarkReport.median(keystrokesCPU)))   p95 \(BenchmarkReport.us(BenchmarkReport.percentile(keystrokesCPU, 0.95)))   p99 \(BenchmarkReport.us(BenchmarkReport.percentile(keystrokesCPU, 0.99)))")
        print("    full name found: \(firstHit) of \(names.count)")
        print("  typos (\(typos.count) names with one or two letters dropped): p50 \(BenchmarkReport.us(BenchmarkReport.median(typos)))   p95 \(BenchmarkReport.us(BenchmarkReport.percentile(typos, 0.95)))   found \(typoHits)")
        print("  Chinese prefixes (\(chinese.count)): p50 \(BenchmarkReport.us(BenchmarkReport.median(chinese)))   p95 \(BenchmarkReport.us(BenchmarkReport.percentile(chinese, 0.95)))")
        print("  resolve(\"Madrid\") for the command line: \(BenchmarkReport.us(resolveTime))")
        let sheet = FigureSheet(suite: "search")
        sheet.milliseconds("indexBuildMedianMilliseconds", seconds: BenchmarkReport.median(builds))
        sheet.milliseconds("indexBuildMedianCPUMilliseconds", seconds: BenchmarkReport.median(buildsCPU))
        sheet.record("indexTablesMegabytes", Double(index.memoryBytes) / 1_048_576, digits: 1)
        sheet.microseconds("keystrokeP50Microseconds", seconds: BenchmarkReport.median(keystrokes))
        sheet.microseconds("keystrokeP95Microseconds", seconds: BenchmarkReport.percentile(keystrokes, 0.95))
        sheet.microseconds("keystrokeP95CPUMicroseconds", seconds: BenchmarkReport.percentile(keystrokesCPU, 0.95))
        sheet.microseconds("typoP95Microseconds", seconds: BenchmarkReport.percentile(typos, 0.95))
        sheet.write()
        if sink == 42 { print("") }  // keeps the results alive
    }

    private static func time<T>(_ body: () -> T) -> (T, Double) {
        let (value, wall, _) = timeBoth(body)
        return (value, wall)
    }

    /// Wall time and this thread's CPU time: on a machine shared with other
    /// work the CPU time shows what the code costs, the wall time what a
    /// person would have waited then.
    private static func timeBoth<T>(_ body: () -> T) -> (T, wall: Double, cpu: Double) {
        let cpuStart = threadCPUTime()
        let start = ContinuousClock.now
        let value = body()
        let elapsed = ContinuousClock.now - start
        let cpu = threadCPUTime() - cpuStart
        return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, cpu)
    }

    private static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

}
