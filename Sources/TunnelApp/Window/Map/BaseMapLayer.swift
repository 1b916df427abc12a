import ContainmentGtk
import MapRendering

/// The base map: ocean, land, borders, graticule and place labels, rendered
/// off the main thread by a ``ThreadedBaseMapRenderer``; a frame composites
/// what is ready.
@MainActor
final class BaseMapLayer: MapLayer {
    let renderer: ThreadedBaseMapRenderer

    init(renderer: ThreadedBaseMapRenderer) {
        self.renderer = renderer
    }

    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        // The first frame's canvas asks for the overscanned area itself,
        // once the frame is painted.
        renderer.draw(frame.viewport, scaleFactor: frame.scale, in: context.cairoPointer, asksAhead: !frame.isFirst)
    }
}
