package import Containment

/// What a map controller asks of the canvas that draws its map and takes its
/// input (``MapCanvasDelegate`` is what the canvas tells the controller).
@MainActor
package protocol MapCanvas: AnyObject {
    /// The map's view.
    var view: View { get }
    /// The zoom level shown.
    var zoom: Double { get }
    /// The marker moved for the map (not by the user): redraw it and, when
    /// `animated`, glide the map so it stays in view.
    func markerDidMove(animated: Bool)
    /// Glides the map to the marker; `force`: even when it is in view.
    func startRecentring(force: Bool)
    /// Place names can be looked up now: draw them.
    func placeNamesDidChange()
    /// Says again what a screen reader hears of the map.
    func updateAccessibility()
    /// Gives the map the keyboard.
    func focus()
}
