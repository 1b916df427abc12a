import Testing
@testable import Geo

/// The nearest-edge search the geocoder uses for points just offshore and
/// in the gaps between marine areas.
@Suite struct NearestEdgeTests {
    /// An edge astride the meridian opposite the point is half a world
    /// away, not at the point: its ends are placed by the edge's own span.
    @Test func anEdgeAstrideTheAntipodalMeridianIsFarAway() {
        let distance = PolygonIndex.distance(px: -139.9141, py: 15.9867, scale: 0.96, ax: 40.08, ay: 15.15, bx: 40.20, by: 15.01)
        #expect(distance > 150)
        // Across the antimeridian itself an edge is still near.
        let near = PolygonIndex.distance(px: 179.99, py: 0, scale: 1, ax: -179.99, ay: -1, bx: -179.99, by: 1)
        #expect(abs(near - 0.02) < 1e-9)
    }

    /// Mid-Pacific, the nearest marine edge is a Pacific one, and a search
    /// bounded to a few kilometres finds nothing there.
    @Test func theNearestMarineEdgeOfTheOpenPacificIsThePacificsAndABoundedSearchFindsNone() throws {
        let layer = try PolygonLayer.load(AssetLocator.default.worldFile(WorldFiles.marine))
        let index = try PolygonIndex(layer: layer)
        let point = Coordinate(latitude: 15.9867, longitude: -139.9141)
        let nearest = try #require(index.nearestFeature(to: point) { _ in true })
        #expect(layer.features[nearest.feature].name.contains("Pacific"), "\(layer.features[nearest.feature].name)")
        #expect(nearest.distance > 5)
        #expect(index.nearestFeature(to: point, within: 0.25) { _ in true } == nil)
        // Off Skagen the Skagerrak's edge is within a few kilometres.
        let countries = try PolygonIndex(layer: PolygonLayer.load(AssetLocator.default.worldFile(WorldFiles.countriesHigh)))
        #expect(countries.nearestFeature(to: Coordinate(latitude: 57.75, longitude: 10.66), within: 0.05) { _ in true } != nil)
    }
}
