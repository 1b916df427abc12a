public import Containment

/// Paints transitions over their container with Cairo.
///
/// When a transition begins, both views are drawn into surfaces and their
/// real widgets hidden; each frame the container (a clipping GtkLayout)
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
        let container: GtkViewHost
        var from: Surface?
        var to: Surface?
        var progress = 0.0
        var draw: SignalConnection?
        init(container: GtkViewHost) { self.container = container }
    }

    private var running: [ObjectIdentifier: Running] = [:]

    /// Creates a renderer.
    public init() {}

    /// Prepares for the transition's frames (see `TransitionRenderer`).
    public func transitionWillBegin(_ context: TransitionContext) {
        guard let container = context.container.host as? GtkViewHost,
              let fromWidget = context.fromView.widget,
              let toWidget = context.toView.widget else { return }
        // `none` shows the incoming view at once, as UIKit does: nothing to paint.
        guard context.options.style != .none else { return }
        let state = Running(container: container)
        let began = MonotonicClock.microseconds
        state.from = Self.snapshot(fromWidget)
        state.to = Self.snapshot(toWidget)
        let names = (from: context.fromView.name, to: context.toView.name)
        Self.traceSnapshot(began: began, names: names, size: context.fromView.frame.size,
                           scale: container.layout.scaleFactor)
        fromWidget.hide()
        toWidget.hide()
        let frame = context.fromView.frame
        let style = context.options.style
        state.draw = container.layout.onDraw(after: true) { [weak self, unowned state] drawing, _, _ in
            guard let self, state.container.isPaintingContent(drawing) else { return }
            let began = MonotonicClock.microseconds
            drawing.withSavedState {
                drawing.addRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                drawing.clip()
                drawing.setColor(red: self.backdrop.red, green: self.backdrop.green, blue: self.backdrop.blue)
                drawing.paint()
                drawing.translate(x: frame.minX, y: frame.minY)
                TransitionPainter.paint(drawing, style: style, progress: state.progress,
                                        from: state.from, to: state.to, size: frame.size)
            }
            Self.traceFrame(began: began, names: names, progress: state.progress)
        }
        running[ObjectIdentifier(context.container)] = state
        container.layout.queueDraw()
    }

    /// Paints, or records, the transition at `progress`.
    public func render(_ context: TransitionContext, progress: Double) {
        guard let state = running[ObjectIdentifier(context.container)] else { return }
        state.progress = progress
        state.container.layout.queueDraw()
    }

    /// Ends the transition's painting.
    public func transitionDidEnd(_ context: TransitionContext, finished: Bool) {
        guard let state = running.removeValue(forKey: ObjectIdentifier(context.container)) else { return }
        state.draw?.disconnect()
        state.from = nil
        state.to = nil
        // The outgoing view is about to leave; showing it again keeps it ready
        // to be added somewhere else later.
        for view in [context.fromView, context.toView] where !view.isHidden {
            view.widget?.show()
        }
        state.container.layout.queueDraw()
    }

    /// `transitionSnapshot`: both views drawn into their snapshots, and how
    /// long that took on the main thread (the first frame waits for it).
    private static func traceSnapshot(began: Int64, names: (from: String?, to: String?), size: Size, scale: Int) {
        trace("transitionSnapshot", began: began, names: names, [
            ("width", .number(size.width)), ("height", .number(size.height)), ("scale", .number(Double(scale))),
        ])
    }

    /// `transitionFrame`: one painted frame of a transition and its paint time.
    private static func traceFrame(began: Int64, names: (from: String?, to: String?), progress: Double) {
        trace("transitionFrame", began: began, names: names, [("progress", .number(progress))])
    }

    /// Emits `event` with the views' names (`null` without one), the
    /// milliseconds since `began`, and `fields`.
    private static func trace(
        _ event: String, began: Int64, names: (from: String?, to: String?), _ fields: [(String, TraceEvent.Value)]
    ) {
        guard Trace.isEnabled else { return }
        Trace.emit(TraceEvent(event, [
            ("from", names.from.map(TraceEvent.Value.string) ?? .null),
            ("to", names.to.map(TraceEvent.Value.string) ?? .null),
            ("ms", .number(Double(MonotonicClock.microseconds - began) / 1000)),
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
    static func snapshot(_ widget: Widget, scale: Int? = nil) -> Surface? {
        var allocation = widget.allocation
        let width = allocation.width, height = allocation.height
        guard width > 1, height > 1 else { return nil }
        let surface: Surface
        if scale == nil, let similar = widget.makeSimilarSurface(width: width, height: height) {
            surface = similar
        } else {
            let scale = max(1, scale ?? widget.scaleFactor)
            surface = ImageSurface(pixelWidth: width * scale, pixelHeight: height * scale, scale: Double(scale))
        }
        guard surface.isValid else { return nil }
        // Drawing refuses a widget with a resize pending (say, a label whose
        // text just changed); allocating it again in place settles that.
        let minimum = widget.minimumSize
        allocation.width = max(width, minimum.width)
        allocation.height = max(height, minimum.height)
        widget.allocate(allocation)
        surface.draw { widget.draw(in: $0) }
        return surface
    }
}
