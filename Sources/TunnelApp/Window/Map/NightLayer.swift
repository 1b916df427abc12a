import ContainmentGtk
import Geo
import MapRendering

/// Night and the twilights over the map for the current moment, with the
/// sun over the subsolar point (``NightShade``); above the base map and
/// below the caption and the marker.
@MainActor
final class NightLayer: MapLayer {
    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        NightShade(moment: .now).draw(over: frame.viewport, in: context.cairoPointer)
    }
}
