import CGtk
import Containment
import ContainmentGtk
import TunnelCore

/// The dark band behind the panes: it fills the root view, and shows
/// between the two panes, where the radar button sits.
@MainActor
final class BandView: BandDisplay {
    /// The containment view showing the band.
    let view: View
    private let area: UnsafeMutablePointer<GtkWidget>
    /// Where the panes and the band are, so the band's shading follows the
    /// orientation.
    var layout: PaneLayout? {
        didSet { if layout != oldValue { gtk_widget_queue_draw(area) } }
    }

    init() {
        area = gtk_drawing_area_new()
        view = View(gtkWidget: area)
        view.name = "band"
        Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            self?.draw(OpaquePointer(cr))
            return false
        })
    }

    private func draw(_ cr: OpaquePointer) {
        BandPainter.paint(
            cr, width: Double(gtk_widget_get_allocated_width(area)),
            height: Double(gtk_widget_get_allocated_height(area)), layout: layout)
    }
}
