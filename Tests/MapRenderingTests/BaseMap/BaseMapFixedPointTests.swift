import Geo
@testable import MapRendering
import Testing

/// Projected vertices are kept in 32-bit fixed point: every vertex read
/// back lies within a hundredth of a device pixel of its exact projection at
/// the deepest zoom on a 2× screen, and the vertices stay in storage order.
@Suite struct BaseMapFixedPointTests {
    @Test(arguments: [DetailLevel.low, .high])
    func verticesStayWithinAHundredthOfAPixelAtTheDeepestZoom(level: DetailLevel) throws {
        let features = try requireBaseMapAtlas().countries(at: level)
        let layer = BaseMapProjectedLayer(features: features, classifyEdges: false)
        let devicePixels = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: MapViewport.maximumZoom, width: 1, height: 1).worldSize * 2
        var index = 0
        var worst = 0.0
        for feature in features {
            feature.forEachRing { ring in
                var i = 0
                while i < ring.count {
                    let x = (Double(ring[i]) + 180) / 360
                    let y = BaseMapProjectedLayer.mercatorY(latitude: Double(ring[i + 1]))
                    worst = max(worst, abs(BaseMapProjectedLayer.decode(layer.points[index]) - x))
                    worst = max(worst, abs(BaseMapProjectedLayer.decode(layer.points[index + 1]) - y))
                    index += 2
                    i += 2
                }
            }
        }
        #expect(index == layer.points.count)
        #expect(worst * devicePixels < 0.01)
        // Not trivially exact either: the stored values are rounded.
        #expect(worst > 0)
    }

    @Test func theEdgesOfTheWorldAreRepresentable() {
        #expect(BaseMapProjectedLayer.decode(BaseMapProjectedLayer.encode(0)) == 0)
        #expect(BaseMapProjectedLayer.decode(BaseMapProjectedLayer.encode(1)) == 1)
        #expect(BaseMapProjectedLayer.encode(1.5) == UInt32.max)
        #expect(BaseMapProjectedLayer.encode(-0.5) == 0)
    }
}
