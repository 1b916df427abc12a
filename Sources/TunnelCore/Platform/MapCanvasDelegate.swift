package import Geo

/// What a ``MapCanvas`` needs from whoever owns it, and what it tells them:
/// the canvas draws and handles input; the owner keeps the marker's
/// location and decides what a move means.
@MainActor
package protocol MapCanvasDelegate: AnyObject {
    /// Where the marker is.
    var markerLocation: Coordinate { get }
    /// The map's name in the trace (`startMap`, `antipodeMap`).
    var traceName: String { get }
    /// What the map is, for a screen reader ("Start map: where you dig").
    var accessibleRole: String { get }
    /// The name of the place at `location`, or nil while names cannot be
    /// looked up yet.
    func placeName(at location: Coordinate) -> String?
    /// The user moved the marker to `location` (a drag frame, an arrow-key step).
    func mapCanvas(_ canvas: any MapCanvas, userMovedMarkerTo location: Coordinate)
    /// The canvas painted its first complete frame, and the window's paint
    /// it was part of has been sent to the display.
    func mapCanvasDidDrawFirstFrame(_ canvas: any MapCanvas)
    /// The user zoomed the map.
    func mapCanvasDidZoom(_ canvas: any MapCanvas)
}
