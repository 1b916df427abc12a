import Geo
@testable import MapRendering
import Testing

/// Projected vertices are kept in 32-bit fixed point: every vertex read
/// back lies within a hundredth of a device pixel of its exact projection at
/// the deepest zoom on a 2× screen, and the vertices stay in storage order.
/// Per-ring boxes are kept in `Float`, rounded outwards: each still holds
/// its ring, and is at most two device pixels bigger at the deepest zoom.
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

    @Test(arguments: [DetailLevel.low, .high])
    func ringBoxesHoldTheirRingsAndStayWithinTwoPixelsAtTheDeepestZoom(level: DetailLevel) throws {
        let features = try requireBaseMapAtlas().countries(at: level)
        let layer = BaseMapProjectedLayer(features: features, classifyEdges: false)
        let devicePixels = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: MapViewport.maximumZoom, width: 1, height: 1).worldSize * 2
        #expect(layer.ringCount == features.reduce(0) { $0 + $1.ringCount })
        var slack = 0.0
        for ring in 0..<layer.ringCount {
            let box = layer.ringBox(ring)
            var exact = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
            for vertex in layer.ringStart(ring)..<layer.ringStart(ring + 1) {
                let x = BaseMapProjectedLayer.decode(layer.points[2 * vertex])
                let y = BaseMapProjectedLayer.decode(layer.points[2 * vertex + 1])
                exact = SIMD4(min(exact.x, x), min(exact.y, y), max(exact.z, x), max(exact.w, y))
            }
            // The box is of the exact projection, the vertices rounded to
            // fixed point: they may lie a fixed-point unit beyond it.
            let unit = 1 / BaseMapProjectedLayer.fixedScale
            let holds = box.x <= exact.x + unit && box.y <= exact.y + unit && box.z >= exact.z - unit && box.w >= exact.w - unit
            #expect(holds, "ring \(ring) sticks out of its box")
            slack = max(slack, exact.x - box.x, exact.y - box.y, box.z - exact.z, box.w - exact.w)
        }
        #expect(slack * devicePixels <= 2.01)
    }

    @Test func boxesRoundOutwardsEvenWhereFloatRoundsInwards() {
        let box = SIMD4<Double>(0.1, 0.3, 0.7, 0.9)
        let rounded = BaseMapProjectedLayer.outwards(box)
        #expect(Double(rounded.x) <= box.x && Double(rounded.y) <= box.y)
        #expect(Double(rounded.z) >= box.z && Double(rounded.w) >= box.w)
        // Values Float holds exactly stay as they are.
        #expect(BaseMapProjectedLayer.outwards(SIMD4(0, 0.5, 0.75, 1)) == SIMD4<Float>(0, 0.5, 0.75, 1))
    }

    @Test func theEdgesOfTheWorldAreRepresentable() {
        #expect(BaseMapProjectedLayer.decode(BaseMapProjectedLayer.encode(0)) == 0)
        #expect(BaseMapProjectedLayer.decode(BaseMapProjectedLayer.encode(1)) == 1)
        #expect(BaseMapProjectedLayer.encode(1.5) == UInt32.max)
        #expect(BaseMapProjectedLayer.encode(-0.5) == 0)
    }
}
