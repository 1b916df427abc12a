import CGtk
import Containment
import ContainmentGtk
import MapRendering
import TunnelCore

/// The GTK side of a geo-info pane: a drawing area that paints the dark
/// card with MapRendering, and tells a screen reader what it says; over it,
/// the "The way down" button.
@MainActor
final class GtkInfoCanvas: InfoCanvas {
    /// The pane: an overlay of the card and its button.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The containment view over ``widget``.
    private(set) lazy var view = View(gtkWidget: widget)
    /// The GtkDrawingArea with the card.
    let area: UnsafeMutablePointer<GtkWidget>
    /// The button that opens the way down.
    let wayDownButton: UnsafeMutablePointer<GtkWidget>
    /// Called by the way-down button.
    var onWayDown: (() -> Void)?
    /// The cards' backgrounds, shared by both panes (one size when stacked)
    /// and drawn ahead of a flip by `prepareAhead(sizes:like:)`.
    static let backgrounds = GeoInfoCardBackgrounds()
    private let card = GeoInfoCard(backgrounds: GtkInfoCanvas.backgrounds)
    /// The pane's controller name in the trace's `frame` events.
    var traceName = "geoInfo"

    /// What the card shows; setting it redraws.
    var content: GeoInfoViewController.Content? {
        didSet {
            guard content != oldValue else { return }
            gtk_widget_queue_draw(area)
            let text = cardContent
            // TRANSLATORS: separates the sentences a screen reader speaks for a geo-info card.
            let separator = localized(". ")
            Accessibility.describe(area, name: text.title, description: text.lines.joined(separator: separator))
        }
    }

    /// The small line above the title.
    var eyebrow: String? {
        didSet { gtk_widget_queue_draw(area) }
    }

    init() {
        area = gtk_drawing_area_new()
        // The way down: a button in the card's top corner, where
        // the centred text never reaches.
        wayDownButton = gtk_button_new_with_label(localized("The way down"))
        gtk_button_set_image(cgtk_button(wayDownButton), gtk_image_new_from_icon_name("go-down-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_button_set_always_show_image(cgtk_button(wayDownButton), 1)
        gtk_widget_set_tooltip_text(wayDownButton, localized("Fall through the Earth to the antipode (Ctrl+D)"))
        gtk_widget_set_halign(wayDownButton, GTK_ALIGN_END)
        gtk_widget_set_valign(wayDownButton, GTK_ALIGN_START)
        gtk_widget_set_margin_top(wayDownButton, 10)
        gtk_widget_set_margin_end(wayDownButton, 10)
        gtk_style_context_add_class(gtk_widget_get_style_context(wayDownButton), "suggested-action")
        widget = gtk_overlay_new()
        gtk_container_add(cgtk_container(widget), area)
        gtk_overlay_add_overlay(cgtk_overlay(widget), wayDownButton)
        gtk_widget_show_all(widget)
        Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            self?.draw(OpaquePointer(cr))
            return true
        })
        Signal.connect(wayDownButton, "clicked", handler: { [weak self] in self?.onWayDown?() })
    }

    /// Draws a place card's background for each pane's size (points, as the
    /// panes' frames) on a surface like `widget`'s window's, unless kept, and
    /// lays out and draws each pane's card text once (which also loads its
    /// fonts): the card's first draw at that size, a flip's snapshot of it,
    /// is then a copy of the background and the kept text.
    static func prepareAhead(_ panes: [(size: Size, canvas: GtkInfoCanvas)], like view: View) {
        guard let widget = view.gtkWidget, let window = gtk_widget_get_window(widget),
              let prototype = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR_ALPHA, 1, 1) else { return }
        defer { cairo_surface_destroy(prototype) }
        let began = g_get_monotonic_time(), beganCPU = Self.threadCPUTime()
        var prepared: [Size] = []
        for pane in panes {
            // As GtkViewHost allocates a frame: whole points.
            let size = Size(width: max(1, pane.size.width.rounded()), height: max(1, pane.size.height.rounded()))
            if !prepared.contains(size) {
                prepared.append(size)
                backgrounds.prepare(.place, width: size.width, height: size.height, like: prototype)
            }
            pane.canvas.card.layOutAhead(pane.canvas.cardContent, like: prototype, width: size.width, height: size.height)
        }
        // This is main-thread work at idle: traced, so its cost is seen. The
        // wall time can be far above the thread's own CPU time when workers
        // (map renders, their labels' fonts) contend for the cores or locks.
        Trace.emit(TraceEvent("infoCardsPrepared", [
            ("ms", .number(Double(g_get_monotonic_time() - began) / 1000)),
            ("cpuMs", .number(Self.threadCPUTime() - beganCPU)),
            ("sizes", .number(Double(prepared.count))),
            ("cards", .number(Double(panes.count))),
        ]))
    }

    /// The calling thread's CPU time in milliseconds.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
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
        // A flip's snapshot draws the card too, and is traced as a frame.
        let began = FrameTrace.begin()
        let width = Double(gtk_widget_get_allocated_width(area))
        let height = Double(gtk_widget_get_allocated_height(area))
        card.draw(cardContent, in: cr, width: width, height: height)
        FrameTrace.emit(traceName, began: began, width: width, height: height, scale: Double(gtk_widget_get_scale_factor(area)))
    }
}
