import ContainmentGtk
import MapRendering

/// One drawing layer of a ``GtkMapCanvas``, in the shape of osm-gps-map's layer
/// interface: it paints itself for a frame and says whether a point hits
/// it. The canvas paints its layers bottom to top and asks them top down.
@MainActor
protocol MapLayer: AnyObject {
    /// Paints the layer into `context` (in points) for `frame`.
    func draw(in context: DrawingContext, _ frame: MapLayerFrame)
    /// Whether a press at (`x`, `y`) view points lands on what this layer drew.
    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool
}

extension MapLayer {
    /// Layers that only paint take no presses.
    func hitTest(x: Double, y: Double, _ frame: MapLayerFrame) -> Bool { false }
}

/// What every layer draws from in one frame.
struct MapLayerFrame {
    /// The part of the world shown.
    let viewport: MapViewport
    /// Device pixels per point.
    let scale: Double
    /// The marker's anchor in view points.
    let marker: MapPoint
    /// Whether this is the map's first frame, before which nothing of it
    /// was shown.
    let isFirst: Bool
}
