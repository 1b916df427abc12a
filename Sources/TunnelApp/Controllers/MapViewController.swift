import Containment
import ContainmentGtk
import Geo
import MapRendering

/// A map with one draggable marker: the digger on the start map, the X on
/// the antipode map.
///
/// Reusable and self-contained: it knows nothing of other maps. Others learn
/// where its marker is through ``locationObservers`` (user moves only) and
/// move it with ``moveMarker(to:)``, which does not notify back — so two maps
/// that follow each other never loop (the original app's update-cycle bug).
@MainActor
final class MapViewController: ViewController {
    /// Which marker the map carries.
    enum Marker: Sendable {
        /// The pictogram man with a shovel, standing where you dig.
        case digger
        /// The red X where you come out.
        case cross
    }

    /// The marker artwork this map shows.
    let marker: Marker
    /// Where the marker is.
    private(set) var location: Coordinate
    /// Observers of the marker's location, told of every move the user makes
    /// (every drag frame, every arrow-key step), never of ``moveMarker(to:)``.
    let locationObservers = ObserverList<Coordinate>()
    /// What this map is, for a screen reader ("Start map: where you dig").
    var accessibleRole = "" {
        didSet { canvas?.updateAccessibility() }
    }
    /// Names the place under the marker for the accessible description, if
    /// a look-up service is attached.
    var placeNamer: ((Coordinate) -> String?)?

    /// Called once, after the map first drew a complete frame.
    var onFirstFrame: (() -> Void)?

    private let initialZoom: Double?
    private let atlas: WorldAtlas?
    /// The first frame made ahead, handed to the canvas when the view loads.
    private var firstFrame: MapFirstFrame?
    private var canvas: MapCanvas?

    /// A map of `marker` at `location`, opening at `zoom` (nil: about
    /// 1000 km across); `firstFrame` is its first frame made ahead, if any.
    init(
        marker: Marker, location: Coordinate, zoom: Double?, atlas: WorldAtlas?,
        firstFrame: MapFirstFrame? = nil
    ) {
        self.marker = marker
        self.location = location
        self.initialZoom = zoom
        self.atlas = atlas
        self.firstFrame = firstFrame
        super.init()
    }

    override func loadView() {
        let canvas = MapCanvas(
            delegate: self, marker: marker == .digger ? .digger : .antipode, atlas: atlas, zoom: initialZoom,
            firstFrame: firstFrame)
        firstFrame = nil
        self.canvas = canvas
        view = canvas.view
        view.name = traceName
    }

    /// The map's zoom level (for remembered state).
    var zoom: Double? { canvas?.zoom ?? initialZoom }

    /// Moves the marker without telling the observers; the map re-centres
    /// smoothly if the marker would leave the view.
    func moveMarker(to location: Coordinate) {
        self.location = location
        canvas?.markerDidMove(animated: true)
    }

    /// Called when what the next launch should restore changed here: the
    /// marker moved or the map zoomed (the window saves, debounced).
    var onStateChange: (() -> Void)?

    /// Puts the marker at `location` as if the user had moved it there (a
    /// second launch's `--at`): the map glides to it and the observers hear.
    func jump(to location: Coordinate) {
        moveMarker(to: location)
        userMovedMarker(to: location)
    }

    /// Glides the map until the marker is in the middle, even when it is
    /// already in view (a place chosen by name is what the user wants to see).
    func glideToMarker() {
        canvas?.startRecentring(force: true)
    }

    /// Place names became available: redraw the caption and update what a
    /// screen reader hears.
    func placeNamesDidChange() {
        canvas?.placeNamesDidChange()
    }

    /// The user moved the marker (drag or keys): record, trace, tell observers.
    func userMovedMarker(to location: Coordinate) {
        self.location = location
        Trace.locationChanged(controller: traceName, latitude: location.latitude, longitude: location.longitude)
        locationObservers.notify(location)
        onStateChange?()
    }
}

extension MapViewController: MapCanvasDelegate {
    var markerLocation: Coordinate { location }

    func placeName(at location: Coordinate) -> String? {
        placeNamer?(location)
    }

    func mapCanvas(_ canvas: MapCanvas, userMovedMarkerTo location: Coordinate) {
        userMovedMarker(to: location)
    }

    func mapCanvasDidDrawFirstFrame(_ canvas: MapCanvas) {
        let firstFrame = onFirstFrame
        onFirstFrame = nil
        firstFrame?()
    }

    func mapCanvasDidZoom(_ canvas: MapCanvas) {
        onStateChange?()
    }
}
