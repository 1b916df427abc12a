import ContainmentGtk
import MapRendering

/// The keyboard focus ring around the map, shown when focus came by keyboard.
@MainActor
final class FocusRingLayer: MapLayer {
    private let widget: Widget

    init(widget: Widget) {
        self.widget = widget
    }

    func draw(in context: DrawingContext, _ frame: MapLayerFrame) {
        guard widget.hasVisibleFocus else { return }
        context.setColor(red: 0.20, green: 0.52, blue: 0.89, alpha: 0.9)
        context.lineWidth = 3
        context.addRectangle(x: 1.5, y: 1.5, width: frame.viewport.width - 3, height: frame.viewport.height - 3)
        context.stroke()
    }
}
