import Containment
import Geo
import Locking
import MapRendering
import TunnelCore

/// The window's canvases for its controllers: GTK widgets drawing with
/// MapRendering, and the GLib main loop to schedule on. The first frame
/// made ahead at start-up goes to the first map canvas of each marker and
/// the first radar button, the controllers none the wiser.
@MainActor
final class GtkTunnelViews: TunnelViews {
    let scheduler: any TunnelScheduler = GLibScheduler.shared
    let localClock: (any LocalClock)? = SystemLocalClock()
    /// What the maps draw; nil when the world data could not be loaded.
    private let atlas: WorldAtlas?
    /// First frames made ahead, by marker, until a canvas takes its own.
    private var firstFrames: [MapViewController.Marker: MapFirstFrame]
    /// The radar's first face made ahead, until the radar takes it.
    private var radarFace: MadeAhead<RadarButton.Face>?
    /// Whether map canvases made from now on lay the land at the antipodes
    /// over their maps from their first frame.
    var showsAntipodalLand = false

    /// Canvases drawing `atlas`, the first of them from what start-up made
    /// ahead, if it did.
    init(
        atlas: WorldAtlas?,
        firstFrames: (start: MapFirstFrame, antipode: MapFirstFrame)? = nil, radarFace: MadeAhead<RadarButton.Face>? = nil
    ) {
        self.atlas = atlas
        self.firstFrames = firstFrames.map { [.digger: $0.start, .cross: $0.antipode] } ?? [:]
        self.radarFace = radarFace
    }

    func makeMapCanvas(for map: MapViewController) -> any MapCanvas {
        let canvas = GtkMapCanvas(
            delegate: map, marker: map.marker == .digger ? .digger : .antipode, atlas: atlas,
            zoom: map.initialZoom, firstFrame: firstFrames.removeValue(forKey: map.marker))
        canvas.showsAntipodalLand = showsAntipodalLand
        return canvas
    }

    func makeInfoCanvas() -> any InfoCanvas {
        GtkInfoCanvas()
    }

    func prepareInfoCards(_ panes: [(size: Size, canvas: any InfoCanvas)], like view: View) {
        GtkInfoCanvas.prepareAhead(panes.compactMap { pane in (pane.canvas as? GtkInfoCanvas).map { (pane.size, $0) } }, like: view)
    }

    func makeWayDownCanvas(duration: Double) -> any WayDownCanvas {
        GtkWayDownCanvas(duration: duration)
    }

    func makeRadar() -> any RadarControl {
        defer { radarFace = nil }
        return RadarButton(madeAhead: radarFace)
    }

    func makeBand() -> any BandDisplay {
        BandView()
    }
}
