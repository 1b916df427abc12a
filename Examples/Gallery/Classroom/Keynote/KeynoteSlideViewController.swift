import CGtk
import Containment
import ContainmentGtk

/// One slide, as a page of the keynote pane: a Cairo drawing of its title
/// and points.
@MainActor
final class KeynoteSlideViewController: ViewController {
    /// The slide's position in the deck, zero-based.
    let index: Int
    let painter: SlidePainter
    private var drawConnection: SignalConnection?

    init(index: Int, part: Lecture.Part, count: Int) {
        self.index = index
        painter = SlidePainter(title: part.title, points: part.points, number: index + 1, count: count)
        super.init()
        traceName = "slide\(index + 1)"
    }

    isolated deinit {
        drawConnection?.disconnect()
    }

    override func loadView() {
        let area = gtk_drawing_area_new()!
        let painter = painter
        drawConnection = Signal.connect(area, "draw", eventHandler: { cr in
            painter.paint(OpaquePointer(cr), width: Double(gtk_widget_get_allocated_width(area)),
                          height: Double(gtk_widget_get_allocated_height(area)))
            return true
        })
        atk_object_set_name(gtk_widget_get_accessible(area), "Slide \(index + 1): \(painter.title)")
        view = View(gtkWidget: area)
    }
}
