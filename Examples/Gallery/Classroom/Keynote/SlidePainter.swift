import CGtk
import Foundation

/// Paints one slide, keynote-style: a white 16:10 page centred on a dark
/// stage, its title, its points and its number. Pango sets the text.
struct SlidePainter {
    let title: String
    let points: [String]
    let number: Int
    let count: Int

    func paint(_ cr: OpaquePointer, width: Double, height: Double) {
        cairo_set_source_rgb(cr, 0.19, 0.20, 0.23)
        cairo_paint(cr)

        let margin = 16.0
        let pageWidth = min(width - 2 * margin, (height - 2 * margin) * 1.6)
        let pageHeight = pageWidth / 1.6
        guard pageWidth > 40, pageHeight > 25 else { return }
        let x = (width - pageWidth) / 2, y = (height - pageHeight) / 2
        // A soft shadow, then the page.
        roundedRectangle(cr, x: x + 1, y: y + 3, width: pageWidth, height: pageHeight, radius: 6)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.35)
        cairo_fill(cr)
        roundedRectangle(cr, x: x, y: y, width: pageWidth, height: pageHeight, radius: 6)
        cairo_set_source_rgb(cr, 0.99, 0.99, 0.98)
        cairo_fill(cr)
        let unit = pageWidth / 100
        cairo_set_source_rgb(cr, 0.13, 0.14, 0.16)
        let titleHeight = text(cr, title, font: "Sans Bold", size: 5.2 * unit, x: x + 7 * unit, y: y + 6 * unit,
                               width: pageWidth - 14 * unit)
        // An accent bar under the title.
        cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
        cairo_rectangle(cr, x + 7 * unit, y + 8 * unit + titleHeight, 12 * unit, 0.8 * unit)
        cairo_fill(cr)
        var lineY = y + 13 * unit + titleHeight
        for point in points {
            cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
            cairo_arc(cr, x + 8.5 * unit, lineY + 2.4 * unit, 0.9 * unit, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0.25, 0.26, 0.29)
            lineY += text(cr, point, font: "Sans", size: 4 * unit, x: x + 12 * unit, y: lineY, width: pageWidth - 19 * unit) + 2.5 * unit
        }
        cairo_set_source_rgb(cr, 0.55, 0.56, 0.6)
        text(cr, "\(number) / \(count)", font: "Sans", size: 2.8 * unit, x: x + pageWidth - 14 * unit, y: y + pageHeight - 7 * unit, width: 10 * unit)
    }

    /// Sets `string` at (`x`, `y`), wrapped to `width`; returns its height.
    @discardableResult
    private func text(_ cr: OpaquePointer, _ string: String, font: String, size: Double,
                      x: Double, y: Double, width: Double) -> Double {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(font)!
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, string, -1)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return Double(logical.height)
    }
}
