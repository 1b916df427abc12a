import Containment
import ContainmentGtk
import TunnelCore

/// The dark band behind the panes: it fills the root view, and shows
/// between the two panes, where the radar button sits.
@MainActor
final class BandView: BandDisplay {
    /// The containment view showing the band.
    let view: View
    private let area: DrawingArea
    /// Where the panes and the band are, so the band's shading follows the
    /// orientation.
    var layout: PaneLayout? {
        didSet { if layout != oldValue { area.queueDraw() } }
    }

    init() {
        area = DrawingArea()
        view = View(area)
        view.name = "band"
        area.onDraw { [weak self] context, width, height in
            BandPainter.paint(in: context, width: width, height: height, layout: self?.layout)
        }
    }
}
