import CGtk
import ContainmentGtk
import MapRendering

/// The round radar button in the band between the panes.
///
/// A flat GtkButton whose face is vector artwork drawn with Cairo, so it is
/// focusable, activates with Space and Enter, and has a tooltip and an
/// accessible name like any button.
@MainActor
final class RadarButton {
    /// The GtkButton.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let face: UnsafeMutablePointer<GtkWidget>
    private let artwork = RadarButtonArtwork()
    /// Called when the button is activated (click, Space, Enter).
    var onClick: (() -> Void)?

    init() {
        widget = gtk_button_new()
        face = gtk_drawing_area_new()
        gtk_button_set_relief(cgtk_button(widget), GTK_RELIEF_NONE)
        gtk_widget_set_tooltip_text(widget, localized("Show what is here and at the antipode"))
        gtk_widget_set_can_focus(widget, 1)
        gtk_widget_set_name(widget, "radar")
        gtk_container_add(cgtk_container(widget), face)
        Accessibility.describe(widget, name: localized("Radar"), description: localized("Show what is here and at the antipode"))
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, """
            button { padding: 0; border: none; border-radius: 50%; background: none; box-shadow: none; \
            min-width: 0; min-height: 0; outline-offset: 2px; -gtk-outline-radius: 50%; }
            """, -1, nil)
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widget), cgtk_style_provider(css),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(css)
        Signal.connect(widget, "clicked") { [weak self] in self?.onClick?() }
        Signal.connect(face, "draw", eventHandler: { [weak self] cr in
            self?.drawFace(OpaquePointer(cr))
            return false
        })
        for signal in ["state-flags-changed"] {
            Signal.connect(widget, signal, pointerHandler: { [weak self] _ in
                if let face = self?.face { gtk_widget_queue_draw(face) }
            })
        }
    }

    /// Whether the button reacts to clicks; it is insensitive during a flip.
    var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    private func drawFace(_ cr: OpaquePointer) {
        let flags = gtk_widget_get_state_flags(widget).rawValue
        let state: RadarButtonArtwork.State
        if flags & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0 {
            state = .insensitive
        } else if flags & GTK_STATE_FLAG_ACTIVE.rawValue != 0 {
            state = .pressed
        } else if flags & GTK_STATE_FLAG_PRELIGHT.rawValue != 0 {
            state = .hover
        } else {
            state = .normal
        }
        let focused = gtk_widget_has_visible_focus(widget) != 0
        artwork.draw(
            in: cr, width: Double(gtk_widget_get_allocated_width(face)),
            height: Double(gtk_widget_get_allocated_height(face)), state: state, focused: focused)
    }
}
