import CGtk
import Containment
import ContainmentGtk
import Geo
import MapRendering
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pointer, wheel and keyboard: presses go to the topmost layer that takes
/// them (the marker), otherwise the map pans; the wheel, double-click and
/// +/− zoom.
extension GtkMapCanvas {
    // MARK: Pointer

    func buttonPressed(_ event: GdkEventButton) -> Bool {
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
        if layer(atX: event.x, y: event.y) === markerLayer {
            drag = .marker(offsetX: event.x - anchor.x, offsetY: event.y - anchor.y)
            markerLayer.animateLift(to: MarkerArtwork.dragLift, on: animationDriver, pacing: view)
            setCursor("grabbing")
        } else {
            drag = .pressed(x: event.x, y: event.y)
        }
        return true
    }

    func pointerMoved(_ event: GdkEventMotion) -> Bool {
        switch drag {
        case .none:
            // Hovering: a hand over the marker says it can be picked up.
            setCursor(layer(atX: event.x, y: event.y) === markerLayer ? "grab" : nil)
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
            delegate.mapCanvas(self, userMovedMarkerTo: viewport.coordinate(atX: x, y: y))
            gtk_widget_queue_draw(widget)
        }
        return true
    }

    func buttonReleased(_ event: GdkEventButton) -> Bool {
        guard event.button == 1 else { return false }
        let ended = drag
        drag = .none
        setCursor(nil)
        switch ended {
        case .marker:
            markerLayer.animateLift(to: 0, on: animationDriver, pacing: view)
            updateAccessibility()
        case .panning:
            traceViewport()
        case .pressed, .none:
            break
        }
        return true
    }

    func scrolled(_ event: GdkEventScroll) -> Bool {
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

    /// Shows the named cursor over the map (nil: the default arrow).
    private func setCursor(_ name: String?) {
        guard name != cursorName, let window = gtk_widget_get_window(widget) else { return }
        cursorName = name
        let cursor = name.flatMap { gdk_cursor_new_from_name(gtk_widget_get_display(widget), $0) }
        gdk_window_set_cursor(window, cursor)
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
    }

    // MARK: Keyboard

    func keyPressed(_ event: GdkEventKey) -> Bool {
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
        case GDK_KEY_Home:
            startRecentring(force: true)
        default:
            return false
        }
        return true
    }

    private func moveMarkerByKeys(dx: Double, dy: Double) {
        let point = markerPoint
        let target = viewport.coordinate(atX: point.x + dx, y: point.y + dy)
        delegate.mapCanvas(self, userMovedMarkerTo: target)
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
        delegate.mapCanvasDidZoom(self)
    }
}
