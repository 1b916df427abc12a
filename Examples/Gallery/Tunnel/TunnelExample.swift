import Containment
import TunnelApp

extension GalleryExample {
    /// Tunnel itself, embedded as a tab: its unchanged root controller (the
    /// two maps, the band, the radar and the staggered flips) as a child of
    /// the gallery's tab controller — containment composes.
    static let tunnel = GalleryExample(
        id: "tunnel",
        title: "Tunnel",
        iconName: "mark-location-symbolic",
        summary: "The Tunnel app's root controller, embedded unchanged as a child",
        sourcePath: #filePath
    ) {
        TunnelEmbedding.makeRootViewController()
    }
}
