import CGtk
import Containment
import ContainmentGtk
import Geo
import MapRendering

/// What a screen reader hears of the map, and the map's trace events.
extension MapCanvas {
    // MARK: Accessibility and trace

    func scheduleAccessibilityUpdate() {
        guard accessibilityUpdate == nil else { return }
        accessibilityUpdate = MainLoopSource.after(0.25) { [weak self] in
            self?.accessibilityUpdate = nil
            self?.updateAccessibility()
        }
    }

    /// Names the map and describes where its marker is, for screen readers.
    func updateAccessibility() {
        let location = delegate.markerLocation
        let coordinates = LocalizedFormat.coordinates(location)
        var description = delegate.placeName(at: location).map {
            localized("Marker at {coordinates}, {place}.", ["coordinates": coordinates, "place": $0])
        } ?? localized("Marker at {coordinates}.", ["coordinates": coordinates])
        description += " " + localized("Arrow keys move it; Shift moves further; + and − zoom.")
        Accessibility.describe(widget, name: delegate.accessibleRole, description: description)
    }

    /// `frame`: one painted map frame and how long its paint took, so
    /// tests and `tunnel-bench frames` read the real window's frame times.
    func traceFrame(began: gint64, scale: Double) {
        let milliseconds = Double(g_get_monotonic_time() - began) / 1000
        Trace.emit(TraceEvent("frame", [
            ("controller", .string(delegate.traceName)),
            ("ms", .number(milliseconds)),
            ("width", .number(viewport.width)),
            ("height", .number(viewport.height)),
            ("scale", .number(scale)),
        ]))
    }

    func traceViewport() {
        guard Trace.isEnabled else { return }
        Trace.emit(TraceEvent("mapViewChanged", [
            ("controller", .string(delegate.traceName)),
            ("latitude", .number(viewport.center.latitude)),
            ("longitude", .number(viewport.center.longitude)),
            ("zoom", .number(viewport.zoom)),
            ("width", .number(viewport.width)),
            ("height", .number(viewport.height)),
        ]))
    }
}
