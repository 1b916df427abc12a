import Geo
@testable import MapRendering
import Testing

@Suite(.serialized) struct BaseMapGeometryTests {
    @Test func renderersOfOneAtlasShareTheProjectedLayers() throws {
        let atlas = try requireBaseMapAtlas()
        let first = BaseMapRenderer(atlas: atlas)
        let second = BaseMapRenderer(atlas: atlas)
        let layer = try #require(first.countryLayer(.low))
        #expect(second.countryLayer(.low) === layer)
        #expect(second.lakeLayer(.low) === first.lakeLayer(.low))
    }

    @Test func backgroundPreparationBuildsEachLevelOnce() async throws {
        let atlas = try requireBaseMapAtlas()
        let renderer = BaseMapRenderer(atlas: atlas)
        let geometry = BaseMapGeometry.shared(for: atlas)
        renderer.prepareGeometry(forZoom: 5)
        renderer.prepareGeometry(forZoom: 5)
        // A request while the background task runs waits for it: one object either way.
        let now = renderer.countryLayer(.medium)
        #expect(geometry.isReady(.medium))
        #expect(geometry.level(.medium).countries === now)
        renderer.prepareNeighbourGeometry(forZoom: 5)
        var waited = 0
        while !geometry.isReady(.high), waited < 200 {
            try await Task.sleep(for: .milliseconds(20))
            waited += 1
        }
        #expect(geometry.isReady(.high))
    }
}
