public import Geo

/// What a first map at `zoom` needs from the atlas before it can draw,
/// prepared on the calling thread (a start-up worker) before any renderer
/// exists: the city labels it places, decoded in the labels' language.
///
/// Keep the returned value until the maps' renderers exist: it holds the
/// shared geometry (which otherwise lives only while a renderer does), so
/// what ``BaseMapFirstRenderings`` projects for the first frames is still
/// there when the maps' own renderers come to draw.
public final class BaseMapWarmUp: Sendable {
    private let geometry: BaseMapGeometry

    /// Decodes on the calling thread the city labels a first render at
    /// `zoom` places in `language` (the atlas keeps them), which the first
    /// frame would otherwise decode. Projecting is left to the first
    /// renderings, which need only their views' share of a level.
    public init(atlas: WorldAtlas, zoom: Double, language: Language = .english) {
        geometry = BaseMapGeometry.shared(for: atlas)
        _ = atlas.labelPlaces(minimumPopulation: BaseMapRenderer.minimumLabelPopulation(forZoom: zoom), language: language)
    }
}
