import ContainmentGtk
import Geo
import MapRendering
import TunnelCore

/// Paints the whole window's content into any Cairo context, with no GTK
/// widgets: the band, both panes (maps or geo-info cards) and the radar
/// button, laid out exactly as the window lays them out. `tunnel render`
/// uses it, so the README picture is the app's own drawing.
struct WindowPainter {
    /// Where the digger stands.
    var start: Coordinate
    /// Whether the panes show their geo-info side.
    var showsInfo: Bool
    /// The start map's zoom; nil for the app's default (~1000 km across).
    var zoom: Double?
    /// The maps' views as a window shows them (panned, each at its own
    /// zoom), for its export; nil: each centred on its marker at `zoom`.
    var viewports: (start: MapViewport, antipode: MapViewport)?
    /// The moment whose night and twilights the maps shade; nil for none.
    var moment: SolarMoment?
    /// Whether the land at the antipodes lies over the maps.
    var showsAntipodalLand = false
    /// Whether each map side shows the Earth as a globe centred on its
    /// marker instead of a flat map.
    var showsGlobes = false

    /// A picture's title naming the place where the digger stands: a PDF's
    /// document title, an exported file's suggested name.
    static func title(naming place: String) -> String {
        localized("Tunnel {place}", ["place": place])
    }

    /// Paints a `width` × `height` point window into `context`.
    ///
    /// - Parameters:
    ///   - describe: Looks a place up for the info side.
    ///   - name: Names the place under a marker, for its caption.
    func paint(
        in context: DrawingContext, width: Double, height: Double, atlas: WorldAtlas?,
        describe: (Coordinate, _ eyebrow: String) -> GeoInfoCardContent,
        name: (Coordinate) -> String?
    ) {
        // MapRendering draws on the bare `cairo_t`: it imports no GTK layer.
        let cr = context.cairoPointer
        let layout = PaneLayout(width: width, height: height)
        BandPainter.paint(in: context, width: width, height: height, layout: layout)
        let renderer = BaseMapRenderer(atlas: atlas, language: Language(localeIdentifier: UserLocale.messages))
        let globe = GlobeRenderer(atlas: atlas)
        let panes: [(PaneLayout.Frame, Coordinate, MarkerArtwork.Kind, String, MapViewport?)] = [
            (layout.startPane, start, .digger, localized("Where you dig"), viewports?.start),
            (layout.antipodePane, start.antipode, .antipode, localized("Where you come out"), viewports?.antipode),
        ]
        for (frame, location, marker, eyebrow, shown) in panes {
            context.save()
            context.translate(x: frame.minX, y: frame.minY)
            context.addRectangle(x: 0, y: 0, width: frame.width, height: frame.height)
            context.clip()
            if showsInfo {
                GeoInfoCard().draw(describe(location, eyebrow), in: cr, width: frame.width, height: frame.height)
            } else if showsGlobes {
                let projection = GlobeRenderer.projection(centredOn: location, width: frame.width, height: frame.height)
                globe.draw(
                    projection, width: frame.width, height: frame.height, in: cr,
                    nightShade: moment.map(NightShade.init(moment:)))
                MarkerArtwork(kind: marker).draw(
                    in: cr, anchoredAt: MapPoint(x: projection.originX, y: projection.originY))
            } else {
                let viewport = MapViewport(
                    center: shown?.center ?? location,
                    zoom: shown?.zoom ?? zoom ?? MapViewport.zoom(
                        spanningKilometres: GtkMapCanvas.initialSpanKilometres, atLatitude: location.latitude,
                        width: frame.width),
                    width: frame.width, height: frame.height)
                renderer.draw(
                    viewport, in: cr, nightShade: moment.map(NightShade.init(moment:)), antipodalLand: showsAntipodalLand)
                let anchor = viewport.point(for: location)
                if let caption = name(location) {
                    MarkerCaption(text: caption, gap: GtkMapCanvas.captionGap(for: marker)).draw(
                        in: cr, anchorX: anchor.x, anchorY: anchor.y, viewWidth: frame.width, viewHeight: frame.height)
                }
                MarkerArtwork(kind: marker).draw(in: cr, anchoredAt: MapPoint(x: anchor.x, y: anchor.y))
            }
            context.restore()
        }
        context.withSavedState {
            context.translate(x: layout.radar.minX, y: layout.radar.minY)
            RadarButtonArtwork().draw(in: cr, width: layout.radar.width, height: layout.radar.height, state: .normal, focused: false)
        }
    }
}
