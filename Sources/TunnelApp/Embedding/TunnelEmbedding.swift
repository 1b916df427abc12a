public import Containment
public import Geo
import MapRendering
import TunnelCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tunnel's window content as a controller another app can embed: the same
/// root controller the `tunnel` window shows (the two maps, the band and the
/// radar), with the world data loaded the way the window loads it.
///
/// ```swift
/// try tabs.setViewControllers([TunnelEmbedding.makeRootViewController()], animated: false)
/// ```
public enum TunnelEmbedding {
    /// Western Denmark, where the original app started.
    public static let defaultLocation = Coordinate(latitude: 56.55, longitude: 8.316667)

    /// A new Tunnel root controller starting at `start`, its trace name `"root"`.
    ///
    /// Loads the world atlas (on a background thread, waiting for it here);
    /// without it the maps show only the sea and places go unnamed, as in
    /// the window. Remembered state is neither read nor written.
    @MainActor
    public static func makeRootViewController(startingAt start: Coordinate = defaultLocation) -> ViewController {
        let zoom = MapViewport.zoom(
            spanningKilometres: GtkMapCanvas.initialSpanKilometres, atLatitude: start.latitude,
            width: MainWindow.defaultSize.width)
        let preload = AtlasPreload()
        let language = Language(localeIdentifier: UserLocale.messages)
        preload.warmUp(forZoom: zoom, language: language)
        let atlas: WorldAtlas?
        let lookup: PlaceLookup
        switch preload.result {
        case .success(let loaded):
            atlas = loaded
            lookup = PlaceLookup(language: language, scheduler: GLibScheduler.shared) { try ReverseGeocoder(atlas: loaded) }
        case .failure(let error):
            atlas = nil
            StandardStreams.writeAll("tunnel: \(error.description)\n", to: STDERR_FILENO)
            lookup = PlaceLookup(language: language, scheduler: GLibScheduler.shared) {
                throw PlaceLookup.Failure(description: error.description)
            }
        }
        return RootViewController(start: start, zoom: nil, lookup: lookup, views: GtkTunnelViews(atlas: atlas))
    }
}
