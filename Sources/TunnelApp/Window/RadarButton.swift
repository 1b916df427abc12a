import CGtk
import ContainmentGtk

/// The round radar button in the band between the panes.
@MainActor
enum RadarButton {
    /// Makes a flat, round GtkButton whose face is drawn with Cairo.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        gtk_button_set_relief(tunnel_button(button), GTK_RELIEF_NONE)
        gtk_widget_set_tooltip_text(button, localized("Show what is here and at the antipode"))
        let face = gtk_drawing_area_new()!
        gtk_container_add(tunnel_container(button), face)
        Signal.connect(face, "draw", eventHandler: { cr in
            drawFace(OpaquePointer(cr), widget: face, button: button)
            return false
        })
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, """
            button { padding: 0; border: none; border-radius: 50%; background: none; box-shadow: none; min-width: 0; min-height: 0; }
            """, -1, nil)
        gtk_style_context_add_provider(gtk_widget_get_style_context(button), tunnel_style_provider(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(css)
        return button
    }

    private static func drawFace(_ cr: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>) {
        let width = Double(gtk_widget_get_allocated_width(widget))
        let height = Double(gtk_widget_get_allocated_height(widget))
        let radius = min(width, height) / 2 - 1
        let cx = width / 2, cy = height / 2
        let pressed = (gtk_widget_get_state_flags(button).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue) != 0
        cairo_arc(cr, cx, cy, radius, 0, 2 * .pi)
        cairo_set_source_rgb(cr, pressed ? 0.05 : 0.09, pressed ? 0.32 : 0.42, pressed ? 0.22 : 0.30)
        cairo_fill_preserve(cr)
        cairo_set_source_rgb(cr, 0.55, 0.95, 0.70)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        cairo_set_line_width(cr, 1.2)
        for fraction in [0.33, 0.66] {
            cairo_arc(cr, cx, cy, radius * fraction, 0, 2 * .pi)
            cairo_stroke(cr)
        }
        cairo_move_to(cr, cx, cy)
        cairo_arc(cr, cx, cy, radius - 2, -.pi / 2, -.pi / 6)
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, 0.55, 0.95, 0.70, 0.55)
        cairo_fill(cr)
    }
}
