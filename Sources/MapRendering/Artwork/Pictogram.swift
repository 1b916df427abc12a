import CCairo

/// A flat pictogram described as primitives in design units, so the same
/// description yields the body, a white halo (every primitive grown by the
/// halo width) and a soft shadow (the haloed silhouette grown in steps at low
/// opacity) — the three layers every marker needs to read on land and sea.
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

    /// Paints the silhouette grown by `grow` units in the current source,
    /// as one opaque group so overlapping primitives do not double the alpha.
    private func silhouette(_ cr: OpaquePointer, grow: Double, color: MapColor) {
        cairo_push_group(cr)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        for primitive in primitives { paint(primitive, grow: grow, cr, useOwnColor: false) }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, color.alpha)
    }

    /// Draws the pictogram with its design origin at the current origin.
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
            // Groups are as large as the clip: keep them marker-sized.
            let grow = halo + shadowBlur + 2
            let b = designBounds
            cairo_rectangle(
                cr, b.x * scale - grow + min(0, shadowOffset.x), b.y * scale - grow + min(0, shadowOffset.y),
                b.width * scale + 2 * grow + abs(shadowOffset.x), b.height * scale + 2 * grow + abs(shadowOffset.y))
            cairo_clip(cr)
            cairo_scale(cr, scale, scale)
            if shadowOpacity > 0 {
                withSavedState(cr) {
                    cairo_translate(cr, shadowOffset.x / scale, shadowOffset.y / scale)
                    // Stacked translucent rings approximate a Gaussian blur
                    // without an offscreen convolution.
                    let steps = max(2, Int((shadowBlur * 1.5).rounded()))
                    for step in 0..<steps {
                        let t = Double(step) / Double(steps - 1)
                        let grown = (halo + shadowBlur * (1 - t)) / scale
                        silhouette(cr, grow: grown, color: MapColor(red: 0.04, green: 0.06, blue: 0.1, alpha: shadowOpacity / Double(steps) * 1.6))
                    }
                }
            }
            if halo > 0 { silhouette(cr, grow: halo / scale, color: haloColor) }
            for primitive in primitives { paint(primitive, grow: 0, cr, useOwnColor: true) }
        }
    }
}
