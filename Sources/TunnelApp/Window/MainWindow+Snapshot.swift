import Containment
import Geo
import Gtk
import MapRendering
import TunnelCore

/// What the window shows at one moment, to be drawn again offscreen by the
/// painter `tunnel render` uses: the maps at their viewports with their
/// markers, or the info cards as they read, at the panes' size.
@MainActor
struct WindowSnapshot {
    /// The window's content laid out as on screen.
    let painter: WindowPainter
    /// The content's size in points (the panes, the band and the radar;
    /// no header bar).
    let width: Double
    let height: Double
    /// What the maps draw; nil when the world data could not be loaded.
    let atlas: WorldAtlas?
    /// The cards' words, top (or left) pane first.
    let cards: (start: GeoInfoCardContent, antipode: GeoInfoCardContent)
    /// The place where the digger stands, or its coordinates while places
    /// cannot be named yet.
    let placeName: String
    /// Names the place under a marker for its caption, as the maps do.
    let name: (Coordinate) -> String?

    /// A picture's title: "Tunnel Madrid".
    var title: String { WindowPainter.title(naming: placeName) }

    /// Paints the content into `context`, `width` × `height` points from its origin.
    func paint(in context: DrawingContext) {
        let start = painter.start
        painter.paint(in: context, width: width, height: height, atlas: atlas) { location, _ in
            location == start ? cards.start : cards.antipode
        } name: { location in
            name(location)
        }
    }
}

extension MainWindow {
    /// The window's content as it is now.
    var snapshot: WindowSnapshot {
        let startMap = root.startMap, antipodeMap = root.antipodeMap
        let startCanvas = startMap.canvas as? GtkMapCanvas, antipodeCanvas = antipodeMap.canvas as? GtkMapCanvas
        let viewports = startCanvas.flatMap { start in antipodeCanvas.map { (start: start.viewport, antipode: $0.viewport) } }
        let painter = WindowPainter(
            start: startMap.location, showsInfo: root.side == .info, zoom: startMap.zoom, viewports: viewports,
            moment: startCanvas?.nightMoment, showsAntipodalLand: startCanvas?.showsAntipodalLand ?? false)
        let frame = root.view.frame
        let lookup = root.lookup
        let name: (Coordinate) -> String? = { location in
            lookup.describeIfReady(location).map { GeoInfoText(describing: $0).title }
        }
        return WindowSnapshot(
            painter: painter, width: max(1, frame.width), height: max(1, frame.height),
            atlas: startCanvas?.atlas ?? antipodeCanvas?.atlas,
            cards: (GtkInfoCanvas.cardContent(root.startInfo.content, eyebrow: root.startInfo.eyebrow),
                    GtkInfoCanvas.cardContent(root.antipodeInfo.content, eyebrow: root.antipodeInfo.eyebrow)),
            placeName: name(startMap.location) ?? coordinatesText(startMap.location), name: name)
    }

    /// `56.55000,8.31667`: a place that cannot be named yet, as `--at` takes it.
    private func coordinatesText(_ location: Coordinate) -> String {
        Coordinate.fixed(location.latitude, fractionDigits: 5) + "," + Coordinate.fixed(location.longitude, fractionDigits: 5)
    }
}
