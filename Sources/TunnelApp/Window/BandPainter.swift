import CGtk
import TunnelCore

/// Paints the dark band between the panes; shared by the window and the
/// offscreen `tunnel render`, so both look the same.
enum BandPainter {
    /// The band's base colour, #1B2433.
    static let color = (red: 0x1B / 255.0, green: 0x24 / 255.0, blue: 0x33 / 255.0)

    /// Fills `width` × `height` with the band colour, shading the band
    /// itself when the layout is known.
    static func paint(_ cr: OpaquePointer, width: Double, height: Double, layout: PaneLayout?) {
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
        guard let layout else { return }
        let band = layout.band
        // A soft glow down the band's axis, darker towards the panes, so the
        // band reads as a channel between the two halves of the world.
        let stacked = layout.orientation == .stacked
        let gradient = stacked
            ? cairo_pattern_create_linear(0, band.minY, 0, band.minY + band.height)
            : cairo_pattern_create_linear(band.minX, 0, band.minX + band.width, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0.06, 0.08, 0.12, 0.55)
        cairo_pattern_add_color_stop_rgba(gradient, 0.5, 0.16, 0.21, 0.30, 0.0)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.06, 0.08, 0.12, 0.55)
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        // Hairlines where the band meets the panes.
        cairo_set_source_rgba(cr, 1, 1, 1, 0.08)
        cairo_set_line_width(cr, 1)
        if stacked {
            for y in [band.minY + 0.5, band.minY + band.height - 0.5] {
                cairo_move_to(cr, 0, y)
                cairo_line_to(cr, width, y)
            }
        } else {
            for x in [band.minX + 0.5, band.minX + band.width - 0.5] {
                cairo_move_to(cr, x, 0)
                cairo_line_to(cr, x, height)
            }
        }
        cairo_stroke(cr)
    }
}
