#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import Geo

/// The band index (4-byte entries that find their second vertex and their
/// feature from the first) gives the answers of a walk over every feature,
/// on the real data: every ring's closing edge is crossed by some of the
/// spiral's rays, so a wrong closing vertex changes answers.
@Suite struct PolygonIndexTests {
    /// A fixed, well-spread set of points: a golden-angle spiral over the globe.
    static let points: [Coordinate] = (0..<3_000).map { i in
        let z = 1 - 2 * (Double(i) + 0.5) / 3_000
        let latitude = asin(z) * 180 / .pi
        let longitude = (Double(i) * 137.507_764).truncatingRemainder(dividingBy: 360) - 180
        return Coordinate(latitude: min(89.99, max(-89.99, latitude)), longitude: longitude)
    }

    @Test(arguments: [WorldFiles.countriesHigh, WorldFiles.lakes, WorldFiles.marine])
    func containmentMatchesEveryFeaturesOwnTest(file: String) throws {
        let layer = try PolygonLayer.load(AssetLocator.default.worldFile(file))
        let index = try PolygonIndex(layer: layer)
        var inside = 0
        for point in Self.points {
            let expected = layer.features.indices.filter { layer.features[$0].contains(point) }
            #expect(index.featuresContaining(point) == expected, "at \(point)")
            inside += expected.count
        }
        // The test means something: some points are inside some feature
        // (a few lakes, hundreds of countries and seas).
        #expect(inside > 0)
    }

    @Test func nearestFeatureHonoursTheFilter() throws {
        let layer = try PolygonLayer.load(AssetLocator.default.worldFile(WorldFiles.countriesHigh))
        let index = try PolygonIndex(layer: layer)
        let denmark = try #require(layer.features.firstIndex { $0.code == "DK" })
        let germany = try #require(layer.features.firstIndex { $0.code == "DE" })
        // At sea off Skagen: Denmark is nearest; without it, another country.
        let skagerrak = Coordinate(latitude: 57.9, longitude: 10.6)
        #expect(index.nearestFeature(to: skagerrak) { _ in true }?.feature == denmark)
        let other = index.nearestFeature(to: skagerrak) { $0 != denmark }
        #expect(other != nil && other?.feature != denmark)
        #expect(index.nearestFeature(to: skagerrak) { $0 == germany }?.feature == germany)
    }

    @Test func bandEntriesAreFourBytes() {
        // The index of the world's layers is 0.6 million entries: 2.4 MB at 4 bytes, 4.8 MB at 8.
        #expect(MemoryLayout<PolygonIndex.Edge>.stride == 4)
    }
}
