#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

/// A card's text laid out for one content and size: the layouts the
/// shrink-to-fit loop chose and where they go.
///
/// Kept by the card from draw to draw, because the loop makes a Pango layout
/// per line per try (each with a context of its own) and shapes them all:
/// most of a card's text cost, for a result that depends only on the content,
/// the size and the target's font setup. ``isCurrent(for:width:height:on:)``
/// says whether the kept layouts still hold on a new target.
final class GeoInfoCardText {
    /// The content laid out.
    let content: GeoInfoCardContent
    /// The card's width in points.
    let width: Double
    /// The card's height in points.
    let height: Double

    /// The font setup the layouts were made for: the target's font options
    /// merged with the context's, and the context's linear transformation.
    private let fontOptions: OpaquePointer
    private let transformation: [Double]

    private let title: OpaquePointer
    private let eyebrow: OpaquePointer?
    private let lines: [OpaquePointer]
    private let titleRect: MapRect
    private let eyebrowRect: MapRect
    private let lineRects: [MapRect]
    private let pad: Double
    private let textWidth: Double
    /// The title's size before shrinking, and the shrink factor chosen.
    private let baseTitle: Double
    private let scale: Double
    private let iconSize: Double
    private let gapEyebrow: Double
    private let gapTitle: Double
    private let gapLine: Double
    private let total: Double

    private static let pangoScale = 1024.0

