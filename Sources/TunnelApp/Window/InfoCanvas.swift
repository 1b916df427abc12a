import CGtk
import ContainmentGtk
import MapRendering

/// The GTK side of a geo-info pane: a drawing area that paints the dark
/// card with MapRendering, and tells a screen reader what it says.
@MainActor
final class InfoCanvas {
    /// The GtkDrawingArea.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let card = GeoInfoCard()

    /// What the card shows; setting it redraws.
    var content: GeoInfoViewController.Content? {
        didSet {
            guard content != oldValue else { return }
            gtk_widget_queue_draw(widget)
            let text = cardContent
            // TRANSLATORS: separates the sentences a screen reader speaks for a geo-info card.
            let separator = localized(". ")
            Accessibility.describe(widget, name: text.title, description: text.lines.joined(separator: separator))
        }
    }

    /// The small line above the title.
    var eyebrow: String? {
        didSet { gtk_widget_queue_draw(widget) }
    }

    init() {
        widget = gtk_drawing_area_new()
        Signal.connect(widget, "draw", eventHandler: { [weak self] cr in
            self?.draw(OpaquePointer(cr))
            return true
        })
    }

    /// The card's words for the current content.
    var cardContent: GeoInfoCardContent {
        switch content {
        case .none, .lookingUp:
            let text = GeoInfoText.lookingUp
            return GeoInfoCardContent(kind: .lookingUp, eyebrow: eyebrow, title: text.title, lines: text.lines)
        case .described(let text):
            return GeoInfoCardContent(kind: .place, eyebrow: eyebrow, title: text.title, lines: text.lines)
        case .failed(let text):
            return GeoInfoCardContent(kind: .failed, eyebrow: eyebrow, title: text.title, lines: text.lines)
        }
    }

    private func draw(_ cr: OpaquePointer) {
        card.draw(
            cardContent, in: cr,
            width: Double(gtk_widget_get_allocated_width(widget)),
            height: Double(gtk_widget_get_allocated_height(widget)))
    }
}
