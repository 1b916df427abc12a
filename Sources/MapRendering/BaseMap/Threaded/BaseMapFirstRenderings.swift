public import Dispatch
public import Geo
import Locking

/// The first frames of an app's maps, rendered ahead on a start-up worker
/// while the window that shows them is still being built.
///
/// A window's first frame waits for its maps' first renderings. Made on the
/// main thread inside the first frame, they come after everything GTK does
/// to start (display, theme, application registration, the window); made
/// here, they overlap it, on the other core. What a first rendering needs
/// is known once the display is open: the window's size, the maps' views
/// and the scale. Only the rings those views see are projected first
/// (``BaseMapGeometry/prepareRegion(_:seenBy:)``), so no map waits for a
/// whole level of detail to be projected before it can draw.
///
/// ```swift
/// let startUp = DispatchQueue(label: "start-up", qos: .utility)
/// let fonts = BaseMapFontWarmUp(on: DispatchQueue(label: "fonts", qos: .utility))
/// let firsts = BaseMapFirstRenderings(
///     views: [view], scaleFactor: 1, atlas: { try? WorldAtlas.load() }, fonts: fonts, on: startUp)
/// // …build the window, then, before it shows:
/// fonts.install()
/// let map = ThreadedBaseMapRenderer(atlas: atlas, firstRendering: firsts.renderings[0])
/// ```
public final class BaseMapFirstRenderings: Sendable {
    /// One per view, in the order the views were given.
    public let renderings: [BaseMapFirstRendering]
    /// The shared geometry the renderings projected into, kept alive (with
    /// its regions) until the maps' own renderers hold it.
    private let geometry = Locked<BaseMapGeometry?>(nil)

    /// Starts rendering, on `queue` (serial work there runs before it), the
    /// first frame of a map at each of `views`, at `scaleFactor` device
    /// pixels per point, with labels in `language` laid out in the fonts
    /// `fonts` warms up (on a loan taken out here, so its ``BaseMapFontWarmUp/install()``
    /// waits for these renderings). `atlas` is called on `queue` and may
    /// wait there for the world data; when it returns nil (no data) each map
    /// renders its own first frame. `surfaces` and `overscan` are the maps'
    /// renderers' own, and so are `moment`, whose night the renderings shade
    /// (nil: none), and `antipodalLand`, whether the land at the antipodes
    /// lies over them. `whenRendered` is called on `queue` once all is done
    /// (a start-up trace marks it).
    public init(
        views: [MapViewport], scaleFactor: Double, atlas: @escaping @Sendable () -> WorldAtlas?,
        language: Language = .english, moment: SolarMoment? = nil, antipodalLand: Bool = false,
        fonts: BaseMapFontWarmUp? = nil,
        surfaces: any BaseMapSurfaces = ImageBaseMapSurfaces(), overscan: Double = BaseMapRenderer.overscan,
        on queue: DispatchQueue, whenRendered: @escaping @Sendable () -> Void = {}
    ) {
        let renderings = views.map {
            BaseMapFirstRendering(
                viewport: $0, scaleFactor: scaleFactor, overscan: overscan, moment: moment, antipodalLand: antipodalLand)
        }
        self.renderings = renderings
        fonts?.takeOutLoan()
        queue.async { [self] in
            let atlas = atlas()
            if let atlas {
                let shared = BaseMapGeometry.shared(for: atlas)
                geometry.withLock { $0 = shared }
                Self.prepareRegions(of: renderings, in: shared, overscan: overscan)
            }
            // Areas first, then text: a map's water, land and borders need
            // no fonts, so they are painted while the fonts may still be
            // loading elsewhere, and only the labels wait for them.
            let render = { (fontsNeeded: () -> Void) in
                // One renderer for all: the maps share its country tints and
                // label fonts, worked out once.
                let renderer = atlas.map { BaseMapRenderer(atlas: $0, language: language, claimsLevels: false) }
                for rendering in renderings {
                    rendering.render(with: renderer, surfaces: surfaces, beforeLabels: fontsNeeded)
                }
            }
            if let fonts { fonts.borrow(render) } else { render {} }
            whenRendered()
        }
    }

    /// Projects, per level of detail, the part the renderings' areas see,
    /// each grown by another `overscan` all round, so that the worker's
    /// renders after a map's first pans need nothing more.
    private static func prepareRegions(
        of renderings: [BaseMapFirstRendering], in geometry: BaseMapGeometry, overscan: Double
    ) {
        var areas: [DetailLevel: [MapViewport]] = [:]
        for rendering in renderings {
            var area = rendering.request.area
            area.width += 2 * overscan
            area.height += 2 * overscan
            areas[BaseMapRenderer.detailLevel(forZoom: area.zoom), default: []].append(area)
        }
        for (level, seen) in areas.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            geometry.prepareRegion(level, seenBy: seen)
        }
    }
}
