import CCairo
import Geo

extension BaseMapRenderer {
    /// The land at the antipodes, translucent over the map: where a tunnel
    /// from each point of the view would come out on land.
    static let antipodalLand = MapColor(hex: 0xF08A24, alpha: 0.34)
    /// Where the view's own land has land at its antipodes too: a tunnel
    /// from land to land, the rare case (about 4 % of the Earth's surface).
    static let landToLand = MapColor(hex: 0xD23C1E, alpha: 0.42)
    /// The antipodal land's outline, so its coasts read over the map's.
    static let antipodalCoast = MapColor(hex: 0xB0481C, alpha: 0.55)

    /// Paints the land of the other hemisphere mirrored to its antipodes
    /// over `frame`, and the land meeting land in a stronger tone.
    ///
    /// The antipode of a point keeps its offset in x from the view's centre
    /// and mirrors its offset in y (Mercator's y is odd in latitude, and a
    /// half turn in longitude is a shift by half the world), so the land at
    /// the antipodes of the view is the view centred on the centre's
    /// antipode, turned upside down: one flipped render of the same
    /// projected geometry, no reprojection.
    func paintAntipodalLand(_ frame: BaseMapFrame, _ cr: OpaquePointer) {
        let view = frame.viewport
        var opposite = view
        opposite.center = view.center.antipode
        let drawn = frame.drawn
        let mirrored = BaseMapFrame(
            viewport: opposite, drawn: SIMD4(drawn.x, view.height - drawn.w, drawn.z, view.height - drawn.y))
        let level = Self.detailLevel(forZoom: view.zoom)
        guard let countries = countryLayer(level, for: mirrored) else { return }
        let tolerance = Self.pathTolerance
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        // Cairo keeps a path in device space: built under the flip, it stays
        // flipped once the flip is undone.
        cairo_save(cr)
        cairo_translate(cr, 0, view.height)
        cairo_scale(cr, 1, -1)
        _ = countries.appendRings(of: Array(countries.features.indices), frame: mirrored, cr: cr, tolerance: tolerance)
        // Lakes are holes: the land is the countries less their lakes.
        if let lakes = lakeLayer(level, for: mirrored) {
            _ = lakes.appendRings(of: Array(lakes.features.indices), frame: mirrored, cr: cr, tolerance: tolerance)
        }
        cairo_restore(cr)
        Self.antipodalLand.setSource(cr)
        cairo_fill_preserve(cr)
        Self.antipodalCoast.setSource(cr)
        cairo_set_line_width(cr, 0.8)
        cairo_stroke_preserve(cr)
        // Land meeting land: the view's own land inside the mirrored land.
        cairo_clip(cr)
        if let ownCountries = countryLayer(level, for: frame) {
            _ = ownCountries.appendRings(
                of: Array(ownCountries.features.indices), frame: frame, cr: cr, tolerance: tolerance)
            if let lakes = lakeLayer(level, for: frame) {
                _ = lakes.appendRings(of: Array(lakes.features.indices), frame: frame, cr: cr, tolerance: tolerance)
            }
            Self.landToLand.setSource(cr)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
