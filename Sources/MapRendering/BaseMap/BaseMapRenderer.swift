import CCairo
public import Geo

/// Draws the base map: ocean, land, country borders, lakes, graticule and
/// place labels, in a calm light style, into any Cairo context (a GTK
/// widget's or an offscreen image surface).
///
/// Geometry is projected once per level of detail, on first use or ahead
/// of it in the background (``prepareGeometry(forZoom:)``), and shared by
/// every renderer of the same atlas, which keeps the levels the renderers
/// draw and their neighbours (``BaseMapGeometry``); a render then culls by
/// box, drops sub-pixel vertices and strokes each shared border once.
/// ``drawCached(_:scaleFactor:in:)`` keeps the render in a surface with an
/// overscan margin once the view pans, so glides and pans mostly paint it
/// at an offset. Not thread-safe: use one renderer from one thread.
///
/// ```swift
/// let renderer = BaseMapRenderer(atlas: try? WorldAtlas.load())
/// renderer.drawCached(viewport, scaleFactor: 2, in: cr)   // every frame
/// ```
public final class BaseMapRenderer {
    let atlas: WorldAtlas?
    let language: Language
    let style = BaseMapStyle.standard

    /// The labels placed in the last render (for tests: no two overlap), in
    /// view points; after ``drawCached(_:scaleFactor:in:)``, the cached
    /// labels that touch the view, moved to where that frame painted them.
    public private(set) var lastPlacedLabels: [MapPlacedLabel] = []
    /// How many times the base map has been rendered afresh (by ``draw(_:in:)``
    /// directly or to refill the cache of ``drawCached(_:scaleFactor:in:)``).
    public private(set) var baseRenderCount = 0
    /// Polygon rings (land and lakes, once per visible world copy) the last
    /// fresh render filled after culling, for the scaling benchmark; 0 when
    /// it stopped before the land. A cached frame leaves it unchanged.
    public private(set) var lastPolygonCount = 0

    /// Projected layers, shared with every renderer of the same atlas.
    private let geometry: BaseMapGeometry?
    /// This renderer's claim on the level it draws, which keeps that level
    /// and its neighbours in `geometry`; nil inside a
    /// ``ThreadedBaseMapRenderer``, which claims for the map as a whole.
    private let claim: BaseMapLevelClaim?
    /// The one level taken from `geometry` (no lock per lookup within a
    /// render), replaced when a render needs another, so a renderer never
    /// holds on to a level the geometry released.
    private var taken: (level: DetailLevel, layers: BaseMapGeometry.Level)?
    private var tintGroupsByLevel: [[[Int]]?] = Array(repeating: nil, count: DetailLevel.allCases.count)
    private var tintByCountry: [String: Int]?
    let fonts: BaseMapLabelFonts

    private var cachedSurface: OpaquePointer?
    private var cachedViewport: MapViewport?
    private var cachedScale = 0.0
    /// Points the cache extends beyond the view it was rendered for on every
    /// side: 0, or ``overscan`` once the view pans.
    private var cachedMargin = 0.0
    /// The labels of the cached render, in the cached surface's points.
    private var cachedLabels: [MapPlacedLabel] = []

    /// Creates a renderer. With a nil `atlas` (the world data failed to
    /// load; the app reports that elsewhere) it draws ocean and graticule only.
    /// Country and city labels use `language` where the data has names in
    /// it (English otherwise); the caller decides it, so the renderer reads
    /// no locale of its own. The style's font list covers Chinese (Noto Sans CJK SC).
    public convenience init(atlas: WorldAtlas?, language: Language = .english) {
        self.init(atlas: atlas, language: language, claimsLevels: true)
    }

    /// A renderer that claims the level it draws (see ``BaseMapGeometry``)
    /// when `claimsLevels`, or leaves that to its owner.
    init(atlas: WorldAtlas?, language: Language, claimsLevels: Bool) {
        self.atlas = atlas
        self.language = language
        let geometry = atlas.map(BaseMapGeometry.shared(for:))
        self.geometry = geometry
        claim = claimsLevels ? geometry.map(BaseMapLevelClaim.init(on:)) : nil
        fonts = BaseMapLabelFonts(families: style.fontFamilies)
    }

