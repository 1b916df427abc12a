import CGtk
import Containment
import ContainmentGtk

/// One child of the slide example: a coloured card with a number and a title.
///
/// It knows nothing about sliding; the container moves its view.
@MainActor
final class SlideCardViewController: ViewController {
    let number: Int
    let title: String
    let color: (red: Double, green: Double, blue: Double)

    init(number: Int, title: String, color: (red: Double, green: Double, blue: Double)) {
        self.number = number
        self.title = title
        self.color = color
        super.init()
        traceName = "card\(number)"
    }

    override func loadView() {
        let area = gtk_drawing_area_new()!
        Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            guard let self else { return false }
            self.draw(OpaquePointer(cr), width: Double(gtk_widget_get_allocated_width(area)),
                      height: Double(gtk_widget_get_allocated_height(area)))
            return true
        })
        view = View(gtkWidget: area)
    }

    /// A rounded card inset from the view's edges, so two cards sliding side
    /// by side show a gap, with the number large and the title beneath.
    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        let inset = 12.0, radius = 18.0
        let w = width - 2 * inset, h = height - 2 * inset
        guard w > 2 * radius, h > 2 * radius else { return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, inset + w - radius, inset + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, inset + w - radius, inset + h - radius, radius, 0, .pi / 2)
        cairo_arc(cr, inset + radius, inset + h - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, inset + radius, inset + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_fill(cr)

        cairo_set_source_rgb(cr, 1, 1, 1)
        let big = text(cr, "\(number)", size: min(h * 0.4, 160), bold: true)
        let small = text(cr, title, size: min(h * 0.07, 28), bold: false)
        let gap = 8.0
        let top = inset + (h - big.height - gap - small.height) / 2
        show(cr, big.layout, x: inset + (w - big.width) / 2, y: top)
        show(cr, small.layout, x: inset + (w - small.width) / 2, y: top + big.height + gap)
    }

    private func text(_ cr: OpaquePointer, _ string: String, size: Double, bold: Bool)
        -> (layout: OpaquePointer, width: Double, height: Double) {
        let layout = pango_cairo_create_layout(cr)!
        let font = pango_font_description_from_string("Cantarell, Sans")!
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, string, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (layout, Double(width), Double(height))
    }

    private func show(_ cr: OpaquePointer, _ layout: OpaquePointer, x: Double, y: Double) {
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
