#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import Geo

extension WayDownPainter {
    /// Places the labels in a column right of the cut, outermost layer at the
    /// top, spread over the cut's height and pushed apart so none overlaps;
    /// each gets a leader to its band. Returns the label boxes.
    static func drawLabels(
        _ scene: WayDownScene, _ cr: OpaquePointer, center c: MapPoint, radius r: Double, x: Double, width: Double,
        bounds: (top: Double, bottom: Double)
    ) -> ([MapRect], Int) {
        let a = scene.appearance
        // A layer found only under the antipode (its ocean) is labelled last,
        // next to its band at the bottom, so no leader crosses the column.
        let startLayers = Set(scene.profile.startColumn.map(\.layer))
        let order = scene.labels.indices.filter { startLayers.contains(scene.labels[$0].layer) }
            + scene.labels.indices.filter { !startLayers.contains(scene.labels[$0].layer) }
        let labels = order.map { scene.labels[$0] }
        let titleSize = min(max(r * 0.05, 11), 15)
        let detailSize = titleSize * 0.84
        let swatch = titleSize * 0.85
        let textX = x + swatch + titleSize * 0.5
        let textWidth = max(20, width - (textX - x))
        var unknown = 0
        let blocks = labels.map { label in
            (WayDownText(cr, label.title, size: titleSize, bold: true, width: textWidth),
             label.details.map { WayDownText(cr, $0, size: detailSize, width: textWidth, maxLines: 2) })
        }
        let heights = blocks.map { block in block.0.size.height + block.1.reduce(0) { $0 + $1.size.height } }
        let gap = titleSize * 0.6
        // Even slots over the cut, then a pass down and a pass up to separate them.
        let n = blocks.count
        var tops = (0..<n).map { i -> Double in
            let centre = n == 1 ? c.y : c.y - r * 0.9 + 1.8 * r * Double(i) / Double(n - 1)
            return centre - heights[i] / 2
        }
        for i in 0..<n {
            if i > 0 { tops[i] = max(tops[i], tops[i - 1] + heights[i - 1] + gap) }
            tops[i] = max(tops[i], bounds.top)
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            let limit = i == n - 1 ? bounds.bottom - heights[i] : tops[i + 1] - heights[i] - gap
            tops[i] = max(bounds.top, min(tops[i], limit))
        }

        var rects = [MapRect](repeating: MapRect(x: 0, y: 0, width: 0, height: 0), count: n)
        for (i, label) in labels.enumerated() {
            let (title, details) = blocks[i]
            let top = tops[i]
            let titleHeight = title.size.height
            let anchorY = top + titleHeight / 2
            let anchor = anchor(for: label.layer, profile: scene.profile, center: c, radius: r,
                                     towards: MapPoint(x: x, y: anchorY))
            // Leader: a haloed hairline from a dot on the band to the swatch.
            withSavedState(cr) {
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_move_to(cr, anchor.x, anchor.y)
                cairo_line_to(cr, x - 4, anchorY)
                cairo_set_line_width(cr, 3)
                WayDownPalette.background(a).0.withAlpha(0.55).setSource(cr)
                cairo_stroke_preserve(cr)
                cairo_set_line_width(cr, 1)
                WayDownPalette.ink(a).withAlpha(0.7).setSource(cr)
                cairo_stroke(cr)
                addCircle(cr, x: anchor.x, y: anchor.y, radius: 2.6)
                MapColor(hex: 0xFFFFFF).setSource(cr)
                cairo_fill_preserve(cr)
                cairo_set_line_width(cr, 1)
                WayDownPalette.ink(a).withAlpha(0.8).setSource(cr)
                cairo_stroke(cr)
            }
            addRoundedRectangle(cr, x: x, y: anchorY - swatch / 2, width: swatch, height: swatch, radius: swatch * 0.25)
            WayDownPalette.color(for: label.layer).setSource(cr)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 1)
            WayDownPalette.ink(a).withAlpha(0.35).setSource(cr)
            cairo_stroke(cr)

            title.show(cr, x: textX, y: top, color: WayDownPalette.ink(a))
            unknown += title.unknownGlyphs
            var y = top + titleHeight
            var right = textX + title.size.width
            for detail in details {
                detail.show(cr, x: textX, y: y, color: WayDownPalette.muted(a))
                unknown += detail.unknownGlyphs
                right = max(right, textX + detail.size.width)
                y += detail.size.height
            }
            rects[order[i]] = MapRect(x: x, y: top, width: min(right, textX + textWidth) - x, height: y - top)
        }
        return (rects, unknown)
    }

    /// A point in the middle of `layer`'s band on the half facing `target`
    /// (or the other half when this half has no such layer, as an ocean
    /// under a land end), in the direction of `target`.
    private static func anchor(
        for layer: EarthLayer, profile: TunnelProfile, center c: MapPoint, radius r: Double, towards target: MapPoint
    ) -> MapPoint {
        var angle = atan2(target.y - c.y, target.x - c.x)
        var column = angle < 0 ? profile.startColumn : profile.endColumn
        if !column.contains(where: { $0.layer == layer }) {
            column = angle < 0 ? profile.endColumn : profile.startColumn
            angle = -angle
        }
        // Thin bands near the surface get a steeper angle so their dot stays
        // clear of the label column's edge; the core's sits mid-way.
        guard let span = column.first(where: { $0.layer == layer }) else { return c }
        let outer = Self.radius(atDepthKm: span.topKm, discRadius: r)
        let inner = Self.radius(atDepthKm: span.bottomKm, discRadius: r)
        let mid = layer == .innerCore ? outer * 0.55 : (outer + inner) / 2
        return MapPoint(x: c.x + mid * cos(angle), y: c.y + mid * sin(angle))
    }

    /// The readout's text, laid out for a card `width` wide in a view whose
    /// shorter side is `short` points. Its sizes are whole points: each new
    /// size is new glyphs to draw and send to the X server inside a frame,
    /// so a resize should meet few.
    func readoutTexts(_ readout: WayDownScene.Readout, _ cr: OpaquePointer, width: Double, short: Double)
        -> ReadoutTexts
    {
        let inner = width - 2 * Self.readoutPadding
        let clockSize = min(max(short * 0.05, 22), 40).rounded()
        let lineSize = min(max(short * 0.019, 11), 14).rounded()
        return (WayDownText(cr, readout.caption.uppercased(), size: lineSize * 0.85, bold: true, width: inner),
                WayDownText(cr, readout.clock, size: clockSize, bold: true, mono: true, width: inner),
                readout.lines.map { WayDownText(cr, $0, size: lineSize, width: inner, maxLines: 2) }, lineSize)
    }

    /// The readout's text laid out: the caption, the clock, the lines, and
    /// the lines' type size in points.
    typealias ReadoutTexts = (caption: WayDownText, clock: WayDownText, lines: [WayDownText], lineSize: Double)

    private static let readoutPadding = 14.0

    /// The readout card's height for its text laid out.
    func readoutHeight(_ texts: ReadoutTexts) -> Double {
        2 * Self.readoutPadding + texts.caption.size.height + texts.clock.size.height + texts.lineSize * 0.5
            + texts.lines.reduce(0) { $0 + $1.size.height + texts.lineSize * 0.35 }
    }

    /// The readout card: a caption, the running clock, and a few lines.
    func drawReadout(
        _ readout: WayDownScene.Readout, _ a: WayDownScene.Appearance, _ cr: OpaquePointer,
        x: Double, top: Double, width: Double, short: Double
    ) -> (MapRect, Int) {
        drawReadout(readoutTexts(readout, cr, width: width, short: short), a, cr, x: x, top: top, width: width)
    }

    /// The readout card from its text laid out already (``readoutTexts(_:_:width:short:)``).
    func drawReadout(
        _ texts: ReadoutTexts, _ a: WayDownScene.Appearance, _ cr: OpaquePointer, x: Double, top: Double, width: Double
    ) -> (MapRect, Int) {
        let pad = Self.readoutPadding
        let (caption, clock, lines, lineSize) = texts
        let lineGap = lineSize * 0.35
        let height = readoutHeight(texts)
        let rect = MapRect(x: x, y: top, width: width, height: height)
        addRoundedRectangle(cr, x: x, y: top, width: width, height: height, radius: 10)
        WayDownPalette.card(a).setSource(cr)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 1)
        WayDownPalette.muted(a).withAlpha(0.25).setSource(cr)
        cairo_stroke(cr)
        var y = top + pad
        caption.show(cr, x: x + pad, y: y, color: WayDownPalette.accent)
        y += caption.size.height
        clock.show(cr, x: x + pad, y: y, color: WayDownPalette.ink(a))
        y += clock.size.height + lineSize * 0.5
        var unknown = caption.unknownGlyphs + clock.unknownGlyphs
        for line in lines {
            line.show(cr, x: x + pad, y: y, color: WayDownPalette.ink(a).withAlpha(0.86))
            unknown += line.unknownGlyphs
            y += line.size.height + lineGap
        }
        return (rect, unknown)
    }
}