    deinit {
        if let cachedSurface { cairo_surface_destroy(cachedSurface) }
    }

    /// Draws the map for `viewport` into `cr`, filling the rectangle from
    /// (0, 0) to (width, height) in user space (points; `cr` may already be
    /// scaled for HiDPI). Always renders afresh; the cost grows with the
    /// visible vertices and labels, not with the world. With `nightShade`,
    /// night and the twilights darken the land and sea under the labels,
    /// and the sun stands above them. With `antipodalLand`, the land at the
    /// antipodes of the view lies over it, translucent, and land meeting
    /// land is marked.
    public func draw(
        _ viewport: MapViewport, in cr: OpaquePointer, nightShade: NightShade? = nil, antipodalLand: Bool = false
    ) {
        render(viewport, in: cr, graticuleLabels: true, nightShade: nightShade, antipodalLand: antipodalLand)
    }

    /// One fresh render; the cache leaves out the degree labels, which
    /// belong to the view's edges rather than the cached area's.
    ///
    /// `isCancelled` is asked between layers (a background render whose
    /// view has moved on stops early); a cancelled render returns false and
    /// leaves `cr`'s target half drawn, for the caller to throw away.
    ///
    /// With `drawn` (view points: min x, min y, max x, max y; on whole
    /// device pixels) only that part is drawn, the same pixels a whole
    /// render has there, and the rest is left water: labels are placed over
    /// the whole view all the same, and paths keep every vertex the whole
    /// render would emit.
    @discardableResult
    func render(
        _ viewport: MapViewport, in cr: OpaquePointer, graticuleLabels: Bool, drawn: SIMD4<Double>? = nil,
        nightShade: NightShade? = nil, antipodalLand: Bool = false, isCancelled: () -> Bool = { false },
        beforeLabels: () -> Void = {}
    ) -> Bool {
        baseRenderCount += 1
        lastPolygonCount = 0
        claim?.move(toZoom: viewport.zoom)
        let frame = BaseMapFrame(viewport: viewport, drawn: drawn)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, 0, 0, viewport.width, viewport.height)
        cairo_clip(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        // Nothing outside the drawn part is painted, not even water: each
        // page of a fresh surface costs a fault the first time it is written.
        if let drawn {
            cairo_rectangle(cr, drawn.x, drawn.y, drawn.z - drawn.x, drawn.w - drawn.y)
            cairo_clip(cr)
        }
        paintWater(frame, cr)
        paintGraticule(frame, cr)
        if isCancelled() { return false }
        if atlas != nil {
            lastPolygonCount = paintLand(frame, cr)
        }
        if isCancelled() { return false }
        if antipodalLand, atlas != nil {
            paintAntipodalLand(frame, cr)
            if isCancelled() { return false }
        }
        // Under the labels, which stay as legible by night as by day.
        nightShade?.drawShade(over: viewport, in: cr)
        beforeLabels()
        lastPlacedLabels = placeAndDrawLabels(frame, cr, graticuleLabels: graticuleLabels)
        nightShade?.drawSun(over: viewport, in: cr)
        return true
    }

    /// Points of map rendered into the cache beyond each edge of the view,
    /// so a pan by up to this much (a glide, a drag of empty map) paints the
    /// cached surface at an offset instead of rendering again.
    public static let overscan = 192.0

