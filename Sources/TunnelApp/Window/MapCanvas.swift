import CGtk
import Containment
import ContainmentGtk
import Foundation
import Geo
import MapRendering

/// The GTK side of a map pane: a focusable drawing area that paints the
/// base map and the marker with MapRendering, and turns mouse, wheel and
/// keyboard input into marker moves, pans and zooms.
///
/// The base map is rendered off the main thread by a
/// `ThreadedBaseMapRenderer`: a frame composites its newest rendering (a
/// surface paint, scaled while a new zoom renders) plus the marker, and a
/// finished rendering asks for a redraw through the GLib main loop; motion
/// events only queue a redraw, which GTK coalesces to one per frame.
@MainActor
final class MapCanvas {
    /// The GtkDrawingArea.
    let widget: UnsafeMutablePointer<GtkWidget>
    private unowned let controller: MapViewController
    private let renderer: ThreadedBaseMapRenderer
    private let artwork: MarkerArtwork
    private(set) var viewport: MapViewport
    private var hasSize = false
    private var drag: Drag = .none
    private var lift = 0.0
    private var liftAnimation: TickCallback?
    private var recentring: TickCallback?
    private var lastRecentreTime: Double?

    fileprivate enum Drag {
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

    init(controller: MapViewController, atlas: WorldAtlas?, zoom: Double?) {
        self.controller = controller
        let redraw = RedrawTarget()
        renderer = ThreadedBaseMapRenderer(atlas: atlas, language: Language(localeIdentifier: UserLocale.messages)) {
            // On the worker's queue: hop to the main loop, where GTK lives.
            MainLoopSource.post { redraw.canvas.map { gtk_widget_queue_draw($0.widget) } }
        }
        artwork = MarkerArtwork(kind: controller.marker == .digger ? .digger : .antipode)
        let width = 640.0
        viewport = MapViewport(
            center: controller.location,
            zoom: zoom ?? MapViewport.zoom(
                spanningKilometres: Self.initialSpanKilometres, atLatitude: controller.location.latitude, width: width),
            width: width, height: 360)
        // Project the first frame's geometry while the window is being built.
        renderer.prepareGeometry(forZoom: viewport.zoom)
        widget = gtk_drawing_area_new()
        gtk_widget_set_can_focus(widget, 1)
        gtk_widget_add_events(widget, gint(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
                | GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue | GDK_KEY_PRESS_MASK.rawValue
                | GDK_FOCUS_CHANGE_MASK.rawValue))
        connectSignals()
        updateAccessibility()
        redraw.canvas = self
    }

    /// The canvas a finished background rendering redraws (weak: the
    /// worker's queue may finish after the canvas is gone).
    @MainActor
    private final class RedrawTarget {
        weak var canvas: MapCanvas?
    }

    /// The zoom level shown.
    var zoom: Double { viewport.zoom }

    // MARK: Signals

    private func connectSignals() {
        Signal.connect(widget, "draw", eventHandler: { [weak self] cr in
            self?.draw(OpaquePointer(cr))
            return true
        })
        Signal.connect(widget, "size-allocate", pointerHandler: { [weak self] rect in
            guard let self, let rect else { return }
            let allocation = rect.assumingMemoryBound(to: GtkAllocation.self).pointee
            self.resize(width: Double(allocation.width), height: Double(allocation.height))
        })
        Signal.connect(widget, "button-press-event", eventHandler: { [weak self] event in
            self?.buttonPressed(event.assumingMemoryBound(to: GdkEventButton.self).pointee) ?? false
        })
        Signal.connect(widget, "motion-notify-event", eventHandler: { [weak self] event in
            self?.pointerMoved(event.assumingMemoryBound(to: GdkEventMotion.self).pointee) ?? false
        })
        Signal.connect(widget, "button-release-event", eventHandler: { [weak self] event in
            self?.buttonReleased(event.assumingMemoryBound(to: GdkEventButton.self).pointee) ?? false
        })
        Signal.connect(widget, "scroll-event", eventHandler: { [weak self] event in
            self?.scrolled(event.assumingMemoryBound(to: GdkEventScroll.self).pointee) ?? false
        })
        Signal.connect(widget, "key-press-event", eventHandler: { [weak self] event in
            self?.keyPressed(event.assumingMemoryBound(to: GdkEventKey.self).pointee) ?? false
        })
        for signal in ["focus-in-event", "focus-out-event"] {
            Signal.connect(widget, signal, eventHandler: { [weak self] _ in
                if let self { gtk_widget_queue_draw(self.widget) }
                return false
            })
        }
    }

    private func resize(width: Double, height: Double) {
        guard width >= 1, height >= 1, width != viewport.width || height != viewport.height else { return }
        let firstSize = !hasSize
        hasSize = true
        var next = MapViewport(center: viewport.center, zoom: viewport.zoom, width: width, height: height)
        if firstSize { next = next.centered(on: controller.location) }
        viewport = next
        traceViewport()
    }

    // MARK: Drawing

    private func draw(_ cr: OpaquePointer) {
        let began = Trace.isEnabled ? g_get_monotonic_time() : 0
        let scale = Double(gtk_widget_get_scale_factor(widget))
        renderer.draw(viewport, scaleFactor: scale, in: cr)
        let anchor = markerPoint
        if let caption = caption() {
            MarkerCaption(text: caption, gap: Self.captionGap(for: artwork.kind)).draw(
                in: cr, anchorX: anchor.x, anchorY: anchor.y, viewWidth: viewport.width, viewHeight: viewport.height)
        }
        artwork.draw(in: cr, anchoredAt: MapPoint(x: anchor.x, y: anchor.y), lift: lift)
        if hasSize, let firstFrame = controller.onFirstFrame {
            controller.onFirstFrame = nil
            firstFrame()
            renderer.prepareNeighbourGeometry(forZoom: viewport.zoom)
        }
        if gtk_widget_has_visible_focus(widget) != 0 {
            cairo_set_source_rgba(cr, 0.20, 0.52, 0.89, 0.9)
            cairo_set_line_width(cr, 3)
            cairo_rectangle(cr, 1.5, 1.5, viewport.width - 3, viewport.height - 3)
            cairo_stroke(cr)
        }
        if began != 0 { traceFrame(began: began, scale: scale) }
    }

    private var markerPoint: (x: Double, y: Double) { viewport.point(for: controller.location) }

    private var captionCache: (location: Coordinate, text: String?)?

    /// The name under the marker, looked up once per position.
    private func caption() -> String? {
        let location = controller.location
        if let captionCache, captionCache.location == location { return captionCache.text }
        let text = controller.placeNamer?(location)
        // Not ready yet: try again on the next frame rather than caching nil.
        if text != nil { captionCache = (location, text) }
        return text
    }

    // MARK: Pointer

    private func buttonPressed(_ event: GdkEventButton) -> Bool {
        guard event.button == 1 else { return false }
        if event.type == GDK_2BUTTON_PRESS {
            // Double-click zooms in around the pointer, as maps do.
            zoom(by: 1, aroundX: event.x, y: event.y)
            return true
        }
        guard event.type == GDK_BUTTON_PRESS else { return false }
        gtk_widget_grab_focus(widget)
        stopRecentring()
        let anchor = markerPoint
        if artwork.hitTest(MapPoint(x: event.x, y: event.y), anchoredAt: MapPoint(x: anchor.x, y: anchor.y), lift: lift) {
            drag = .marker(offsetX: event.x - anchor.x, offsetY: event.y - anchor.y)
            animateLift(to: MarkerArtwork.dragLift)
            setCursor("grabbing")
        } else {
            drag = .pressed(x: event.x, y: event.y)
        }
        return true
    }

    private func pointerMoved(_ event: GdkEventMotion) -> Bool {
        switch drag {
        case .none:
            // Hovering: a hand over the marker says it can be picked up.
            let anchor = markerPoint
            let over = artwork.hitTest(MapPoint(x: event.x, y: event.y), anchoredAt: MapPoint(x: anchor.x, y: anchor.y), lift: lift)
            setCursor(over ? "grab" : nil)
            return false
        case .pressed(let x, let y):
            guard hypot(event.x - x, event.y - y) >= Self.dragThreshold else { return true }
            drag = .panning(x: x, y: y)
            setCursor("move")
            return pointerMoved(event)
        case .panning(let x, let y):
            viewport = viewport.panned(byX: event.x - x, y: event.y - y)
            drag = .panning(x: event.x, y: event.y)
            gtk_widget_queue_draw(widget)
        case .marker(let dx, let dy):
            let x = min(max(event.x - dx, 0), viewport.width)
            let y = min(max(event.y - dy, 0), viewport.height)
            controller.userMovedMarker(to: viewport.coordinate(atX: x, y: y))
            gtk_widget_queue_draw(widget)
        }
        return true
    }

    private func buttonReleased(_ event: GdkEventButton) -> Bool {
        guard event.button == 1 else { return false }
        let ended = drag
        drag = .none
        setCursor(nil)
        switch ended {
        case .marker:
            animateLift(to: 0)
            updateAccessibility()
        case .panning:
            traceViewport()
        case .pressed, .none:
            break
        }
        return true
    }

    private func scrolled(_ event: GdkEventScroll) -> Bool {
        let delta: Double
        switch event.direction {
        case GDK_SCROLL_UP: delta = 1
        case GDK_SCROLL_DOWN: delta = -1
        case GDK_SCROLL_SMOOTH: delta = -event.delta_y
        default: return false
        }
        guard delta != 0 else { return true }
        zoom(by: delta * 0.5, aroundX: event.x, y: event.y)
        return true
    }

    private var cursorName: String?

    /// Shows the named cursor over the map (nil: the default arrow).
    private func setCursor(_ name: String?) {
        guard name != cursorName, let window = gtk_widget_get_window(widget) else { return }
        cursorName = name
        let cursor = name.flatMap { gdk_cursor_new_from_name(gtk_widget_get_display(widget), $0) }
        gdk_window_set_cursor(window, cursor)
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
    }

    // MARK: Keyboard

    private func keyPressed(_ event: GdkEventKey) -> Bool {
        let shift = event.state & GDK_SHIFT_MASK.rawValue != 0
        let step = shift ? Self.bigStep : Self.smallStep
        switch Int32(event.keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: moveMarkerByKeys(dx: -step, dy: 0)
        case GDK_KEY_Right, GDK_KEY_KP_Right: moveMarkerByKeys(dx: step, dy: 0)
        case GDK_KEY_Up, GDK_KEY_KP_Up: moveMarkerByKeys(dx: 0, dy: -step)
        case GDK_KEY_Down, GDK_KEY_KP_Down: moveMarkerByKeys(dx: 0, dy: step)
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add:
            zoom(by: 1, aroundX: viewport.width / 2, y: viewport.height / 2)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract:
            zoom(by: -1, aroundX: viewport.width / 2, y: viewport.height / 2)
        case GDK_KEY_Home, GDK_KEY_c:
            startRecentring(force: true)
        default:
            return false
        }
        return true
    }

    private func moveMarkerByKeys(dx: Double, dy: Double) {
        let point = markerPoint
        let target = viewport.coordinate(atX: point.x + dx, y: point.y + dy)
        controller.userMovedMarker(to: target)
        startRecentring(force: false)
        updateAccessibility()
        gtk_widget_queue_draw(widget)
    }

    private func zoom(by delta: Double, aroundX x: Double, y: Double) {
        let next = viewport.zoomed(by: delta, aroundX: x, y: y)
        guard next != viewport else { return }
        viewport = next
        renderer.prepareNeighbourGeometry(forZoom: next.zoom)
        traceViewport()
        gtk_widget_queue_draw(widget)
        controller.onStateChange?()
    }

    // MARK: Programmatic moves

    /// The controller moved the marker: redraw, and glide the map so the
    /// marker stays in view.
    func markerDidMove(animated: Bool) {
        let location = controller.location
        Trace.emit(TraceEvent("markerMoved", [
            ("controller", .string(controller.traceName)),
            ("latitude", .number(location.latitude)),
            ("longitude", .number(location.longitude)),
        ]))
        if animated && gtk_widget_get_mapped(widget) != 0 {
            startRecentring(force: false)
        } else {
            viewport = viewport.centered(on: location)
            traceViewport()
        }
        if drag.isIdle { scheduleAccessibilityUpdate() }
        gtk_widget_queue_draw(widget)
    }

    /// Glides the view towards the marker on the frame clock. The target
    /// may keep moving (the other map's digger is being dragged): each frame
    /// closes a fixed fraction of the remaining distance, so the motion stays
    /// smooth while following it.
    private func startRecentring(force: Bool) {
        let point = markerPoint
        guard force || !viewport.contains(x: point.x, y: point.y, margin: Self.recentreMargin) else { return }
        guard recentring == nil else { return }
        lastRecentreTime = nil
        recentring = TickCallback.add(to: widget) { [weak self] time in
            guard let self else { return false }
            let elapsed = self.lastRecentreTime.map { min(0.1, time - $0) } ?? 1.0 / 60
            self.lastRecentreTime = time
            let target = self.markerPoint
            let dx = self.viewport.width / 2 - target.x
            let dy = self.viewport.height / 2 - target.y
            if hypot(dx, dy) < 0.5 {
                self.viewport = self.viewport.centered(on: self.controller.location)
                self.recentring = nil
                self.traceViewport()
                gtk_widget_queue_draw(self.widget)
                return false
            }
            // Time constant 0.1 s: about 95% of the way in 0.3 s.
            let fraction = 1 - exp(-elapsed / 0.1)
            self.viewport = self.viewport.panned(byX: dx * fraction, y: dy * fraction)
            gtk_widget_queue_draw(self.widget)
            return true
        }
    }

    private func stopRecentring() {
        recentring?.remove()
        recentring = nil
    }

    private func animateLift(to target: Double) {
        liftAnimation?.remove()
        let from = lift
        var start: Double?
        liftAnimation = TickCallback.add(to: widget) { [weak self] time in
            guard let self else { return false }
            let begin = start ?? time
            start = begin
            let progress = min(1, (time - begin) / 0.2)
            self.lift = from + (target - from) * AnimationCurve.easeOut.progress(at: progress)
            gtk_widget_queue_draw(self.widget)
            if progress >= 1 {
                self.liftAnimation = nil
                return false
            }
            return true
        }
    }

    /// Names can now be looked up: drop the cached caption and redraw.
    func placeNamesDidChange() {
        captionCache = nil
        updateAccessibility()
        gtk_widget_queue_draw(widget)
    }

    // MARK: Accessibility and trace

    private var accessibilityUpdate: MainLoopSource?

    private func scheduleAccessibilityUpdate() {
        guard accessibilityUpdate == nil else { return }
        accessibilityUpdate = MainLoopSource.after(0.25) { [weak self] in
            self?.accessibilityUpdate = nil
            self?.updateAccessibility()
        }
    }

    /// Names the map and describes where its marker is, for screen readers.
    func updateAccessibility() {
        let location = controller.location
        let coordinates = LocalizedFormat.coordinates(location)
        var description = controller.placeNamer?(location).map {
            localized("Marker at {coordinates}, {place}.", ["coordinates": coordinates, "place": $0])
        } ?? localized("Marker at {coordinates}.", ["coordinates": coordinates])
        description += " " + localized("Arrow keys move it; Shift moves further; + and − zoom.")
        Accessibility.describe(widget, name: controller.accessibleRole, description: description)
    }

    /// `frame`: one painted map frame and how long its paint took, so
    /// tests and `tunnel-bench frames` read the real window's frame times.
    private func traceFrame(began: gint64, scale: Double) {
        let milliseconds = Double(g_get_monotonic_time() - began) / 1000
        Trace.emit(TraceEvent("frame", [
            ("controller", .string(controller.traceName)),
            ("ms", .number(milliseconds)),
            ("width", .number(viewport.width)),
            ("height", .number(viewport.height)),
            ("scale", .number(scale)),
        ]))
    }

    private func traceViewport() {
        guard Trace.isEnabled else { return }
        Trace.emit(TraceEvent("mapViewChanged", [
            ("controller", .string(controller.traceName)),
            ("latitude", .number(viewport.center.latitude)),
            ("longitude", .number(viewport.center.longitude)),
            ("zoom", .number(viewport.zoom)),
            ("width", .number(viewport.width)),
            ("height", .number(viewport.height)),
        ]))
    }
}

private extension MapCanvas.Drag {
    var isIdle: Bool {
        if case .none = self { return true }
        return false
    }
}
