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

    func buttonPressed(_ event: ButtonEvent) -> Bool {
        guard event.button == 1 else { return false }
        if event.kind == .doublePress {
            // Double-click zooms in around the pointer, as maps do.
            zoom(by: 1, aroundX: event.x, y: event.y)
            return true
        }
        guard event.kind == .press else { return false }
        widget.grabFocus()
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

    func pointerMoved(_ event: MotionEvent) -> Bool {
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
            widget.queueDraw()
        case .marker(let dx, let dy):
            let x = min(max(event.x - dx, 0), viewport.width)
            let y = min(max(event.y - dy, 0), viewport.height)
            delegate.mapCanvas(self, userMovedMarkerTo: viewport.coordinate(atX: x, y: y))
            widget.queueDraw()
        }
        return true
    }

    func buttonReleased(_ event: ButtonEvent) -> Bool {
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

    func scrolled(_ event: ScrollEvent) -> Bool {
        let delta: Double
        switch event.direction {
        case .up: delta = 1
        case .down: delta = -1
        case .smooth: delta = -event.deltaY
        case .left, .right: return false
        }
        guard delta != 0 else { return true }
        zoom(by: delta * 0.5, aroundX: event.x, y: event.y)
        return true
    }

    /// Shows the named cursor over the map (nil: the default arrow).
    private func setCursor(_ name: String?) {
        guard name != cursorName, widget.setCursor(named: name) else { return }
        cursorName = name
    }

    // MARK: Keyboard

    func keyPressed(_ event: KeyEvent) -> Bool {
        let step = event.modifiers.contains(.shift) ? Self.bigStep : Self.smallStep
        switch event.key {
        case .left, .keypadLeft: moveMarkerByKeys(dx: -step, dy: 0)
        case .right, .keypadRight: moveMarkerByKeys(dx: step, dy: 0)
        case .up, .keypadUp: moveMarkerByKeys(dx: 0, dy: -step)
        case .down, .keypadDown: moveMarkerByKeys(dx: 0, dy: step)
        case .plus, .equal, .keypadAdd:
            zoom(by: 1, aroundX: viewport.width / 2, y: viewport.height / 2)
        case .minus, .keypadSubtract:
            zoom(by: -1, aroundX: viewport.width / 2, y: viewport.height / 2)
        case .home:
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
        widget.queueDraw()
    }

    private func zoom(by delta: Double, aroundX x: Double, y: Double) {
        let next = viewport.zoomed(by: delta, aroundX: x, y: y)
        guard next != viewport else { return }
        viewport = next
        renderer.prepareNeighbourGeometry(forZoom: next.zoom)
        traceViewport()
        widget.queueDraw()
        delegate.mapCanvasDidZoom(self)
    }
}
