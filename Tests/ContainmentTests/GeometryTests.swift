import Containment
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func offsetByMovesTheOriginAndKeepsTheSize() {
        let bounds = Rect(x: 10, y: 20, width: 640, height: 360)
        #expect(bounds.offsetBy(dx: 640, dy: 0) == Rect(x: 650, y: 20, width: 640, height: 360))
        #expect(bounds.offsetBy(dx: -5, dy: -30) == Rect(x: 5, y: -10, width: 640, height: 360))
        #expect(bounds.offsetBy(dx: 0, dy: 0) == bounds)
    }
}
