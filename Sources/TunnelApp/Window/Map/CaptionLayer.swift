import ContainmentGtk
import Geo
import MapRendering

/// The name of the place under the marker, on a pill beside it; looked up
/// once per position.
@MainActor
final class CaptionLayer: MapLayer {
    /// Where the caption sits relative to the marker's anchor.
    let gap: Double
    /// Names a location, or nil while names cannot be looked up yet.
    var name: (Coordinate) -> String? = { _ in nil }
    /// The marker's location, read at draw time.
    var location: () -> Coordinate? = { nil }
    private var cache: (location: Coordinate, text: String?)?
    /// The caption's Pango layout, kept from frame to frame.
    private let layouts = MarkerCaptionLayouts()
    /// The caption's pill, kept in a surface like the window's from frame to frame.
    private let pills = MarkerCaptionPills()

    init(gap: Double) {
        self.gap = gap
    }

    /// Names can now be looked up: forget the cached one.
    func invalidate() {
        cache = nil
    }

    /// The caption for `location`, looked up once per position.
    func text(for location: Coordinate) -> String? {
        if let cache, cache.location == location { return cache.text }
        let text = name(location)
        // Not ready yet: try again on the next frame rather than caching nil.
        if text != nil { cache = (location, text) }
        return text
    }

    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        guard let location = location(), let text = text(for: location) else { return }
        MarkerCaption(text: text, gap: gap).draw(
            in: context.cairoPointer, anchorX: frame.marker.x, anchorY: frame.marker.y,
            viewWidth: frame.viewport.width, viewHeight: frame.viewport.height, layouts: layouts, pills: pills)
    }
}
