public import Geo

/// Starts projecting the geometry a first map at `zoom` needs, from any
/// thread, before any renderer exists: the app calls it as soon as the atlas
/// is loaded, so the projection overlaps GTK's start-up.
///
/// Keep the returned value until the maps' renderers exist; it holds the
/// shared geometry (which otherwise lives only while a renderer does).
public final class BaseMapWarmUp: Sendable {
    private let geometry: BaseMapGeometry

    /// Begins projecting, in the background, the level a first render at
    /// `zoom` draws from, then decodes on the calling thread the city labels
    /// that render places in `language` (the atlas keeps them), which the
    /// first frame would otherwise decode on the main thread.
    public init(atlas: WorldAtlas, zoom: Double, language: Language = .english) {
        geometry = BaseMapGeometry.shared(for: atlas)
        geometry.prepare([BaseMapRenderer.detailLevel(forZoom: zoom)])
        _ = atlas.labelPlaces(minimumPopulation: BaseMapRenderer.minimumLabelPopulation(forZoom: zoom), language: language)
    }
}
