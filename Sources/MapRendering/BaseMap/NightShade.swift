import CCairo
public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Night and the three twilights over a map at one moment: the night
/// sky's blue, deepening from the terminator through civil, nautical and
/// astronomical twilight to night, and a small sun over the subsolar point.
///
/// The light is worked out on a coarse grid of the view — the Sun's
/// elevation is a sum of products of a column's and a row's terms, so a
/// grid of a few thousand points costs a few thousand multiplications —
/// and painted as one small image stretched over the view with a smooth
/// filter, which softens the bands' edges to the width of a cell: a
/// frame of a pan pays for the grid and one composite, never a polygon.
public struct NightShade: Sendable {
    /// The moment shaded.
    public let moment: SolarMoment

    /// Points between the grid's samples.
    static let cell = 6.0

    /// A shade for `moment`.
    public init(moment: SolarMoment) {
        self.moment = moment
    }

    /// How dark the shade is where the Sun's geometric elevation is
    /// `elevation` degrees (its alpha): clear by day, a faint step at the
    /// terminator, then deepening through the twilights — 0.16 where civil
    /// twilight ends, 0.26 where nautical ends — to night's 0.38 at −18°.
    /// Continuous below the horizon, so the stretched grid draws smooth
    /// gradients rather than stairs.
    static func darkness(atElevation elevation: Double) -> Double {
        let stops: [(elevation: Double, alpha: Double)] = [(-0.833, 0.08), (-6, 0.16), (-12, 0.26), (-18, 0.38)]
        guard elevation <= stops[0].elevation else { return 0 }
        for (upper, lower) in zip(stops, stops.dropFirst()) where elevation > lower.elevation {
            let t = (upper.elevation - elevation) / (upper.elevation - lower.elevation)
            return upper.alpha + t * (lower.alpha - upper.alpha)
        }
        return stops[stops.count - 1].alpha
    }

    /// The shade's pixel where the Sun stands at `elevation` degrees: the
    /// night sky's blue, (0.03, 0.06, 0.16), premultiplied by its
    /// ``darkness(atElevation:)``, as Cairo's ARGB32 holds it.
    static func premultipliedShade(atElevation elevation: Double) -> UInt32 {
        let alpha = darkness(atElevation: elevation)
        guard alpha > 0 else { return 0 }
        func channel(_ value: Double) -> UInt32 { UInt32((value * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(0.03) << 16 | channel(0.06) << 8 | channel(0.16)
    }

    /// The Sun's geometric elevation, in degrees, at each sample of a
    /// `columns` × `rows` grid laid over `viewport` every ``cell`` points,
    /// row by row.
    func elevations(over viewport: MapViewport, columns: Int, rows: Int) -> [Double] {
        let declination = moment.declination
        let sinDeclination = sin(declination), cosDeclination = cos(declination)
        let cosHour = (0..<columns).map { column in
            cos(moment.hourAngle(atLongitude: viewport.coordinate(atX: Double(column) * Self.cell, y: viewport.height / 2).longitude))
        }
        var elevations: [Double] = []
        elevations.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let latitude = viewport.coordinate(atX: viewport.width / 2, y: Double(row) * Self.cell).latitude * .pi / 180
            let a = sin(latitude) * sinDeclination, b = cos(latitude) * cosDeclination
            for column in 0..<columns {
                elevations.append(asin(min(1, max(-1, a + b * cosHour[column]))) * 180 / .pi)
            }
        }
        return elevations
    }

    /// Paints the shade over `viewport` into `cr`, whose user space is the
    /// view's points, and the sun where it is overhead if that is in view.
    public func draw(over viewport: MapViewport, in cr: OpaquePointer) {
        drawShade(over: viewport, in: cr)
        drawSun(over: viewport, in: cr)
    }

    /// Paints night and the twilights over `viewport` into `cr`, without
    /// the sun: a base map shades its areas under its labels.
    public func drawShade(over viewport: MapViewport, in cr: OpaquePointer) {
        let columns = Int((viewport.width / Self.cell).rounded(.up)) + 1
        let rows = Int((viewport.height / Self.cell).rounded(.up)) + 1
        guard columns > 1, rows > 1,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            return
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        let elevations = elevations(over: viewport, columns: columns, rows: rows)
        var anyShade = false
        // Premultiplied: the night sky's blue, (0.03, 0.06, 0.16), at each alpha.
        for row in 0..<rows {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns {
                let pixel = Self.premultipliedShade(atElevation: elevations[row * columns + column])
                if pixel != 0 { anyShade = true }
                line[column] = pixel
            }
        }
        cairo_surface_mark_dirty(image)
        if anyShade {
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, viewport.width, viewport.height)
            cairo_clip(cr)
            cairo_scale(cr, Self.cell, Self.cell)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Draws a small sun over the subsolar point, if it is in `viewport`: a
    /// disc with eight short rays, above a base map's labels.
    public func drawSun(over viewport: MapViewport, in cr: OpaquePointer) {
        let point = viewport.point(for: moment.subsolarPoint)
        guard point.x > -20, point.y > -20, point.x < viewport.width + 20, point.y < viewport.height + 20 else { return }
        Self.drawSunDisc(at: point.x, point.y, in: cr)
    }

    /// The sun's glyph at (`x`, `y`): a disc with eight short rays.
    static func drawSunDisc(at x: Double, _ y: Double, in cr: OpaquePointer) {
        let point = (x: x, y: y)
        let radius = 5.5, rays = 4.0
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cr, 1.6)
        cairo_set_source_rgba(cr, 0.96, 0.62, 0.05, 0.95)
        for ray in 0..<8 {
            let angle = Double(ray) * .pi / 4
            cairo_move_to(cr, point.x + cos(angle) * (radius + 2), point.y + sin(angle) * (radius + 2))
            cairo_line_to(cr, point.x + cos(angle) * (radius + 2 + rays), point.y + sin(angle) * (radius + 2 + rays))
        }
        cairo_stroke(cr)
        cairo_arc(cr, point.x, point.y, radius, 0, 2 * .pi)
        cairo_set_source_rgba(cr, 1, 0.82, 0.2, 1)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 1)
        cairo_set_source_rgba(cr, 0.85, 0.5, 0.0, 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
