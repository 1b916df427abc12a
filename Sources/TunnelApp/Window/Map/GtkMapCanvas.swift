import Containment
import ContainmentGtk
import Geo
import MapRendering
import TunnelCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GTK side of a map pane: a focusable drawing area that paints its
/// layers (base map, caption, marker, focus ring) with MapRendering, and
/// turns mouse, wheel and keyboard input into marker moves, pans and zooms.
/// It tells its ``MapCanvasDelegate`` what the user did and reads the
/// marker's location from it; animations run on the core's animation driver.
///
/// The base map is rendered off the main thread by a
/// `ThreadedBaseMapRenderer`: a frame composites its newest rendering (a
/// surface paint, scaled while a new zoom renders) plus the marker, and a
/// finished rendering asks for a redraw through the GLib main loop; motion
/// events only queue a redraw, which GTK coalesces to one per frame.
@MainActor
final class GtkMapCanvas: MapCanvas {
    /// The drawing area the map paints on.
    let widget: DrawingArea
    /// The containment view over `widget`: the map controller's root view,
    /// and what the animations are paced by.
    let view: View
    unowned let delegate: any MapCanvasDelegate
    let renderer: ThreadedBaseMapRenderer
    /// What the map draws; nil when the world data could not be loaded.
    let atlas: WorldAtlas?
    private let captionLayer: CaptionLayer
    let markerLayer: MarkerLayer
    /// Bottom to top.
    private let layers: [any MapLayer]
    var viewport: MapViewport
    private var hasSize = false
    private var hasDrawnFirstFrame = false
    var drag: Drag = .none
    private var recentring: (any AnimationHandle)?
    private var lastRecentreTime: Double?
    /// Frames for a canvas not (yet) in a window with a driver of its own.
    private let fallbackDriver = GtkAnimationDriver()
    /// The cursor shown over the map (nil: the default arrow).
    var cursorName: String?
    /// A pending, debounced update of the accessible description.
    var accessibilityUpdate: MainLoopSource?

    enum Drag {
        case none
        /// Pressed on empty map; becomes a pan past the drag threshold.
        case pressed(x: Double, y: Double)
        case panning(x: Double, y: Double)
        /// Dragging the marker; `offset` keeps the grab point under the pointer.
        case marker(offsetX: Double, offsetY: Double)
    }

    /// The original app opens about 1000 km across around the marker.
    nonisolated static let initialSpanKilometres = 1000.0
    /// Movement under this many points is a click, not a drag.
    static let dragThreshold = 3.0
    /// The marker re-centres when it comes closer than this to the edge.
    static let recentreMargin = 36.0
    /// The gap between a marker's anchor and its caption: the X reaches
    /// below its centre, the digger stands on his anchor.
    nonisolated static func captionGap(for kind: MarkerArtwork.Kind) -> Double {
        kind == .antipode ? 20 : 8
    }

    /// Arrow keys move the marker this many points (Shift: `bigStep`).
    static let smallStep = 8.0
    static let bigStep = 64.0

    /// The zoom a map opens at around `location`: `remembered`, or about
    /// ``initialSpanKilometres`` across.
    nonisolated static func openingZoom(at location: Coordinate, remembered: Double?) -> Double {
        remembered ?? MapViewport.zoom(spanningKilometres: initialSpanKilometres, atLatitude: location.latitude, width: 640)
    }

    /// What a map opening at `location` with `zoom` shows in its first
    /// frame, once its pane is `width` × `height` points: the view centred
    /// on the marker.
    nonisolated static func openingViewport(at location: Coordinate, zoom: Double, width: Double, height: Double) -> MapViewport {
        MapViewport(center: location, zoom: zoom, width: width, height: height).centered(on: location)
    }

    /// A map canvas for `delegate`'s marker; `firstFrame`, made ahead for
    /// the view its first frame is expected to show, spares that frame
    /// rendering and drawing its marker on the main thread.
    init(
        delegate: any MapCanvasDelegate, marker kind: MarkerArtwork.Kind, atlas: WorldAtlas?,
        zoom: Double?, firstFrame: MapFirstFrame? = nil
    ) {
        self.delegate = delegate
        self.atlas = atlas
        let location = delegate.markerLocation
        let redraw = RedrawTarget()
        renderer = ThreadedBaseMapRenderer(
            atlas: atlas, language: Language(localeIdentifier: UserLocale.messages),
            firstRendering: firstFrame?.rendering
        ) {
            // On the worker's queue: hop to the main loop, where GTK lives.
            MainLoopSource.post { redraw.canvas?.widget.queueDraw() }
        }
        viewport = MapViewport(center: location, zoom: Self.openingZoom(at: location, remembered: zoom), width: 640, height: 360)
        // A first frame rendered ahead drew from its view's share of the
        // level: the whole level waits until after it. Without one, it is
        // projected while the window is built, for the first frame to draw.
        if firstFrame == nil { renderer.prepareGeometry(forZoom: viewport.zoom) }
        widget = DrawingArea()
        view = View(widget)
        captionLayer = CaptionLayer(gap: Self.captionGap(for: kind))
        markerLayer = MarkerLayer(kind: kind, madeAhead: firstFrame?.marker)
        layers = [
            BaseMapLayer(renderer: renderer), landCaptionLayer, captionLayer, markerLayer, FocusRingLayer(widget: widget),
        ]
        widget.canFocus = true
        widget.addEvents([.buttonPress, .buttonRelease, .pointerMotion, .scroll, .smoothScroll, .keyPress, .focusChange])
        connectSignals()
        redraw.canvas = self
        captionLayer.name = { [unowned self] in self.delegate.placeName(at: $0) }
        captionLayer.location = { [unowned self] in self.delegate.markerLocation }
        markerLayer.needsDisplay = { [unowned self] in self.widget.queueDraw() }
        updateAccessibility()
        renderer.moment = Self.currentNightMoment
        scheduleNightTick()
    }