    /// Paints the base map from a cached offscreen surface at `scaleFactor`
    /// pixels per point, rendering it only when it does not cover the view.
    ///
    /// A first render, or one after a zoom, resize, new scale factor or
    /// ``invalidateCache()``, covers just the view (a zoom animation renders
    /// every frame, and start-up wants the cheapest first frame). Once the
    /// view pans off such a cache, the next covers the view plus
    /// ``overscan`` points on every side, centred ahead of the view in the
    /// pan's direction; while the centre stays within that margin (in world
    /// points, modulo the world width, so crossing ±180° is a pan like any
    /// other) a frame paints the cache at an offset of whole device pixels
    /// (at most half a pixel from a fresh render) plus the few degree labels
    /// along the view's edges, drawn per frame as the edges move over it.
    ///
    /// Place labels are placed once over the whole cached area, so they do
    /// not overlap and stay put while panning; one straddling a view edge is
    /// cut there, as on any tiled map.
    public func drawCached(_ viewport: MapViewport, scaleFactor: Double, in cr: OpaquePointer) {
        let scale = scaleFactor.isFinite && scaleFactor > 0 ? scaleFactor : 1
        let offset: SIMD2<Double>
        if let reused = cacheOffset(for: viewport, scale: scale) {
            offset = reused
        } else {
            offset = renderCache(viewport, scale: scale, like: cr)
        }
        guard let surface = cachedSurface else { return }
        // Whole device pixels keep the copy sharp: no resampling.
        let pixelX = (offset.x * scale).rounded(), pixelY = (offset.y * scale).rounded()
        let pixelWidth = (viewport.width * scale).rounded(.up), pixelHeight = (viewport.height * scale).rounded(.up)
        cairo_save(cr)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, surface, -pixelX, -pixelY)
        // Pixels map one to one when the scale matches the device's, so the
        // cheapest filter loses nothing and keeps the paint a plain copy.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_fill(cr)
        cairo_restore(cr)

