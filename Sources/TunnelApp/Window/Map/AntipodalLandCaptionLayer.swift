import ContainmentGtk
import MapRendering

/// A pill at the foot of the map while the land at the antipodes lies
/// over it, saying what the orange means and how rare land meeting land
/// is; nothing while there is no text.
@MainActor
final class AntipodalLandCaptionLayer: MapLayer {
    /// The caption, or nil for none.
    var text: String?
    private let layouts = MarkerCaptionLayouts()
    private let pills = MarkerCaptionPills()

    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        guard let text else { return }
        let view = frame.viewport
        // Anchored above the pane's lower edge, the pill hangs below it.
        MarkerCaption(text: text, gap: 0).draw(
            in: context.cairoPointer, anchorX: view.width / 2, anchorY: view.height - 34,
            viewWidth: view.width, viewHeight: view.height, layouts: layouts, pills: pills)
    }
}
