import CGtk
import Containment
import ContainmentGtk
import Locking
import MapRendering
import TunnelCore

/// The round radar button in the band between the panes.
///
/// A flat GtkButton whose face is vector artwork drawn with Cairo, so it is
/// focusable, activates with Space and Enter, and has a tooltip and an
/// accessible name like any button. The face is painted from an image per
/// state (``RadarButtonArtwork/image(width:height:scale:state:focused:)``),
/// drawn the first time that state shows at that size.
@MainActor
final class RadarButton: RadarControl {
    /// The GtkButton.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The containment view over ``widget``.
    private(set) lazy var view = View(gtkWidget: widget)
    private let face: UnsafeMutablePointer<GtkWidget>
    /// Called when the button is activated (click, Space, Enter).
    var onClick: (() -> Void)?
    /// The face's images drawn so far, all of one size and scale.
    private var faces: [Face.Key: RenderSurface] = [:]
    /// The first frame's face, drawn ahead on a start-up worker; asked for
    /// once, at the first paint.
    private var madeAhead: MadeAhead<Face>?

    /// A face image and what it shows.
    struct Face {
        /// What a face image is drawn for: the face's box in points, the
        /// device pixels per point, the state and the focus ring.
        struct Key: Hashable {
            var width: Double
            var height: Double
            var scale: Double
            var state: RadarButtonArtwork.State
            var focused: Bool
        }

        /// What it shows.
        let key: Key
        /// The face, drawn for `key`.
        let surface: RenderSurface

        /// The face for `key`, drawn now, on any thread.
        init(_ key: Key) {
            self.key = key
            surface = RadarButtonArtwork().image(
                width: key.width, height: key.height, scale: key.scale, state: key.state, focused: key.focused)
        }
    }

    /// A button whose first face may be made ahead in `madeAhead`.
    init(madeAhead: MadeAhead<Face>? = nil) {
        self.madeAhead = madeAhead
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
        let key = Face.Key(
            width: Double(gtk_widget_get_allocated_width(face)), height: Double(gtk_widget_get_allocated_height(face)),
            scale: Double(gtk_widget_get_scale_factor(face)), state: state,
            focused: gtk_widget_has_visible_focus(widget) != 0)
        cairo_set_source_surface(cr, image(for: key).surface, 0, 0)
        cairo_paint(cr)
    }

    /// The face for `key`: drawn before, made ahead, or drawn now.
    private func image(for key: Face.Key) -> RenderSurface {
        if let image = faces[key] { return image }
        if let first = faces.keys.first, first.width != key.width || first.height != key.height || first.scale != key.scale {
            faces = [:]
        }
        let image = adoptMadeAhead(for: key) ?? Face(key).surface
        faces[key] = image
        return image
    }

    /// The face made ahead if it is `key`'s, the first time only; with
    /// `TUNNEL_TRACE=1` a `radarFace` event tells whether it was.
    private func adoptMadeAhead(for key: Face.Key) -> RenderSurface? {
        guard let offer = madeAhead else { return nil }
        madeAhead = nil
        let face = offer.take().flatMap { $0.key == key ? $0.surface : nil }
        if Trace.isEnabled { Trace.emit(TraceEvent("radarFace", [("ahead", .bool(face != nil))])) }
        return face
    }
}
