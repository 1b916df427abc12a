import CGtk
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Containment

/// Paints a page curl with Cairo from snapshots of the pages: the turning
/// sheet folds along a straight line that sweeps from its free corner to
/// the spine; the part beyond the fold lies mirrored over the sheet showing
/// its back (the next page in a spread, the paper with the print showing
/// through on a single page); the page beneath is revealed behind it, with
/// a shadow along the fold, and the flap casts a soft shadow of its own.
///
/// Geometry is computed in *turn space*: a left-to-right book lying flat,
/// sheets turning from right to left. A right-to-left book mirrors turn
/// space; a vertical one transposes it (the spine along the top), which is
/// also how `transitionCurlUp` lifts a view from its bottom edge.
public enum PageCurlPainter {
    /// How high the free corner rises while the sheet turns, in page widths.
    public static let cornerLift = 0.22
    /// How much white covers the back of a single sheet (its print shows through).
    public static let paperWash = 0.86
    /// How far the shadow along the fold reaches into the page beneath, in points.
    public static let foldShadowWidth = 42.0

    /// Paints `curl` into the rectangle (0, 0, `size`) of `cr`.
    ///
    /// - Parameters:
    ///   - front: Snapshots of the pages turned away, first page first
    ///     (one, or two in a spread); nil entries leave paper.
    ///   - beneath: Snapshots of the pages revealed, first page first.
    public static func paint(
        _ cr: OpaquePointer, curl: PageCurl, front: [OpaquePointer?], beneath: [OpaquePointer?], size: Size
    ) {
        let fraction = min(1, max(0, curl.fraction))
        let vertical = curl.axis == .vertical
        // Turn space: width along the turning direction.
        let width = vertical ? size.height : size.width
        let height = vertical ? size.width : size.height
        guard width >= 2, height >= 2 else { return }
        var toContainer = Affine.identity
        if vertical { toContainer = Affine(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0) }
        if curl.isMirrored && !vertical { toContainer = Affine(xx: -1, yx: 0, xy: 0, yy: 1, x0: width, y0: 0) }

        let spine = curl.isSpread ? width / 2 : 0
        let sheet = Rect(x: spine, y: 0, width: width - spine, height: height)
        func slotRect(_ slot: Int) -> Rect {
            curl.isSpread ? Rect(x: Double(slot) * width / 2, y: 0, width: width / 2, height: height) : sheet
        }
        // Turn-space point → pixel of the page resting in `slot`.
        func pageMatrix(_ slot: Int) -> Affine {
            let rect = slotRect(slot)
            let origin = toContainer.apply(Point(x: rect.minX, y: rect.minY))
            let far = toContainer.apply(Point(x: rect.maxX, y: rect.maxY))
            let containerOrigin = Point(x: min(origin.x, far.x), y: min(origin.y, far.y))
            return toContainer.then(Affine.translation(-containerOrigin.x, -containerOrigin.y))
        }

        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_clip(cr)
        var matrix = toContainer.cairo
        cairo_transform(cr, &matrix)

        let frontSheetSlot = curl.isSpread ? 1 : 0
        // The static parts: the spread's first page (until the flap covers
        // it) and the page beneath the sheet.
        if curl.isSpread { paintPage(cr, front.first ?? nil, rect: slotRect(0), matrix: pageMatrix(0)) }
        let beneathSheet = curl.isSpread ? (beneath.count > 1 ? beneath[1] : nil) : beneath.first ?? nil
        paintPage(cr, beneathSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))