        let shift = SIMD2(pixelX, pixelY) / scale
        lastPlacedLabels = Self.labels(cachedLabels, shiftedBy: shift, into: viewport)
        // A cache of just the view has its degree labels drawn in already.
        if cachedMargin > 0 { drawEdgeGraticuleLabels(viewport, avoiding: lastPlacedLabels, in: cr) }
    }

    /// Drops the cached surface, so the next ``drawCached(_:scaleFactor:in:)``
    /// renders afresh (for example after the language changed).
    public func invalidateCache() {
        if let cachedSurface { cairo_surface_destroy(cachedSurface) }
        cachedSurface = nil
        cachedViewport = nil
        cachedLabels = []
    }

    /// Where the view's top-left corner lies in the cached surface (points),
    /// or nil when the cache does not cover `viewport`.
    private func cacheOffset(for viewport: MapViewport, scale: Double) -> SIMD2<Double>? {
        let margin = cachedMargin
        guard cachedSurface != nil, isSameView(as: viewport, scale: scale), let cached = cachedViewport else { return nil }
        let delta = Self.worldDelta(from: cached, to: viewport)
        // A hair of slack: centres that went through a projection round trip.
        guard abs(delta.x) <= margin + 1e-6, abs(delta.y) <= margin + 1e-6 else { return nil }
        return SIMD2(margin, margin) + delta
    }

    /// Whether the cache was rendered for `viewport`'s zoom, size and
    /// `scale`, so it differs from the view at most by a pan.
    private func isSameView(as viewport: MapViewport, scale: Double) -> Bool {
        guard let cached = cachedViewport else { return false }
        return cachedScale == scale && cached.zoom == viewport.zoom
            && cached.width == viewport.width + 2 * cachedMargin && cached.height == viewport.height + 2 * cachedMargin
    }

    /// How far `to`'s centre lies from `from`'s in world points, the x taken
    /// the short way round the world (both share a zoom).
    static func worldDelta(from: MapViewport, to: MapViewport) -> SIMD2<Double> {
        let world = to.worldSize
        var delta = (to.normalizedCenter - from.normalizedCenter) * world
        delta.x -= (delta.x / world).rounded() * world
        return delta
    }

    /// Renders the cache for `viewport` and returns where the view lies in
    /// it. After a pan off the old cache (same zoom, size and scale) the new
    /// one grows by ``overscan`` and is centred ahead of the view in the
    /// direction of the pan, so a steady glide renders half as often;
    /// otherwise it covers just the view.
    private func renderCache(_ viewport: MapViewport, scale: Double, like cr: OpaquePointer) -> SIMD2<Double> {
        let panned = isSameView(as: viewport, scale: scale)
        let margin = panned ? Self.overscan : 0
        var lead = SIMD2<Double>(0, 0)
        if panned, let cached = cachedViewport {
            let delta = Self.worldDelta(from: cached, to: viewport)
            let length = (delta * delta).sum().squareRoot()
            if length > 0 {
                // Whole device pixels, so the first frame from the new cache is exact.
                lead = ((delta / length) * (margin / 2) * scale).rounded(.toNearestOrAwayFromZero) / scale
            }
        }
        var enlarged = lead == .zero ? viewport : viewport.panned(byX: -lead.x, y: -lead.y)
        enlarged.width = viewport.width + 2 * margin
        enlarged.height = viewport.height + 2 * margin
        // Near the poles the centre cannot move as far as asked: measure what it did.
        let actualLead = Self.worldDelta(from: viewport, to: enlarged)

        let pixelWidth = Int32(max(1, (enlarged.width * scale).rounded(.up)))
        let pixelHeight = Int32(max(1, (enlarged.height * scale).rounded(.up)))
        let existing = cachedSurface.map { (cairo_image_surface_get_width($0), cairo_image_surface_get_height($0)) }
        if existing.map({ $0 != (pixelWidth, pixelHeight) }) ?? true {
            invalidateCache()
            // An opaque format: the map covers every pixel, and RGB24
            // surfaces paint faster than ARGB32 ones.
            var surface = cairo_surface_create_similar_image(cairo_get_target(cr), CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight)
            if surface == nil || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
                if let surface { cairo_surface_destroy(surface) }
                surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight)
            }
            cachedSurface = surface
        }
        guard let surface = cachedSurface, let context = cairo_create(surface) else { return SIMD2(margin, margin) }
        cairo_scale(context, scale, scale)
        render(enlarged, in: context, graticuleLabels: margin == 0)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        cachedViewport = enlarged
        cachedMargin = margin
        cachedScale = scale
        cachedLabels = lastPlacedLabels
        return SIMD2(margin, margin) - actualLead
    }

    /// `labels` moved by `-shift` and kept where they touch `viewport`.
    static func labels(_ labels: [MapPlacedLabel], shiftedBy shift: SIMD2<Double>, into viewport: MapViewport) -> [MapPlacedLabel] {
        labels.compactMap { label in
            var moved = label
            moved.anchorX -= shift.x
            moved.anchorY -= shift.y
            moved.boxX -= shift.x
            moved.boxY -= shift.y
            let touches = moved.boxX < viewport.width && moved.boxX + moved.boxWidth > 0
                && moved.boxY < viewport.height && moved.boxY + moved.boxHeight > 0
            return touches ? moved : nil
        }
    }

    // MARK: Geometry by level

    /// Coarser geometry when zoomed out: each level's tolerance stays under
    /// about a point on screen (0.1° at zoom 3.5 is ~0.8 points).
    static func detailLevel(forZoom zoom: Double) -> DetailLevel {
        zoom < 3.5 ? .low : zoom < 5.8 ? .medium : .high
    }

    /// Projects, in the background at `priority`, the geometry a render at
    /// `zoom` needs (its level of detail, whole), so it overlaps whatever
    /// the caller does before drawing (building and showing a window).
    /// Renderers of the same atlas share the work.
    public func prepareGeometry(forZoom zoom: Double, priority: TaskPriority = .userInitiated) {
        claim?.move(toZoom: zoom)
        geometry?.prepare([Self.detailLevel(forZoom: zoom)], priority: priority)
    }

    /// How far (in zoom levels) ahead ``prepareNeighbourGeometry(forZoom:)``
    /// looks: a key press zooms by 1, a wheel notch by 0.5.
    static let neighbourZoomReach = 1.5

    /// Projects, in the background at low priority, the levels a zoom from
    /// `zoom` reaches next (a coarser or finer level within
    /// ``neighbourZoomReach`` zoom levels), so the first frame at a new
    /// level does not stall on projecting it (the high level takes many
    /// frames' time; `tunnel-bench map` prints each level's).
    /// The renderer's claim moves to `zoom`'s level first, so the geometry
    /// keeps what is prepared.
    public func prepareNeighbourGeometry(forZoom zoom: Double) {
        claim?.move(toZoom: zoom)
        let level = Self.detailLevel(forZoom: zoom)
        let reachable = [zoom - Self.neighbourZoomReach, zoom + Self.neighbourZoomReach].map(Self.detailLevel(forZoom:))
        geometry?.prepare(reachable.filter { $0 != level }, priority: .utility)
    }

    /// `level`'s layers for a render of `frame` (nil: for its features
    /// alone, which every projection of a level shares), the whole level or
    /// a region of it that covers the frame (``BaseMapGeometry/level(_:for:)``).
    /// A region taken is let go of once the whole level is there, so its
    /// memory goes with the geometry's reference.
    private func level(_ level: DetailLevel, for frame: BaseMapFrame?) -> BaseMapGeometry.Level? {
        if let taken, taken.level == level, frame.map(taken.layers.covers) ?? true,
           taken.layers.countries.region == nil || geometry?.isReady(level) != true {
            return taken.layers
        }
        // Dropping the old level first lets its memory go before a projection adds more.
        taken = nil
        guard let layers = geometry?.level(level, for: frame) else { return nil }
        taken = (level, layers)
        return layers
    }

    /// Lets go of the level taken for the last render, for a renderer that
    /// may not render again for long (the geometry may release it meanwhile).
    func releaseTakenLevel() {
        taken = nil
    }

    /// The countries of `level` a render of `frame` draws (nil: any frame).
    func countryLayer(_ level: DetailLevel, for frame: BaseMapFrame? = nil) -> BaseMapProjectedLayer? {
        self.level(level, for: frame)?.countries
    }

    /// The lakes of `level` a render of `frame` draws (nil: any frame).
    func lakeLayer(_ level: DetailLevel, for frame: BaseMapFrame? = nil) -> BaseMapProjectedLayer? {
        self.level(level, for: frame)?.lakes
    }

    /// Feature indices of `level` grouped by land tint, so each tint is one fill.
    func tintGroups(_ level: DetailLevel) -> [[Int]] {
        if let groups = tintGroupsByLevel[level.rawValue] { return groups }
        guard let layer = countryLayer(level) else { return [] }
        let tints = countryTints()
        var groups = Array(repeating: [Int](), count: style.landTints.count)
        for (index, feature) in layer.features.enumerated() {
            let tint = tints[Self.tintKey(feature)] ?? Self.fallbackTint(feature, count: groups.count)
            groups[tint].append(index)
        }
        tintGroupsByLevel[level.rawValue] = groups
        return groups
    }

    /// Tints from a greedy colouring of the low level's neighbour graph, so
    /// neighbours differ and a country keeps its tint at every level.
    private func countryTints() -> [String: Int] {
        if let tintByCountry { return tintByCountry }
        // The atlas's precomputed neighbours of its unprojected low level:
        // a first map at another level need not project the low one.
        guard let atlas else { return [:] }
        let features = atlas.countries(at: .low)
        let neighbours = atlas.countryEdges(at: .low).neighbours
        let count = style.landTints.count
        var adjacency = Array(repeating: [Int](), count: features.count)
        for (a, b) in neighbours {
            adjacency[a].append(b)
            adjacency[b].append(a)
        }
        var tint = Array(repeating: -1, count: features.count)
        var result: [String: Int] = [:]
        for index in features.indices {
            let used = Set(adjacency[index].map { tint[$0] })
            let preferred = Self.fallbackTint(features[index], count: count)
            let choice = (0..<count).map { (preferred + $0) % count }.first { !used.contains($0) } ?? preferred
            tint[index] = choice
            result[Self.tintKey(features[index])] = choice
        }
        tintByCountry = result
        return result
    }

    private static func tintKey(_ feature: PolygonFeature) -> String {
        (feature.code ?? "") + "|" + feature.name
    }

    /// A stable tint from the name (Swift's hashValue is seeded per process).
    private static func fallbackTint(_ feature: PolygonFeature, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in feature.name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(count))
    }
}
