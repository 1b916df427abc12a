import CCairo
import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BaseMapRenderer {
    /// Vertices closer than this (points) to the previous one add nothing visible.
    static let pathTolerance = 0.4
    /// Strokes cost more per vertex than fills and hide a coarser outline.
    static let strokeTolerance = 0.7
    /// Below this zoom coasts get no stroke of their own.
    static let coastlineMinimumZoom = 3.0

    /// Ocean over the world's extent; beyond the Mercator latitude limit (seen
    /// only when the world is shorter than the view) a paler tone.
    func paintWater(_ frame: BaseMapFrame, _ cr: OpaquePointer) {
        let viewport = frame.viewport
        let top = frame.offsetY, bottom = frame.offsetY + frame.worldSize
        if top > 0 || bottom < viewport.height {
            style.outsideWorld.setSource(on: cr)
            cairo_paint(cr)
        }
        style.water.setSource(on: cr)
        cairo_rectangle(cr, 0, max(0, top), viewport.width, min(viewport.height, bottom) - max(0, top))
        cairo_fill(cr)
    }

    /// Spacing of graticule lines in degrees: sparse at world zoom, a few
    /// lines per view closer in.
    static func graticuleStep(forZoom zoom: Double) -> Double {
        switch zoom {
        case ..<2.5: 30
        case ..<4.5: 10
        case ..<6: 5
        case ..<7.5: 2
        default: 1
        }
    }

    /// Meridians and parallels, drawn before the land so they show only over water.
    func paintGraticule(_ frame: BaseMapFrame, _ cr: OpaquePointer) {
        let viewport = frame.viewport
        let step = Self.graticuleStep(forZoom: viewport.zoom)
        let size = frame.worldSize
        let limit = WebMercator.maximumLatitude
        let topY = max(0, frame.offsetY), bottomY = min(viewport.height, frame.offsetY + size)
        guard bottomY > topY else { return }
        for copy in frame.copies {
            let offset = frame.offsetX(copy: copy)
            let west = max(-180, (-offset / size) * 360 - 180)
            let east = min(180, ((viewport.width - offset) / size) * 360 - 180)
            var lon = (west / step).rounded(.up) * step
            while lon <= east {
                let x = ((lon + 180) / 360 * size + offset).rounded() + 0.5
                cairo_move_to(cr, x, topY)
                cairo_line_to(cr, x, bottomY)
                lon += step
            }
        }
        let north = min(limit, viewport.coordinate(atX: 0, y: 0).latitude)
        let south = max(-limit, viewport.coordinate(atX: 0, y: viewport.height).latitude)
        var lat = (south / step).rounded(.up) * step
        while lat <= north {
            if abs(lat) < limit {
                let y = (BaseMapProjectedLayer.mercatorY(latitude: lat) * size + frame.offsetY).rounded() + 0.5
                cairo_move_to(cr, 0, y)
                cairo_line_to(cr, viewport.width, y)
            }
            lat += step
        }
        style.graticule.setSource(on: cr)
        cairo_set_line_width(cr, style.graticuleWidth)
        cairo_stroke(cr)
    }

    /// Land by tint, coastline, lakes, then borders on top. Returns how many
    /// polygon rings (land and lakes, each world copy apart) it filled.
    @discardableResult
    func paintLand(_ frame: BaseMapFrame, _ cr: OpaquePointer) -> Int {
        let level = Self.detailLevel(forZoom: frame.viewport.zoom)
        guard let countries = countryLayer(level, for: frame) else { return 0 }
        let tolerance = Self.pathTolerance
        var polygons = 0
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        // Where coasts are stroked, the stroke covers the land's edge with
        // 90 % of its colour and borders cover the tints' shared edges, so
        // the fills' own antialiasing hardly shows: with Cairo's 4×4-sample
        // rasteriser, pixels along coasts change by at most 20 of 255 levels,
        // which no one tells apart even magnified eight times, and the land
        // fills in less time (`tunnel-bench map` prints full renders' times).
        let fillAntialias = frame.viewport.zoom >= Self.coastlineMinimumZoom ? CAIRO_ANTIALIAS_FAST : cairo_get_antialias(cr)
        withAntialias(cr, fillAntialias) {
            for (tint, group) in tintGroups(level).enumerated() where !group.isEmpty {
                polygons += countries.appendRings(of: group, frame: frame, cr: cr, tolerance: tolerance)
                style.landTints[tint].setSource(on: cr)
                cairo_fill(cr)
            }
        }

        // Sub-point lines show no join or cap shape, and bevel joins and butt
        // caps are the cheapest for Cairo's stroker.
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        let zoom = frame.viewport.zoom
        let strokeTolerance = zoom < 5 ? 1.0 : Self.strokeTolerance
        // At world zoom the land/water contrast draws the coast by itself,
        // and stroking every island's outline would be much of the render.
        if zoom >= Self.coastlineMinimumZoom {
            countries.appendEdges(of: .coast, frame: frame, cr: cr, tolerance: strokeTolerance)
            style.coastline.setSource(on: cr)
            cairo_set_line_width(cr, style.coastlineWidth)
            strokeThinLine(cr)
        }

        if let lakes = lakeLayer(level, for: frame) {
            polygons += lakes.appendRings(of: Array(lakes.features.indices), frame: frame, cr: cr, tolerance: tolerance)
            style.water.setSource(on: cr)
            cairo_fill_preserve(cr)
            style.lakeOutline.setSource(on: cr)
            cairo_set_line_width(cr, style.lakeOutlineWidth)
            strokeThinLine(cr)
        }

        countries.appendEdges(of: .border, frame: frame, cr: cr, tolerance: strokeTolerance)
        style.border.setSource(on: cr)
        cairo_set_line_width(cr, borderWidth(frame.viewport.zoom))
        cairo_stroke(cr)
        return polygons
    }

    /// Strokes the path, a line under a point wide, with Cairo's 4×4-sample
    /// rasteriser instead of the one it uses otherwise, which samples 15 rows
    /// per pixel. A coast is the renderer's longest path, so its stroke is
    /// among a render's costliest steps, and the coarser rasteriser strokes
    /// it in less time. On so thin a line the coarser coverage changes no
    /// shape, only a pixel's tone here and there, by a few 255ths and at
    /// most 49. Where the surface cuts the line (a view's outermost pixels),
    /// it rounds the cut a quarter pixel coarser than the finer rasteriser
    /// too.
    private func strokeThinLine(_ cr: OpaquePointer) {
        withAntialias(cr, CAIRO_ANTIALIAS_FAST) { cairo_stroke(cr) }
    }

    private func borderWidth(_ zoom: Double) -> Double {
        style.borderWidth * (zoom < 3 ? 0.7 : zoom > 7 ? 1.25 : 1)
    }
}
