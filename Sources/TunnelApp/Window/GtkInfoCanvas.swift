import Containment
import ContainmentGtk
import MapRendering
import TunnelCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GTK side of a geo-info pane: a drawing area that paints the dark
/// card with MapRendering, and tells a screen reader what it says; over it,
/// the "The way down" button.
@MainActor
final class GtkInfoCanvas: InfoCanvas {
    /// The pane: an overlay of the card and its button.
    let widget: Overlay
    /// The containment view over ``widget``.
    private(set) lazy var view = View(widget)
    /// The GtkDrawingArea with the card.
    let area: DrawingArea
    /// The button that opens the way down.
    let wayDownButton: Button
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
            area.queueDraw()
            let text = cardContent
            // TRANSLATORS: separates the sentences a screen reader speaks for a geo-info card.
            let separator = localized(". ")
            Accessibility.describe(area, name: text.title, description: text.lines.joined(separator: separator))
        }
    }

    /// The small line above the title.
    var eyebrow: String? {
        didSet { area.queueDraw() }
    }

    init() {
        area = DrawingArea()
        // The way down: a button in the card's top corner, where
        // the centred text never reaches.
        wayDownButton = Button(label: localized("The way down"))
        wayDownButton.setImage(Image(iconName: "go-down-symbolic", size: .button))
        wayDownButton.alwaysShowsImage = true
        wayDownButton.tooltip = localized("Fall through the Earth to the antipode (Ctrl+D)")
        wayDownButton.horizontalAlignment = .end
        wayDownButton.verticalAlignment = .start
        wayDownButton.marginTop = 10
        wayDownButton.marginEnd = 10
        wayDownButton.addStyleClass("suggested-action")
        widget = Overlay()
        widget.add(area)
        widget.addOverlay(wayDownButton)
        widget.showAll()
        // The card paints the whole area: returning true stops the draw
        // signal there, as GTK's later handlers have nothing to add.
        area.connect("draw", eventHandler: { [weak self] cr in
            self?.draw(in: DrawingContext(borrowing: OpaquePointer(cr)))
            return true
        })
        wayDownButton.onClicked { [weak self] in self?.onWayDown?() }
    }

    /// Draws a place card's background for each pane's size (points, as the
    /// panes' frames) on a surface like `widget`'s window's, unless kept, and
    /// lays out and draws each pane's card text once (which also loads its
    /// fonts): the card's first draw at that size, a flip's snapshot of it,
    /// is then a copy of the background and the kept text.
    static func prepareAhead(_ panes: [(size: Size, canvas: GtkInfoCanvas)], like view: View) {
        guard let prototypeSurface = view.widget?.makeSimilarSurface(width: 1, height: 1) else { return }
        // MapRendering takes the bare `cairo_surface_t`.
        let prototype = prototypeSurface.cairoPointer
        let began = MonotonicClock.microseconds, beganCPU = Self.threadCPUTime()
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
            ("ms", .number(Double(MonotonicClock.microseconds - began) / 1000)),
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
        Self.cardContent(content, eyebrow: eyebrow)
    }

    /// A card's words for `content` under `eyebrow`, as the pane draws
    /// them (the window's export draws the same).
    static func cardContent(_ content: GeoInfoViewController.Content?, eyebrow: String?) -> GeoInfoCardContent {
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

    private func draw(in context: DrawingContext) {
        // A flip's snapshot draws the card too, and is traced as a frame.
        let began = FrameTrace.begin()
        let width = Double(area.allocatedWidth)
        let height = Double(area.allocatedHeight)
        card.draw(cardContent, in: context.cairoPointer, width: width, height: height)
        FrameTrace.emit(traceName, began: began, width: width, height: height, scale: Double(area.scaleFactor))
    }
}
