import CCairo
import Geo
@testable import MapRendering
import Testing

/// The edge degree labels drawn from layouts kept frame to frame look
/// exactly like ones made afresh, whatever the view did in between.
@Suite struct GraticuleLabelLayoutsTests {
    /// The pixels of the edge labels of `viewport` at `scale`, on white.
    func edgeLabels(_ renderer: BaseMapRenderer, _ viewport: MapViewport, scale: Double, layouts: GraticuleLabelLayouts?) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        baseMapScaleForTests(image, scale)
        cairo_set_source_rgb(image.cr, 1, 1, 1)
        cairo_paint(image.cr)
        renderer.drawEdgeGraticuleLabels(viewport, avoiding: [], in: image.cr, layouts: layouts)
        return (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
    }

    @Test func keptLayoutsDrawWhatFreshOnesDraw() throws {
        let renderer = BaseMapRenderer(atlas: nil)
        let layouts = GraticuleLabelLayouts()
        let start = MapViewport(center: Coordinate(latitude: 56, longitude: 8.5), zoom: 5, width: 320, height: 180)
        // A pan, a zoom, the device scale doubled, and back: the kept layouts
        // follow each frame's target and text.
        let frames: [(MapViewport, Double)] = [
            (start, 1), (start.panned(byX: 137, y: -61), 1), (MapViewport(center: start.center, zoom: 7, width: 320, height: 180), 1),
            (start, 2), (start.panned(byX: -90, y: 45), 2), (start, 1),
        ]
        for (index, (viewport, scale)) in frames.enumerated() {
            let kept = edgeLabels(renderer, viewport, scale: scale, layouts: layouts)
            let fresh = edgeLabels(renderer, viewport, scale: scale, layouts: nil)
            #expect(kept.contains { $0 != 0xFF_FFFF }, "frame \(index): labels are drawn at all")
            #expect(kept == fresh, "frame \(index): kept layouts draw differently")
        }
    }
}