    // MARK: Night

    /// The moment whose night a map shades now: the start of the current
    /// minute. Both maps and the first renderings made ahead read this one
    /// clock, so they shade the same minute.
    nonisolated static var currentNightMoment: SolarMoment { SolarMoment.now.startOfMinute }

    /// The moment whose night the map shades (an export shades the same).
    var nightMoment: SolarMoment? { renderer.moment }

    /// The caption at the foot of the map while the land at the antipodes
    /// lies over it; nil for none.
    var antipodalLandCaption: String? {
        get { landCaptionLayer.text }
        set {
            landCaptionLayer.text = newValue
            widget.queueDraw()
            updateAccessibility()
        }
    }

    private let landCaptionLayer = AntipodalLandCaptionLayer()

    /// Whether the land at the antipodes lies over the map: the worker
    /// renders it in, so frames of a pan or zoom cost no more.
    var showsAntipodalLand: Bool {
        get { renderer.showsAntipodalLand }
        set {
            guard newValue != renderer.showsAntipodalLand else { return }
            renderer.showsAntipodalLand = newValue
            widget.queueDraw()
            updateAccessibility()
        }
    }

    /// Fires at the start of each minute: the terminator moves a quarter of
    /// a degree a minute, so the worker shades a new rendering and frames
    /// swap it in.
    private var nightTick: MainLoopSource?

    private func scheduleNightTick() {
        // A hair past the minute: a timer may fire a millisecond early.
        nightTick = MainLoopSource.after(SolarMoment.now.secondsToNextMinute + 0.05) { [weak self] in
            guard let self else { return }
            renderer.moment = Self.currentNightMoment
            widget.queueDraw()
            scheduleNightTick()
        }
    }

    /// The canvas a finished background rendering redraws (weak: the
    /// worker's queue may finish after the canvas is gone).
    @MainActor
    private final class RedrawTarget {
        weak var canvas: GtkMapCanvas?
    }

    /// The zoom level shown.
    var zoom: Double { viewport.zoom }

    // MARK: Signals

    private func connectSignals() {
        widget.onDraw { [weak self] context, _, _ in self?.draw(context) }
        widget.onSizeAllocate { [weak self] allocation in
            self?.resize(width: Double(allocation.width), height: Double(allocation.height))
        }
        widget.onButtonPress { [weak self] event in self?.buttonPressed(event) ?? false }
        widget.onMotion { [weak self] event in self?.pointerMoved(event) ?? false }
        widget.onButtonRelease { [weak self] event in self?.buttonReleased(event) ?? false }
        widget.onScroll { [weak self] event in self?.scrolled(event) ?? false }
        widget.onKeyPress { [weak self] event in self?.keyPressed(event) ?? false }
        // The focus ring comes and goes with the focus.
        widget.onFocusIn { [weak self] in self?.widget.queueDraw() }
        widget.onFocusOut { [weak self] in self?.widget.queueDraw() }
    }

    private func resize(width: Double, height: Double) {
        guard width >= 1, height >= 1, width != viewport.width || height != viewport.height else { return }
        let firstSize = !hasSize
        hasSize = true
        let next = firstSize
            ? Self.openingViewport(at: delegate.markerLocation, zoom: viewport.zoom, width: width, height: height)
            : MapViewport(center: viewport.center, zoom: viewport.zoom, width: width, height: height)
        viewport = next
        traceViewport()
    }

    // MARK: Drawing

