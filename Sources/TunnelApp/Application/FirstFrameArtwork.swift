import Dispatch
import Geo
import Locking
import MapRendering

/// What a window's first frame paints besides its maps' base renderings —
/// the digger, the X and the radar button's face — drawn ahead on a
/// start-up worker for the window the start expects
/// (``MainWindow/openingMapViews(startLocation:state:)``).
///
/// The first frame's paint is the last step of the start and runs on the
/// main thread, while the start-up worker has finished the maps'
/// renderings by then: drawn in that paint, the digger, its shadow, the X
/// and the radar's face would all sit on the main thread's critical path
/// (the face waiting on the display server's replies besides; `tunnel-bench
/// start` prints the start's phases). Each piece serves only a
/// frame that asks for exactly it (placement, lift, size, scale, state);
/// any other draws its own, as without it.
final class FirstFrameArtwork: Sendable {
    /// The digger, for the start map.
    let startMarker = MadeAhead<MarkerArtwork.Image>()
    /// The X, for the antipode map.
    let antipodeMarker = MadeAhead<MarkerArtwork.Image>()
    /// The radar button's face at rest, without the focus ring.
    let radarFace = MadeAhead<RadarButton.Face>()

    /// Starts drawing, on `queue` after the work queued there before, the
    /// artwork of a window that opens as `views` expects.
    init(for views: MainWindow.OpeningViews, on queue: DispatchQueue) {
        queue.async { [self] in
            startMarker.fulfil(Self.marker(.digger, at: views.startLocation, in: views.start, scale: views.scale))
            antipodeMarker.fulfil(
                Self.marker(.antipode, at: views.startLocation.antipode, in: views.antipode, scale: views.scale))
            radarFace.fulfil(RadarButton.Face(RadarButton.Face.Key(
                width: views.radarSize.width, height: views.radarSize.height, scale: views.scale, state: .normal, focused: false)))
        }
    }

    /// `kind`'s marker at rest, as a map showing `view` at `scale` paints it
    /// for `location`.
    private static func marker(
        _ kind: MarkerArtwork.Kind, at location: Coordinate, in view: MapViewport, scale: Double
    ) -> MarkerArtwork.Image {
        let anchor = view.point(for: location)
        let placement = MarkerArtwork.Placement(anchor: MapPoint(x: anchor.x, y: anchor.y), scale: scale)
        return MarkerArtwork(kind: kind).image(lift: 0, scale: scale, stepX: placement.stepX, stepY: placement.stepY)
    }
}
