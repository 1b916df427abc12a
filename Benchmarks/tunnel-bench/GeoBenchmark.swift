import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel-bench geo`: world-data load time, reverse-geocode latency and the
/// resident memory of the loaded data, against issue 4's targets
/// (≤ 30 ms, ≤ 50 µs median, ≤ 40 MB). Build with `-c release` to measure.
enum GeoBenchmark {
    /// Runs the suite: prints its figures and writes them to its results.
    static func run() {
        let rssStart = BenchmarkReport.residentKilobytes()

        // The first load is what the window pays at start-up (files in the page cache).
        let (atlas, firstLoad) = time { loadAtlas() }
        let (topLabels, topLabelTime) = time { atlas.labelPlaces(minimumPopulation: 1_000_000).count }
        let (allLabels, allLabelTime) = time { atlas.labelPlaces(minimumPopulation: 0).count }
        let rssAtlas = BenchmarkReport.residentKilobytes()
        let (geocoder, geocoderBuild) = time { makeGeocoder(atlas) }
        let rssGeocoder = BenchmarkReport.residentKilobytes()

        var loads: [Double] = []
        for _ in 0..<15 { loads.append(time { _ = loadAtlas() }.1) }
        var standalone: [Double] = []
        for _ in 0..<5 { standalone.append(time { _ = loadGeocoder() }.1) }

        // Uniform random points on the sphere, fixed seed.
        var random = SplitMix64(seed: 0x7475_6E6E_656C)
        let points: [Coordinate] = (0..<20_000).map { _ in
            let z = random.nextUnit() * 2 - 1
            return Coordinate(latitude: asin(z) * 180 / .pi, longitude: random.nextUnit() * 360 - 180)
        }
        var sink = 0
        for point in points.prefix(2_000) { sink &+= geocoder.describe(point).water?.count ?? 1 }  // warm-up

        var describeTimes: [Double] = []
        var landTimes: [Double] = []
        var seaTimes: [Double] = []
        describeTimes.reserveCapacity(points.count)
        for point in points {
            let start = ContinuousClock.now
            let result = geocoder.describe(point)
            let elapsed = seconds(ContinuousClock.now - start)
            sink &+= result.country?.count ?? result.water?.count ?? 0
            describeTimes.append(elapsed)
            if result.surface == .sea { seaTimes.append(elapsed) } else { landTimes.append(elapsed) }
        }
        let cities = [(56.0, 8.5), (-40.4168, 176.2962), (-31.23, -58.53), (33.86, -28.79), (-1.5, 33.0), (48.8566, 2.3522)]
        var groundTimes: [Double] = []
        for _ in 0..<2_000 {
            for (lat, lon) in cities {
                let start = ContinuousClock.now
                sink &+= geocoder.describe(Coordinate(latitude: lat, longitude: lon)).countryCode?.count ?? 0
                groundTimes.append(seconds(ContinuousClock.now - start))
            }
        }

        print("Geo benchmark (\(points.count) random points on the sphere, English names)")
        print("  asset load, WorldAtlas (3 country levels, lakes, places):")
        print("    first  \(BenchmarkReport.ms(firstLoad))   median of 15  \(BenchmarkReport.ms(BenchmarkReport.median(loads)))   target ≤ 30 ms")
        print("  label places, decoded on first use: \(topLabels) of ≥ 1M people \(BenchmarkReport.ms(topLabelTime)), then all \(allLabels) \(BenchmarkReport.ms(allLabelTime))")
        print("  geocoder index build from the atlas (+ marine.bin)  \(BenchmarkReport.ms(geocoderBuild))")
        print("  ReverseGeocoder.load standalone (CLI), median of 5  \(BenchmarkReport.ms(BenchmarkReport.median(standalone)))")
        print("  describe(): median \(BenchmarkReport.us(BenchmarkReport.median(describeTimes)))  p90 \(BenchmarkReport.us(BenchmarkReport.percentile(describeTimes, 0.9)))  p99 \(BenchmarkReport.us(BenchmarkReport.percentile(describeTimes, 0.99)))   target ≤ 50 µs median")
        print("    land/lake median \(BenchmarkReport.us(BenchmarkReport.median(landTimes))) (\(landTimes.count))   sea median \(BenchmarkReport.us(BenchmarkReport.median(seaTimes))) (\(seaTimes.count))")
        print("    ground-truth cities median \(BenchmarkReport.us(BenchmarkReport.median(groundTimes)))")
        print("  resident memory (VmRSS): start \(BenchmarkReport.mb(rssStart))")
        print("    + atlas \(BenchmarkReport.mb(rssAtlas - rssStart))   + geocoder \(BenchmarkReport.mb(rssGeocoder - rssAtlas))   = data \(BenchmarkReport.mb(rssGeocoder - rssStart))   target ≤ 40 MB")
        let sheet = FigureSheet(suite: "geo")
        sheet.milliseconds("atlasLoadFirstMilliseconds", seconds: firstLoad)
        sheet.milliseconds("atlasLoadMedianMilliseconds", seconds: BenchmarkReport.median(loads))
        sheet.milliseconds("geocoderBuildMilliseconds", seconds: geocoderBuild)
        sheet.milliseconds("geocoderLoadMedianMilliseconds", seconds: BenchmarkReport.median(standalone))
        sheet.microseconds("describeMedianMicroseconds", seconds: BenchmarkReport.median(describeTimes))
        sheet.microseconds("describeP99Microseconds", seconds: BenchmarkReport.percentile(describeTimes, 0.99))
        sheet.record("dataResidentMegabytes", Double(rssGeocoder - rssStart) / 1024, digits: 1)
        sheet.write()
        if sink == 42 { print("") }  // keeps the results alive
    }

    private static func loadAtlas() -> WorldAtlas {
        do { return try WorldAtlas.load() } catch { fatal(error) }
    }

    private static func makeGeocoder(_ atlas: WorldAtlas) -> ReverseGeocoder {
        do { return try ReverseGeocoder(atlas: atlas) } catch { fatal(error) }
    }

    private static func loadGeocoder() -> ReverseGeocoder {
        do { return try ReverseGeocoder.load() } catch { fatal(error) }
    }

    private static func fatal(_ error: AssetError) -> Never {
        print("tunnel-bench geo: \(error)")
        exit(1)
    }

    private static func time<T>(_ body: () -> T) -> (T, Double) {
        let start = ContinuousClock.now
        let value = body()
        return (value, seconds(ContinuousClock.now - start))
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

}

/// A small, fast, seedable generator so runs are comparable.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
