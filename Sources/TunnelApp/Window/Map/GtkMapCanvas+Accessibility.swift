import Containment
import ContainmentGtk
import Geo
import MapRendering
import TunnelCore

/// What a screen reader hears of the map, and the map's trace events.
extension GtkMapCanvas {
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
        if showsAntipodalLand {
            description += " " + localized("The land at the antipodes lies over the map in orange.")
            if let caption = antipodalLandCaption { description += " " + caption + "." }
        }
        widget.accessibleName = delegate.accessibleRole
        widget.accessibleDescription = description
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
