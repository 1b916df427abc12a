import CCairo

/// A flat pictogram described as primitives in design units, so the same
/// description yields the body, a white halo (every primitive grown by the
/// halo width) and a soft shadow (the haloed silhouette fading out with
/// distance, as if grown in steps at low opacity) — the three layers every
/// marker needs to read on land and sea.
struct Pictogram: Sendable {
    /// One drawing primitive.
    enum Primitive: Sendable {
        /// A polyline stroked with round caps and joins.
        case stroke([MapPoint], width: Double, color: MapColor)
        /// A filled polygon (straight edges), outlined by halo/shadow growth.
        case polygon([MapPoint], color: MapColor)
        /// A filled circle.
        case circle(center: MapPoint, radius: Double, color: MapColor)
        /// A filled ellipse.
        case ellipse(center: MapPoint, radiusX: Double, radiusY: Double, color: MapColor)
    }

    /// Primitives in painting order.
    var primitives: [Primitive]
    /// Bounding box of the body in design units (before halo and shadow).
    var designBounds: MapRect

    /// Adds one primitive's outline, grown by `grow` units, and fills or
    /// strokes it with the current source.
    private func paint(_ primitive: Primitive, grow: Double, _ cr: OpaquePointer, useOwnColor: Bool) {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        switch primitive {
        case .stroke(let points, let width, let color):
            if useOwnColor { color.setSource(cr) }
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_set_line_width(cr, width + 2 * grow)
            cairo_stroke(cr)
        case .polygon(let points, let color):
            if useOwnColor { color.setSource(cr) }
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
            if grow > 0 {
                cairo_set_line_width(cr, 2 * grow)
                cairo_fill_preserve(cr)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        case .circle(let center, let radius, let color):
            if useOwnColor { color.setSource(cr) }
            addCircle(cr, x: center.x, y: center.y, radius: radius + grow)
            cairo_fill(cr)
        case .ellipse(let center, let radiusX, let radiusY, let color):
            if useOwnColor { color.setSource(cr) }
            withSavedState(cr) {
                cairo_translate(cr, center.x, center.y)
                cairo_scale(cr, radiusX + grow, radiusY + grow)
                addCircle(cr, x: 0, y: 0, radius: 1)
            }
            cairo_fill(cr)
        }
    }

    /// Draws the pictogram with its design origin at the current origin.
    ///
    /// The halo and the shadow come from one coverage mask of the silhouette
    /// grown by the halo: painted white it is the halo, and the shadow is
    /// that mask faded with distance from its edge (``CoverageMask/shadow``):
    /// what stacking the silhouette grown in steps at low opacity would
    /// draw, without a pass over every primitive per step (`tunnel-bench map`
    /// prints the markers' drawing times).
    ///
    /// - Parameters:
    ///   - scale: points per design unit.
    ///   - halo: white outline width in points.
    ///   - shadowOffset: shadow displacement in points (down is positive y).
    ///   - shadowBlur: how far the shadow fades out, in points.
    ///   - shadowOpacity: opacity of the shadow's core.
    func draw(
        _ cr: OpaquePointer, scale: Double, halo: Double, haloColor: MapColor,
        shadowOffset: MapPoint, shadowBlur: Double, shadowOpacity: Double
    ) {
        withSavedState(cr) {
            // The masks are as large as the clip: keep them marker-sized.
            let grow = halo + shadowBlur + 2
            let b = designBounds
            cairo_rectangle(
                cr, b.x * scale - grow + min(0, shadowOffset.x), b.y * scale - grow + min(0, shadowOffset.y),
                b.width * scale + 2 * grow + abs(shadowOffset.x), b.height * scale + 2 * grow + abs(shadowOffset.y))
            cairo_clip(cr)
            var offset = (x: shadowOffset.x, y: shadowOffset.y), point = (x: 1.0, y: 0.0)
            cairo_user_to_device_distance(cr, &offset.x, &offset.y)
            cairo_user_to_device_distance(cr, &point.x, &point.y)
            cairo_scale(cr, scale, scale)
            let silhouette = CoverageMask(over: cr) { mask in
                for primitive in primitives { paint(primitive, grow: halo / scale, mask, useOwnColor: false) }
            }
            if let silhouette {
                if shadowOpacity > 0 {
                    let rings = max(2, Int((shadowBlur * 1.5).rounded()))
                    let pixelsPerPoint = (point.x * point.x + point.y * point.y).squareRoot() * silhouette.deviceScale
                    silhouette.shadow(spread: shadowBlur * pixelsPerPoint, rings: rings, ringAlpha: shadowOpacity / Double(rings) * 1.6)?
                        .paint(in: cr, color: MapColor(red: 0.04, green: 0.06, blue: 0.1), dx: offset.x, dy: offset.y)
                }
                if halo > 0 { silhouette.paint(in: cr, color: haloColor) }
            }
            for primitive in primitives { paint(primitive, grow: 0, cr, useOwnColor: true) }
        }
    }
}
