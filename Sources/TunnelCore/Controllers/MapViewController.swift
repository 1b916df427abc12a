package import Containment
package import Geo

/// A map with one draggable marker: the digger on the start map, the X on
/// the antipode map.
///
/// Reusable and self-contained: it knows nothing of other maps. Others learn
/// where its marker is through ``locationObservers`` (user moves only) and
/// move it with ``moveMarker(to:)``, which does not notify back — so two maps
/// that follow each other never loop (the original app's update-cycle bug).
@MainActor
package final class MapViewController: ViewController {
    /// Which marker the map carries.
    package enum Marker: Sendable {
        /// The pictogram man with a shovel, standing where you dig.
        case digger
        /// The red X where you come out.
        case cross
    }

    /// The marker artwork this map shows.
    package let marker: Marker
    /// Where the marker is.
    package private(set) var location: Coordinate
    /// Observers of the marker's location, told of every move the user makes
    /// (every drag frame, every arrow-key step), never of ``moveMarker(to:)``.
    package let locationObservers = ObserverList<Coordinate>()
    /// What this map is, for a screen reader ("Start map: where you dig").
    package var accessibleRole = "" {
        didSet { canvas?.updateAccessibility() }
    }
    /// Names the place under the marker for the accessible description, if
    /// a look-up service is attached.
    package var placeNamer: ((Coordinate) -> String?)?

    /// Called once, after the map first drew a complete frame.
    package var onFirstFrame: (() -> Void)?

    /// The zoom the map opens at; nil: about 1000 km across.
    package let initialZoom: Double?
    private let views: any TunnelViews
    /// What draws the map, once the view is loaded (the window's export
    /// reads its view from it).
    package private(set) var canvas: (any MapCanvas)?

    /// A map of `marker` at `location`, opening at `zoom` (nil: about
    /// 1000 km across), drawn on a canvas `views` makes.
    package init(marker: Marker, location: Coordinate, zoom: Double?, views: any TunnelViews) {
        self.marker = marker
        self.location = location
        self.initialZoom = zoom
        self.views = views
        super.init()
    }

    package override func loadView() {
        let canvas = views.makeMapCanvas(for: self)
        self.canvas = canvas
        view = canvas.view
        view.name = traceName
    }

    /// The map's zoom level (for remembered state).
    package var zoom: Double? { canvas?.zoom ?? initialZoom }

    /// Gives the map the keyboard.
    package func focus() {
        canvas?.focus()
    }

    /// Moves the marker without telling the observers; the map re-centres
    /// smoothly if the marker would leave the view.
    package func moveMarker(to location: Coordinate) {
        self.location = location
        canvas?.markerDidMove(animated: true)
    }

    /// Called when what the next launch should restore changed here: the
    /// marker moved or the map zoomed (the window saves, debounced).
    package var onStateChange: (() -> Void)?

    /// Puts the marker at `location` as if the user had moved it there (a
    /// second launch's `--at`): the map glides to it and the observers hear.
    package func jump(to location: Coordinate) {
        moveMarker(to: location)
        userMovedMarker(to: location)
    }

    /// Glides the map until the marker is in the middle, even when it is
    /// already in view (a place chosen by name is what the user wants to see).
    package func glideToMarker() {
        canvas?.startRecentring(force: true)
    }

    /// Place names became available: redraw the caption and update what a
    /// screen reader hears.
    package func placeNamesDidChange() {
        canvas?.placeNamesDidChange()
    }

    /// The user moved the marker (drag or keys): record, trace, tell observers.
    package func userMovedMarker(to location: Coordinate) {
        self.location = location
        Trace.locationChanged(controller: traceName, latitude: location.latitude, longitude: location.longitude)
        locationObservers.notify(location)
        onStateChange?()
    }
}

extension MapViewController: MapCanvasDelegate {
    package var markerLocation: Coordinate { location }

    package func placeName(at location: Coordinate) -> String? {
        placeNamer?(location)
    }

    package func mapCanvas(_ canvas: any MapCanvas, userMovedMarkerTo location: Coordinate) {
        userMovedMarker(to: location)
    }

    package func mapCanvasDidDrawFirstFrame(_ canvas: any MapCanvas) {
        let firstFrame = onFirstFrame
        onFirstFrame = nil
        firstFrame?()
    }

    package func mapCanvasDidZoom(_ canvas: any MapCanvas) {
        onStateChange?()
    }
}
