package import Containment

/// What the window's controllers draw with and schedule on, made by the
/// platform: GTK canvases in the window, in-memory ones in tests. The
/// controllers hold no widget and call no toolkit; they ask these.
@MainActor
package protocol TunnelViews: AnyObject {
    /// Where the controllers schedule later work.
    var scheduler: any TunnelScheduler { get }
    /// The canvas of `map`'s view, which tells `map` what the user did.
    func makeMapCanvas(for map: MapViewController) -> any MapCanvas
    /// The canvas of a geo-info card.
    func makeInfoCanvas() -> any InfoCanvas
    /// Prepares the cards of `panes`, each the size given, ahead of a flip
    /// that shows them, for frames like those of `view`'s window.
    func prepareInfoCards(_ panes: [(size: Size, canvas: any InfoCanvas)], like view: View)
    /// The canvas of the way down, for a fall of `duration` seconds.
    func makeWayDownCanvas(duration: Double) -> any WayDownCanvas
    /// The radar button.
    func makeRadar() -> any RadarControl
    /// The band between the panes.
    func makeBand() -> any BandDisplay
    /// The clock the info cards tell the local time by; nil for none.
    var localClock: (any LocalClock)? { get }
}

extension TunnelViews {
    /// No clock: the cards say no time.
    package var localClock: (any LocalClock)? { nil }
}