    private func draw(_ context: DrawingContext) {
        let began = FrameTrace.begin()
        let frame = layerFrame
        for layer in layers { layer.draw(in: context, frame) }
        FrameTrace.emit(delegate.traceName, began: began, width: viewport.width, height: viewport.height, scale: frame.scale)
        // After the frame's own event: what follows the first frame is not
        // part of its paint time.
        // The neighbouring levels of detail are not projected here but at the
        // first zoom (``zoom(by:aroundX:y:)``): a window that is never zoomed
        // never holds them, and the worker renders a zoom that outruns them
        // from the previous rendering, scaled.
        if hasSize, !hasDrawnFirstFrame {
            hasDrawnFirstFrame = true
            Trace.emit(TraceEvent("firstRendering", [
                ("controller", .string(delegate.traceName)),
                ("ahead", .bool(renderer.firstFrameWasRenderedAhead == true)),
                ("markerAhead", .bool(markerLayer.firstImageWasMadeAhead)),
            ]))
            // What follows the first frame waits until GTK has painted the
            // rest of the window and sent the frame to the display, so it
            // does not hold the frame back: the worker's overscanned area
            // and, since the map pans and zooms from the whole level
            // whatever part of it the first frame drew from, its projection
            // in the background (each would compete with the paint for the
            // cores); then the delegate (the start's trace event, the
            // window icon).
            widget.whenPainted { [weak self] in
                guard let self else { return }
                self.renderer.requestRendering(of: self.viewport, scaleFactor: Double(self.widget.scaleFactor))
                self.renderer.prepareGeometry(forZoom: self.viewport.zoom, priority: .utility)
                self.delegate.mapCanvasDidDrawFirstFrame(self)
            }
        }
    }

    private var layerFrame: MapLayerFrame {
        let anchor = markerPoint
        return MapLayerFrame(
            viewport: viewport, scale: Double(widget.scaleFactor), marker: MapPoint(x: anchor.x, y: anchor.y),
            isFirst: !hasDrawnFirstFrame)
    }

    /// The topmost layer under a view point, if any takes presses there.
    func layer(atX x: Double, y: Double) -> (any MapLayer)? {
        let frame = layerFrame
        return layers.reversed().first { $0.hitTest(x: x, y: y, frame) }
    }

    var markerPoint: (x: Double, y: Double) { viewport.point(for: delegate.markerLocation) }

    /// The driver the window animates with (the frame clock), or one of the canvas's own.
    var animationDriver: any AnimationDriver { view.window?.animationDriver ?? fallbackDriver }

    // MARK: Programmatic moves

    /// The delegate moved the marker: redraw, and glide the map so the
    /// marker stays in view.
    func markerDidMove(animated: Bool) {
        let location = delegate.markerLocation
        Trace.emit(TraceEvent("markerMoved", [
            ("controller", .string(delegate.traceName)),
            ("latitude", .number(location.latitude)),
            ("longitude", .number(location.longitude)),
        ]))
        if animated && widget.isMapped {
            startRecentring(force: false)
        } else {
            viewport = viewport.centered(on: location)
            traceViewport()
        }
        if drag.isIdle { scheduleAccessibilityUpdate() }
        widget.queueDraw()
    }

    /// Glides the view towards the marker on the frame clock (the core's
    /// animation driver). The target may keep moving (the other map's digger
    /// is being dragged): each frame closes a fixed fraction of the remaining
    /// distance, so the motion stays smooth while following it; no fixed
    /// duration, so not an ``AnimationTimer``.
    func startRecentring(force: Bool) {
        let point = markerPoint
        guard force || !viewport.contains(x: point.x, y: point.y, margin: Self.recentreMargin) else { return }
        guard recentring == nil else { return }
        lastRecentreTime = nil
        recentring = animationDriver.startFrames(for: view) { [weak self] time in
            guard let self else { return false }
            let elapsed = self.lastRecentreTime.map { min(0.1, time - $0) } ?? 1.0 / 60
            self.lastRecentreTime = time
            let target = self.markerPoint
            let dx = self.viewport.width / 2 - target.x
            let dy = self.viewport.height / 2 - target.y
            if hypot(dx, dy) < 0.5 {
                self.viewport = self.viewport.centered(on: self.delegate.markerLocation)
                self.recentring = nil
                self.traceViewport()
                self.widget.queueDraw()
                return false
            }
            // Time constant 0.1 s: about 95% of the way in 0.3 s.
            let fraction = 1 - exp(-elapsed / 0.1)
            self.viewport = self.viewport.panned(byX: dx * fraction, y: dy * fraction)
            self.widget.queueDraw()
            return true
        }
    }

    /// Gives the map the keyboard.
    func focus() {
        widget.grabFocus()
    }

    func stopRecentring() {
        recentring?.cancel()
        recentring = nil
    }

    /// Names can now be looked up: drop the cached caption and redraw.
    func placeNamesDidChange() {
        captionLayer.invalidate()
        updateAccessibility()
        widget.queueDraw()
    }
}

private extension GtkMapCanvas.Drag {
    var isIdle: Bool {
        if case .none = self { return true }
        return false
    }
}
