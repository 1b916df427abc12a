import CGtk
public import Containment

/// Paints transitions over their container with Cairo.
///
/// When a transition begins, both views are drawn into image surfaces and
/// their real widgets hidden; each frame the container (a clipping GtkLayout)
/// paints the backdrop and the snapshots through `TransitionPainter`; at the
/// end the real incoming widget is shown again. Only the container repaints,
/// so the rest of the window never moves.
///
/// Both costs are traced, so a benchmark counts every frame the user waits
/// for: `transitionSnapshot` when the snapshots are taken (the first frame
/// cannot show before), and `transitionFrame` for each painted frame.
@MainActor public final class GtkTransitionRenderer: TransitionRenderer {
    /// The colour behind a turning card, as red, green and blue in 0...1.
    public var backdrop: (red: Double, green: Double, blue: Double) = (0.11, 0.12, 0.14)

    private final class Running {
        let container: UnsafeMutablePointer<GtkWidget>
        var from: OpaquePointer?
        var to: OpaquePointer?
        var progress = 0.0
        var draw: SignalConnection?
        init(container: UnsafeMutablePointer<GtkWidget>) { self.container = container }
    }

    private var running: [ObjectIdentifier: Running] = [:]

    /// Creates a renderer.
    public init() {}

    /// Prepares for the transition's frames (see `TransitionRenderer`).
    public func transitionWillBegin(_ context: TransitionContext) {
        guard let container = context.container.gtkWidget,
              let fromWidget = context.fromView.gtkWidget,
              let toWidget = context.toView.gtkWidget else { return }
        // `none` shows the incoming view at once, as UIKit does: nothing to paint.
        guard context.options.style != .none else { return }
        let state = Running(container: container)
        let began = g_get_monotonic_time()
        state.from = Self.snapshot(fromWidget)
        state.to = Self.snapshot(toWidget)
        let names = (from: context.fromView.name, to: context.toView.name)
        Self.traceSnapshot(began: began, names: names, size: context.fromView.frame.size,
                           scale: gtk_widget_get_scale_factor(container))
        gtk_widget_hide(fromWidget)
        gtk_widget_hide(toWidget)
        let frame = context.fromView.frame
        let style = context.options.style
        state.draw = Signal.connect(container, "draw", after: true, eventHandler: { [weak self, unowned state] cr in
            let cr = OpaquePointer(cr)
            guard let self, let binWindow = gtk_layout_get_bin_window(cgtk_layout(state.container)),
                  gtk_cairo_should_draw_window(cr, binWindow) != 0 else { return false }
            let began = g_get_monotonic_time()
            cairo_save(cr)
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(cr)
            cairo_set_source_rgb(cr, self.backdrop.red, self.backdrop.green, self.backdrop.blue)
            cairo_paint(cr)
            cairo_translate(cr, frame.minX, frame.minY)
            TransitionPainter.paint(cr, style: style, progress: state.progress,
                                    from: state.from, to: state.to, size: frame.size)
            cairo_restore(cr)
            Self.traceFrame(began: began, names: names, progress: state.progress)
            return false
        })
        running[ObjectIdentifier(context.container)] = state
        gtk_widget_queue_draw(container)
    }

    /// Paints, or records, the transition at `progress`.
    public func render(_ context: TransitionContext, progress: Double) {
        guard let state = running[ObjectIdentifier(context.container)] else { return }
        state.progress = progress
        gtk_widget_queue_draw(state.container)
    }

    /// Ends the transition's painting.
    public func transitionDidEnd(_ context: TransitionContext, finished: Bool) {
        guard let state = running.removeValue(forKey: ObjectIdentifier(context.container)) else { return }
        state.draw?.disconnect()
        if let surface = state.from { cairo_surface_destroy(surface) }
        if let surface = state.to { cairo_surface_destroy(surface) }
        // The outgoing view is about to leave; showing it again keeps it ready
        // to be added somewhere else later.
        for view in [context.fromView, context.toView] where !view.isHidden {
            if let widget = view.gtkWidget { gtk_widget_show(widget) }
        }
        gtk_widget_queue_draw(state.container)
    }

    /// `transitionSnapshot`: both views drawn into their snapshots, and how
    /// long that took on the main thread (the first frame waits for it).
    private static func traceSnapshot(began: gint64, names: (from: String?, to: String?), size: Size, scale: Int32) {
        trace("transitionSnapshot", began: began, names: names, [
            ("width", .number(size.width)), ("height", .number(size.height)), ("scale", .number(Double(scale))),
        ])
    }

    /// `transitionFrame`: one painted frame of a transition and its paint time.
    private static func traceFrame(began: gint64, names: (from: String?, to: String?), progress: Double) {
        trace("transitionFrame", began: began, names: names, [("progress", .number(progress))])
    }

    /// Emits `event` with the views' names (`null` without one), the
    /// milliseconds since `began`, and `fields`.
    private static func trace(
        _ event: String, began: gint64, names: (from: String?, to: String?), _ fields: [(String, TraceEvent.Value)]
    ) {
        guard Trace.isEnabled else { return }
        Trace.emit(TraceEvent(event, [
            ("from", names.from.map(TraceEvent.Value.string) ?? .null),
            ("to", names.to.map(TraceEvent.Value.string) ?? .null),
            ("ms", .number(Double(g_get_monotonic_time() - began) / 1000)),
        ] + fields))
    }

    /// The widget as it looks now, drawn into a new surface.
    ///
    /// Without a `scale`, the surface is one like the widget's window's: on
    /// X11 a pixmap in the server at the window's scale factor, so a card
    /// turning on a HiDPI screen is as sharp as the view it stands for, and
    /// painting it each frame is the server's work with no upload (an image
    /// surface went up through cairo's shared-memory pool, which grew by
    /// megabytes with every flip and never shrank). With a `scale`, or for a
    /// widget with no window, it is an image surface at that many device
    /// pixels per point.
    static func snapshot(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Int32? = nil) -> OpaquePointer? {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        let width = allocation.width, height = allocation.height
        guard width > 1, height > 1 else { return nil }
        let surface: OpaquePointer
        if scale == nil, let window = gtk_widget_get_window(widget),
           let similar = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR_ALPHA, width, height) {
            surface = similar
        } else {
            let scale = max(1, scale ?? gtk_widget_get_scale_factor(widget))
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale) else { return nil }
            cairo_surface_set_device_scale(image, Double(scale), Double(scale))
            surface = image
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        // gtk_widget_draw refuses a widget with a resize pending (say, a label
        // whose text just changed); allocating it again in place settles that.
        var minimum = GtkRequisition()
        gtk_widget_get_preferred_size(widget, &minimum, nil)
        allocation.width = max(width, minimum.width)
        allocation.height = max(height, minimum.height)
        gtk_widget_size_allocate(widget, &allocation)
        let cr = cairo_create(surface)
        gtk_widget_draw(widget, cr)
        cairo_destroy(cr)
        return surface
    }
}
