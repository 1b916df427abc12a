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
        let area = DrawingArea()
        let painter = painter
        drawConnection = area.onDraw { context, width, height in
            painter.paint(context, width: width, height: height)
        }
        area.accessibleName = "Slide \(index + 1): \(painter.title)"
        view = View(area)
    }
}