    /// Lays out `content` for a `width` × `height` card drawn on `cr`,
    /// shrinking the text until it fits.
    init(_ content: GeoInfoCardContent, on cr: OpaquePointer, width w: Double, height h: Double) {
        self.content = content
        width = w
        height = h
        fontOptions = Self.fontOptions(of: cr)
        transformation = Self.transformation(of: cr)
        pad = max(12, min(w, h) * 0.08)
        textWidth = max(10, w - 2 * pad)
        let available = max(10, h - 2 * pad)
        baseTitle = max(15, min(w * 0.09, h * 0.17, 60))

        // One Pango context for every try's layouts, as each would make for
        // itself from `cr` (pango_cairo_create_layout): the same layouts,
        // without a context and its font setup per line per try.
        let context = pango_cairo_create_context(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        var layouts: [OpaquePointer] = []
        var scale = 1.0
        var titleLayout: OpaquePointer
        var eyebrowLayout: OpaquePointer?
        var eyebrowRect = MapRect(x: 0, y: 0, width: 0, height: 0)
        var gapEyebrow = 0.0
        var lineLayouts: [OpaquePointer]
        var titleRect: MapRect
        var lineRects: [MapRect]
        var iconSize: Double
        var gapTitle: Double
        var gapLine: Double
        var total: Double
        repeat {
            layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
            layouts = []
            let titleSize = baseTitle * scale
            let lineSize = max(10, titleSize * 0.45)
            titleLayout = Self.makeLayout(
                context, text: content.title, family: "Sans", bold: true, size: titleSize, width: textWidth, maxLines: 4)
            layouts.append(titleLayout)
            let textWidth = textWidth
            eyebrowLayout = content.eyebrow.map {
                Self.makeLayout(context, text: $0.uppercased(), family: "Sans", bold: true, size: max(9, lineSize * 0.72),
                                width: textWidth, maxLines: 1)
            }
            if let eyebrowLayout {
                layouts.append(eyebrowLayout)
                eyebrowRect = Self.logicalRect(eyebrowLayout)
                gapEyebrow = titleSize * 0.3
            }
            lineLayouts = content.lines.map { line in
                let mono = Self.isCoordinateLine(line)
                return Self.makeLayout(
                    context, text: line, family: mono ? "DejaVu Sans Mono, Monospace" : "Sans", bold: false,
                    size: mono ? max(10, lineSize * 0.92) : lineSize, width: textWidth, maxLines: 2)
            }
            layouts += lineLayouts
            titleRect = Self.logicalRect(titleLayout)
            lineRects = lineLayouts.map(Self.logicalRect)
            iconSize = content.kind == .place ? 0 : titleSize * 1.15
            gapTitle = titleSize * 0.55
            gapLine = lineSize * 0.35
            total = (eyebrowLayout == nil ? 0 : eyebrowRect.height + gapEyebrow)
                + (iconSize > 0 ? iconSize + titleSize * 0.45 : 0) + titleRect.height
                + (lineRects.isEmpty ? 0 : gapTitle + lineRects.reduce(0) { $0 + $1.height }
                    + gapLine * Double(lineRects.count - 1))
            // Shrink until it fits; a title cut short by an ellipsis shrinks
            // further too, while it stays comfortably readable.
            let cut = pango_layout_is_ellipsized(titleLayout) != 0
                || lineLayouts.contains { pango_layout_is_ellipsized($0) != 0 }
            if (total <= available && (!cut || scale < 0.55)) || scale < 0.3 { break }
            scale *= 0.9
        } while true
        title = titleLayout
        eyebrow = eyebrowLayout
        lines = lineLayouts
        self.titleRect = titleRect
        self.eyebrowRect = eyebrowRect
        self.lineRects = lineRects
        self.scale = scale
        self.iconSize = iconSize
        self.gapEyebrow = gapEyebrow
        self.gapTitle = gapTitle
        self.gapLine = gapLine
        self.total = total
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
        g_object_unref(UnsafeMutableRawPointer(title))
        if let eyebrow { g_object_unref(UnsafeMutableRawPointer(eyebrow)) }
        lines.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
    }

    /// Whether these layouts hold for `content` at this size on `cr`: Pango
    /// lays text out for the target's font options (hinting, antialiasing)
    /// and the context's transformation (a translation aside), so another
    /// setup there means the kept layouts would not be what a fresh draw makes.
    func isCurrent(for content: GeoInfoCardContent, width: Double, height: Double, on cr: OpaquePointer) -> Bool {
        guard content == self.content, width == self.width, height == self.height,
              Self.transformation(of: cr) == transformation else { return false }
        let options = Self.fontOptions(of: cr)
        defer { cairo_font_options_destroy(options) }
        return cairo_font_options_equal(options, fontOptions) != 0
    }

    /// The font options Pango's Cairo context would take from `cr`: the
    /// target surface's, with the context's own set over them.
    private static func fontOptions(of cr: OpaquePointer) -> OpaquePointer {
        let merged = cairo_font_options_create()!
        if let target = cairo_get_target(cr) { cairo_surface_get_font_options(target, merged) }
        let set = cairo_font_options_create()!
        cairo_get_font_options(cr, set)
        cairo_font_options_merge(merged, set)
        cairo_font_options_destroy(set)
        return merged
    }

    /// The linear part of `cr`'s transformation (Pango ignores the translation).
    private static func transformation(of cr: OpaquePointer) -> [Double] {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return [matrix.xx, matrix.yx, matrix.xy, matrix.yy]
    }

    /// The part of the card the text (and the icon) is drawn in, in the
    /// card's points: its full width, from a little above the first line to
    /// a little below the last, with room for the ink past the logical boxes
    /// and the title's shadow.
    var band: MapRect {
        let margin = baseTitle * scale * 0.25 + 2
        let top = max(0, (height - total) / 2 - margin)
        let bottom = min(height, (height + total) / 2 + margin)
        return MapRect(x: 0, y: top, width: width, height: max(1, bottom - top))
    }

    /// Draws the text (and the spinner or warning icon) on `cr`; returns
    /// where the title and each line went, and Pango's count of glyphs with
    /// no font.
    func draw(on cr: OpaquePointer) -> (layout: [MapRect], unknownGlyphs: Int) {
        let content = content
        var y = (height - total) / 2
        let cx = width / 2
        var unknown: Int32 = 0

        if let eyebrow {
            let tint = content.kind == .failed ? GeoInfoCard.warning : GeoInfoCard.accent
            Self.show(eyebrow, cr, at: MapPoint(x: pad, y: y - eyebrowRect.y), color: tint.withAlpha(0.9))
            y += eyebrowRect.height + gapEyebrow
        }
        if iconSize > 0 {
            if content.kind == .lookingUp {
                GeoInfoCard.drawSpinner(cr, cx: cx, cy: y + iconSize / 2, radius: iconSize / 2)
            } else {
                GeoInfoCard.drawWarning(cr, cx: cx, cy: y + iconSize / 2, size: iconSize)
            }
            y += iconSize + baseTitle * scale * 0.45
        }

        var rects: [MapRect] = []
        // Title: white, bold; dimmer while looking up. A faint shadow lifts it off the card.
        let titleAlpha = content.kind == .lookingUp ? 0.72 : 1
        let titleOrigin = MapPoint(x: pad, y: y - titleRect.y)
        Self.show(title, cr, at: MapPoint(x: titleOrigin.x, y: titleOrigin.y + max(1, baseTitle * scale * 0.04)),
                  color: MapColor(hex: 0x000000, alpha: 0.35 * titleAlpha))
        Self.show(title, cr, at: titleOrigin, color: MapColor(hex: 0xFFFFFF, alpha: titleAlpha))
        unknown += pango_layout_get_unknown_glyphs_count(title)
        rects.append(MapRect(x: pad + titleRect.x, y: y, width: titleRect.width, height: titleRect.height))
        y += titleRect.height

        if !lineRects.isEmpty {
            // A short accent rule between the name and the details.
            let ruleWidth = min(textWidth * 0.3, baseTitle * scale * 1.6)
            let ruleHeight = max(1.5, baseTitle * scale * 0.06)
            let rule = content.kind == .failed ? GeoInfoCard.warning : GeoInfoCard.accent
            addRoundedRectangle(cr, x: cx - ruleWidth / 2, y: y + gapTitle / 2 - ruleHeight / 2,
                                width: ruleWidth, height: ruleHeight, radius: ruleHeight / 2)
            rule.withAlpha(content.kind == .lookingUp ? 0.45 : 0.85).setSource(cr)
            cairo_fill(cr)
            y += gapTitle
        }
        for (index, (layout, rect)) in zip(lines, lineRects).enumerated() {
            let mono = Self.isCoordinateLine(content.lines[index])
            let color = mono ? MapColor(hex: 0xA9E8DC, alpha: 0.85) : MapColor(hex: 0xDCE6F5, alpha: 0.82)
            Self.show(layout, cr, at: MapPoint(x: pad, y: y - rect.y), color: color)
            unknown += pango_layout_get_unknown_glyphs_count(layout)
            rects.append(MapRect(x: pad + rect.x, y: y, width: rect.width, height: rect.height))
            y += rect.height + gapLine
        }
        return (rects, Int(unknown))
    }

    // MARK: Layouts

    /// A Pango layout with its text, font and width set, centred and wrapped.
    private static func makeLayout(
        _ context: OpaquePointer, text: String, family: String, bold: Bool, size: Double, width: Double, maxLines: Int32
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * pangoScale)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(width * pangoScale))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, -maxLines)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private static func logicalRect(_ layout: OpaquePointer) -> MapRect {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        // The ink may reach past the logical box (accents, italics); take both.
        let x0 = min(ink.x, logical.x), y0 = min(ink.y, logical.y)
        let x1 = max(ink.x + ink.width, logical.x + logical.width)
        let y1 = max(ink.y + ink.height, logical.y + logical.height)
        return MapRect(
            x: Double(x0) / pangoScale, y: Double(y0) / pangoScale,
            width: Double(x1 - x0) / pangoScale, height: Double(y1 - y0) / pangoScale)
    }

    private static func isCoordinateLine(_ line: String) -> Bool {
        line.contains("°") && line.containsASCIIDigit
    }

    private static func show(_ layout: OpaquePointer, _ cr: OpaquePointer, at origin: MapPoint, color: MapColor) {
        withSavedState(cr) {
            color.setSource(cr)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}

private extension String {
    /// Whether the string contains an ASCII digit.
    var containsASCIIDigit: Bool { unicodeScalars.contains { $0.isASCII && $0.properties.numericType != nil } }
}
