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

    /// Paints `curl` into the rectangle (0, 0, `size`) of `context`.
    ///
    /// - Parameters:
    ///   - front: Snapshots of the pages turned away, first page first
    ///     (one, or two in a spread); nil entries leave paper.
    ///   - beneath: Snapshots of the pages revealed, first page first.
    public static func paint(
        _ context: DrawingContext, curl: PageCurl, front: [Surface?], beneath: [Surface?], size: Size
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

        context.save()
        context.addRectangle(x: 0, y: 0, width: size.width, height: size.height)
        context.clip()
        context.transform(by: toContainer.matrix)

        let frontSheetSlot = curl.isSpread ? 1 : 0
        // The static parts: the spread's first page (until the flap covers
        // it) and the page beneath the sheet.
        if curl.isSpread { paintPage(context, front.first ?? nil, rect: slotRect(0), matrix: pageMatrix(0)) }
        let beneathSheet = curl.isSpread ? (beneath.count > 1 ? beneath[1] : nil) : beneath.first ?? nil
        paintPage(context, beneathSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))

        // The free corner travels from the sheet's bottom right over the spine.
        let pageWidth = sheet.width
        let corner = Point(x: sheet.maxX, y: height)
        let moved = Point(
            x: sheet.maxX - 2 * pageWidth * fraction,
            y: height - cornerLift * pageWidth * sin(.pi * fraction))
        let frontSheet = front.count > frontSheetSlot ? front[frontSheetSlot] : nil
        guard fraction > 1e-4, hypot(corner.x - moved.x, corner.y - moved.y) > 0.5 else {
            paintPage(context, frontSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))
            context.restore()
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
            context.save()
            path(context, lifted)
            context.clip()
            let reach = min(foldShadowWidth, max(8, flapDepth))
            let gradient = Gradient.linear(
                fromX: middle.x, y: middle.y, toX: middle.x + normal.x * reach, y: middle.y + normal.y * reach)
            gradient.addColorStop(at: 0, red: 0, green: 0, blue: 0, alpha: 0.42)
            gradient.addColorStop(at: 1, red: 0, green: 0, blue: 0, alpha: 0)
            context.setSource(gradient)
            context.paint()
            context.restore()
        }

        // The part of the sheet still lying flat.
        if !lying.isEmpty {
            context.save()
            path(context, lying)
            context.clip()
            paintPage(context, frontSheet, rect: sheet, matrix: pageMatrix(frontSheetSlot))
            context.restore()
        }

        guard flap.count >= 3 else {
            context.restore()
            return
        }
        // The flap's soft shadow on what lies under it.
        for (offset, alpha) in [(9.0, 0.05), (5.0, 0.07), (2.0, 0.1)] {
            let shifted = flap.map { Point(x: $0.x - normal.x * offset * 0.5 + 1, y: $0.y - normal.y * offset * 0.5 + offset * 0.4) }
            path(context, shifted)
            context.setColor(red: 0, green: 0, blue: 0, alpha: alpha)
            context.fill()
        }

        // The flap: the back of the sheet.
        context.save()
        path(context, flap)
        context.clip()
        if curl.isSpread, beneath.first ?? nil != nil {
            // The back of the sheet is the next spread's first page, mirrored about the spine.
            let mirror = Affine(xx: -1, yx: 0, xy: 0, yy: 1, x0: 2 * spine, y0: 0)
            paintPage(context, beneath.first ?? nil, rect: nil, matrix: reflection.then(mirror).then(pageMatrix(0)))
        } else {
            context.setColor(red: 1, green: 1, blue: 1)
            context.paint()
            if let frontSheet {
                context.setSource(frontSheet, matrix: reflection.then(pageMatrix(frontSheetSlot)).matrix, filter: .bilinear)
                context.paint(alpha: 1 - paperWash)
            }
        }
        // Curvature: dark in the crease, a highlight just past it, fading out.
        let across = max(1, flapDepth)
        let shading = Gradient.linear(
            fromX: middle.x, y: middle.y, toX: middle.x - normal.x * across, y: middle.y - normal.y * across)
        shading.addColorStop(at: 0, red: 0, green: 0, blue: 0, alpha: 0.28)
        shading.addColorStop(at: min(0.5, 14 / across), red: 1, green: 1, blue: 1, alpha: 0.16)
        shading.addColorStop(at: 1, red: 0, green: 0, blue: 0, alpha: 0.06)
        context.setSource(shading)
        context.paint()
        context.restore()
        // The flap's edge, crisp against the page.
        path(context, flap)
        context.setColor(red: 0, green: 0, blue: 0, alpha: 0.18)
        context.lineWidth = 1
        context.stroke()
        context.restore()
    }

    // MARK: - Helpers

    private static func paintPage(_ context: DrawingContext, _ surface: Surface?, rect: Rect?, matrix: Affine) {
        context.withSavedState {
            if let rect {
                context.addRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
                context.clip()
            }
            if let surface {
                context.setSource(surface, matrix: matrix.matrix, filter: .bilinear)
            } else {
                context.setColor(red: 1, green: 1, blue: 1)
            }
            context.paint()
        }
    }

    private static func path(_ context: DrawingContext, _ points: [Point]) {
        guard let first = points.first else { return }
        context.newPath()
        context.move(toX: first.x, y: first.y)
        for point in points.dropFirst() { context.addLine(toX: point.x, y: point.y) }
        context.closePath()
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

    var matrix: Matrix {
        Matrix(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }
}
