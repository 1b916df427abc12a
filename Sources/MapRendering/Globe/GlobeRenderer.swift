import CCairo
public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws the Earth as a ball seen from above a point, with Cairo: the sea
/// lit from the upper left, the graticule every 15°, land, lakes and
/// coasts from the world data's coarsest level, and the night of a moment.
///
/// Rings that cross the horizon are cut where they cross it and closed
/// along the disc's rim, so the far side never shows through. Draw from one
/// thread at a time.
public final class GlobeRenderer {
    private let atlas: WorldAtlas?

    /// A renderer drawing `atlas`'s land; without one, sea and graticule.
    public init(atlas: WorldAtlas?) {
        self.atlas = atlas
    }

    static let space = MapColor(hex: 0x0B1524)
    static let seaLit = MapColor(hex: 0xB9DCF2)
    static let seaDeep = MapColor(hex: 0x5C8FB8)
    static let land = MapColor(hex: 0xEDE9DC)
    static let coast = MapColor(hex: 0x6C7F8F, alpha: 0.9)
    static let graticule = MapColor(hex: 0xFFFFFF, alpha: 0.35)
    static let rim = MapColor(hex: 0x8FB8DA, alpha: 0.55)

    /// The projection `draw` uses for a `width` × `height` view centred on
    /// `center`: the largest disc with a margin all round.
    public static func projection(centredOn center: Coordinate, width: Double, height: Double) -> GlobeProjection {
        GlobeProjection(
            center: center, radius: max(1, min(width, height) / 2 - 14), originX: width / 2, originY: height / 2)
    }

    /// Paints the view, `projection`'s disc on the dark of space, into `cr`
    /// (user space: view points, `width` × `height`); with `nightShade`,
    /// its night and twilights and the sun where it stands overhead.
    public func draw(
        _ projection: GlobeProjection, width: Double, height: Double, in cr: OpaquePointer,
        nightShade: NightShade? = nil
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.space.setSource(cr)
        cairo_paint(cr)
        let (ox, oy, r) = (projection.originX, projection.originY, projection.radius)
        // The sea, brightest towards the light in the upper left.
        withRadialGradient(
            cx0: ox - r * 0.35, cy0: oy - r * 0.4, r0: r * 0.05, cx1: ox, cy1: oy, r1: r,
            stops: [(0, Self.seaLit), (1, Self.seaDeep)]
        ) { cairo_set_source(cr, $0) }
        addCircle(cr, x: ox, y: oy, radius: r)
        cairo_fill(cr)
        // No clip to the disc for the land: its rings are cut at the horizon
        // already, and Cairo fills a path many times slower through a round clip.
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        drawGraticule(projection, cr)
        if let atlas {
            drawRings(of: atlas.countries(at: .low), projection, cr)
            Self.land.setSource(cr)
            cairo_fill_preserve(cr)
            Self.coast.setSource(cr)
            cairo_set_line_width(cr, 0.7)
            cairo_stroke(cr)
            drawRings(of: atlas.lakes(at: .low), projection, cr)
            withRadialGradient(
                cx0: ox - r * 0.35, cy0: oy - r * 0.4, r0: r * 0.05, cx1: ox, cy1: oy, r1: r,
                stops: [(0, Self.seaLit), (1, Self.seaDeep)]
            ) { cairo_set_source(cr, $0) }
            cairo_fill(cr)
        }
        if let nightShade {
            cairo_save(cr)
            addCircle(cr, x: ox, y: oy, radius: r)
            cairo_clip(cr)
            drawNight(nightShade, projection, width: width, height: height, cr)
            cairo_restore(cr)
        }
        // The limb: a thin halo where the atmosphere would be.
        addCircle(cr, x: ox, y: oy, radius: r)
        Self.rim.setSource(cr)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        if let nightShade {
            let sun = projection.project(nightShade.moment.subsolarPoint)
            if sun.depth > 0.05 { NightShade.drawSunDisc(at: sun.x, sun.y, in: cr) }
        }
    }

    /// Meridians and parallels every 15°, their far halves left out.
    private func drawGraticule(_ projection: GlobeProjection, _ cr: OpaquePointer) {
        let basis = GlobeProjection.Basis(projection.center)
        func line(_ points: [(latitude: Double, longitude: Double)]) {
            var drawing = false
            for point in points {
                let p = projection.project(latitude: point.latitude, longitude: point.longitude, basis: basis)
                if p.depth >= 0 {
                    if drawing { cairo_line_to(cr, p.x, p.y) } else { cairo_move_to(cr, p.x, p.y) }
                    drawing = true
                } else {
                    drawing = false
                }
            }
        }
        for longitude in stride(from: -180.0, to: 180, by: 15) {
            line(stride(from: -90.0, through: 90, by: 2).map { ($0, longitude) })
        }
        for latitude in stride(from: -75.0, through: 75, by: 15) {
            line(stride(from: -180.0, through: 180, by: 2).map { (latitude, $0) })
        }
        Self.graticule.setSource(cr)
        cairo_set_line_width(cr, 0.6)
        cairo_stroke(cr)
    }

    /// Adds every ring of `features` to the path, cut at the horizon and
    /// closed along the rim, for an even-odd fill (lakes are holes).
    private func drawRings(of features: [PolygonFeature], _ projection: GlobeProjection, _ cr: OpaquePointer) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        let basis = GlobeProjection.Basis(projection.center)
        for feature in features {
            feature.forEachRing { points in
                GlobeRing.add(points, projection: projection, basis: basis, to: cr)
            }
        }
    }

    /// Night and the twilights: the Sun's elevation sampled on a coarse
    /// grid of the disc and stretched over it, as on the maps.
    private func drawNight(
        _ shade: NightShade, _ projection: GlobeProjection, width: Double, height: Double, _ cr: OpaquePointer
    ) {
        let cell = NightShade.cell
        let columns = Int((width / cell).rounded(.up)) + 1, rows = Int((height / cell).rounded(.up)) + 1
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)) else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            return
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        for row in 0..<rows {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns {
                // Just off the disc, the rim's own shade, so the stretched
                // image's edge is not lighter than the limb.
                let x = Double(column) * cell, y = Double(row) * cell
                let dx = x - projection.originX, dy = y - projection.originY
                let length = (dx * dx + dy * dy).squareRoot()
                let scale = length > projection.radius * 0.999 ? projection.radius * 0.999 / length : 1
                guard let coordinate = projection.coordinate(
                    atX: projection.originX + dx * scale, y: projection.originY + dy * scale)
                else {
                    line[column] = 0
                    continue
                }
                let elevation = SunPosition(at: coordinate, moment: shade.moment).elevationDegrees
                line[column] = NightShade.premultipliedShade(atElevation: elevation)
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        cairo_scale(cr, cell, cell)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
