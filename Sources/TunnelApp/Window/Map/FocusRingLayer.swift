import CGtk
import MapRendering

/// The keyboard focus ring around the map, shown when focus came by keyboard.
@MainActor
final class FocusRingLayer: MapLayer {
    private let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    func draw(in cr: OpaquePointer, _ frame: MapLayerFrame) {
        guard gtk_widget_has_visible_focus(widget) != 0 else { return }
        cairo_set_source_rgba(cr, 0.20, 0.52, 0.89, 0.9)
        cairo_set_line_width(cr, 3)
        cairo_rectangle(cr, 1.5, 1.5, frame.viewport.width - 3, frame.viewport.height - 3)
        cairo_stroke(cr)
    }
}