        // The free corner travels from the sheet's bottom right over the spine.
        let pageWidth = sheet.width
        let corner = Point(x: sheet.maxX, y: height)
        let moved = Point(
            x: sheet.maxX - 2 * pageWidth * fraction,
            y: height - cornerLift * pageWidth * sin(.pi * fraction))
        let frontSheet = front.count > frontSheetSlot ? front[frontSheetSlot] : nil
        guard fraction > 1e-4, hypot(corner.x - moved.x, corner.y - moved.y) > 0.5 else {
            paintPage(cr, frontSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))
            cairo_restore(cr)
            return
        }
        let middle = Point(x: (corner.x + moved.x) / 2, y: (corner.y + moved.y) / 2)
        let length = hypot(corner.x - moved.x, corner.y - moved.y)
        let normal = Point(x: (corner.x - moved.x) / length, y: (corner.y - moved.y) / length)
        let reflection = Affine.reflection(across: middle, normal: normal)
        let sheetCorners = [Point(x: sheet.minX, y: 0), Point(x: sheet.maxX, y: 0),
                            Point(x: sheet.maxX, y: height), Point(x: sheet.minX, y: height)]
        let lying = clip(sheetCorners, middle: middle, normal: normal, keepPositive: false)
        let lifted = clip(sheetCorners, middle: middle, normal: normal, keepPositive: true)
        let flap = lifted.map(reflection.apply)
        let flapDepth = lifted.map { dot($0, middle, normal) }.max() ?? 0

        // Shadow on the page beneath, along the fold, where it is revealed.
        if !lifted.isEmpty {
            cairo_save(cr)
            path(cr, lifted)
            cairo_clip(cr)
            let reach = min(foldShadowWidth, max(8, flapDepth))
            let gradient = cairo_pattern_create_linear(
                middle.x, middle.y, middle.x + normal.x * reach, middle.y + normal.y * reach)!
            cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0.42)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
            cairo_restore(cr)
        }

        // The part of the sheet still lying flat.
        if !lying.isEmpty {
            cairo_save(cr)
            path(cr, lying)
            cairo_clip(cr)
            paintPage(cr, frontSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))
            cairo_restore(cr)
        }

        guard flap.count >= 3 else {
            cairo_restore(cr)
            return
        }
        // The flap's soft shadow on what lies under it.
        for (offset, alpha) in [(9.0, 0.05), (5.0, 0.07), (2.0, 0.1)] {
            let shifted = flap.map { Point(x: $0.x - normal.x * offset * 0.5 + 1, y: $0.y - normal.y * offset * 0.5 + offset * 0.4) }
            path(cr, shifted)
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            cairo_fill(cr)
        }

        // The flap: the back of the sheet.
        cairo_save(cr)
        path(cr, flap)
        cairo_clip(cr)
        if curl.isSpread, beneath.first ?? nil != nil {
            // The back of the sheet is the next spread's first page, mirrored about the spine.
            let mirror = Affine(xx: -1, yx: 0, xy: 0, yy: 1, x0: 2 * spine, y0: 0)
            paintPage(cr, beneath.first ?? nil, rect: nil, matrix: reflection.then(mirror).then(pageMatrix(0)))
        } else {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            if let frontSheet {
                setSource(cr, frontSheet, matrix: reflection.then(pageMatrix(frontSheetSlot)))
                cairo_paint_with_alpha(cr, 1 - paperWash)
            }
        }
        // Curvature: dark in the crease, a highlight just past it, fading out.
        let across = max(1, flapDepth)
        let shading = cairo_pattern_create_linear(
            middle.x, middle.y, middle.x - normal.x * across, middle.y - normal.y * across)!
        cairo_pattern_add_color_stop_rgba(shading, 0, 0, 0, 0, 0.28)
        cairo_pattern_add_color_stop_rgba(shading, min(0.5, 14 / across), 1, 1, 1, 0.16)
        cairo_pattern_add_color_stop_rgba(shading, 1, 0, 0, 0, 0.06)
        cairo_set_source(cr, shading)
        cairo_paint(cr)
        cairo_pattern_destroy(shading)
        cairo_restore(cr)
        // The flap's edge, crisp against the page.
        path(cr, flap)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.18)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    // MARK: - Helpers

    private static func paintPage(_ cr: OpaquePointer, _ surface: OpaquePointer?, rect: Rect?, matrix: Affine) {
        cairo_save(cr)
        if let rect {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
        }
        if let surface {
            setSource(cr, surface, matrix: matrix)
        } else {
            cairo_set_source_rgb(cr, 1, 1, 1)
        }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private static func setSource(_ cr: OpaquePointer, _ surface: OpaquePointer, matrix: Affine) {
        let pattern = cairo_pattern_create_for_surface(surface)!
        var cairoMatrix = matrix.cairo
        cairo_pattern_set_matrix(pattern, &cairoMatrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private static func path(_ cr: OpaquePointer, _ points: [Point]) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_close_path(cr)
    }

    private static func dot(_ point: Point, _ middle: Point, _ normal: Point) -> Double {
        (point.x - middle.x) * normal.x + (point.y - middle.y) * normal.y
    }

    /// The polygon's part on one side of the line through `middle` across `normal`
    /// (Sutherland–Hodgman against one half-plane).
    static func clip(_ polygon: [Point], middle: Point, normal: Point, keepPositive: Bool) -> [Point] {
        func side(_ point: Point) -> Double {
            let value = dot(point, middle, normal)
            return keepPositive ? value : -value
        }
        var result: [Point] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let a = side(current), b = side(next)
            if a >= 0 { result.append(current) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                result.append(Point(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
            }
        }
        return result
    }
}

/// A 2-D affine map, as Cairo's matrix: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
struct Affine {
    var xx, yx, xy, yy, x0, y0: Double

    static let identity = Affine(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    static func translation(_ dx: Double, _ dy: Double) -> Affine {
        Affine(xx: 1, yx: 0, xy: 0, yy: 1, x0: dx, y0: dy)
    }

    /// The mirror image across the line through `point` perpendicular to the unit vector `normal`.
    static func reflection(across point: Point, normal n: Point) -> Affine {
        let offset = 2 * (point.x * n.x + point.y * n.y)
        return Affine(
            xx: 1 - 2 * n.x * n.x, yx: -2 * n.x * n.y, xy: -2 * n.x * n.y, yy: 1 - 2 * n.y * n.y,
            x0: offset * n.x, y0: offset * n.y)
    }

    func apply(_ p: Point) -> Point {
        Point(x: xx * p.x + xy * p.y + x0, y: yx * p.x + yy * p.y + y0)
    }

    /// This map followed by `other`.
    func then(_ other: Affine) -> Affine {
        Affine(
            xx: other.xx * xx + other.xy * yx, yx: other.yx * xx + other.yy * yx,
            xy: other.xx * xy + other.xy * yy, yy: other.yx * xy + other.yy * yy,
            x0: other.xx * x0 + other.xy * y0 + other.x0, y0: other.yx * x0 + other.yy * y0 + other.y0)
    }

    var cairo: cairo_matrix_t {
        cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }
}
