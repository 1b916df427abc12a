#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

/// What a geo-info card says.
public struct GeoInfoCardContent: Hashable, Sendable {
    /// Which state the look-up is in.
    public enum Kind: Hashable, Sendable {
        /// A named place, ocean or sea.
        case place
        /// The look-up is running.
        case lookingUp
        /// The look-up failed.
        case failed
    }

    /// Which state the look-up is in.
    public var kind: Kind
    /// A small accent line above everything: "Where you dig".
    public var eyebrow: String?
    /// The big, bold, white line: "Skjern", "South Pacific Ocean", "Looking up…".
    public var title: String
    /// Smaller lines beneath: region and country, nearest city, coordinates.
    public var lines: [String]

    /// Creates card content.
    public init(kind: Kind, eyebrow: String? = nil, title: String, lines: [String]) {
        self.kind = kind
        self.eyebrow = eyebrow
        self.title = title
        self.lines = lines
    }
}

/// The dark "flip side" card: large white bold centred text on a deep navy
/// background with a faint globe watermark.
///
/// A class because it remembers where it laid out its text in the last draw.
/// Not thread-safe: draw one card from one thread at a time.
///
/// ```swift
/// let card = GeoInfoCard()
/// card.draw(GeoInfoCardContent(kind: .place, title: "Skjern", lines: ["Midtjylland, Denmark"]),
///           in: cr, width: 640, height: 360)
/// ```
public final class GeoInfoCard {
    /// The background's colour at the top edge (and the top corners).
    public static let backgroundTop = MapColor(hex: 0x1D2C47)
    /// The background's colour at the bottom edge (and the bottom corners).
    public static let backgroundBottom = MapColor(hex: 0x0E1628)

    private static let accent = MapColor(hex: 0x46D6BE)
    private static let warning = MapColor(hex: 0xF4B544)

    /// The rectangles (points) where the title and then each line were laid
    /// out in the last draw; empty before the first.
    public private(set) var lastLayout: [MapRect] = []

    /// Pango's count of glyphs with no font in the last draw (0 means every
    /// character, CJK included, found a font).
    public private(set) var lastUnknownGlyphCount = 0

    /// Creates a card.
    public init() {}

    /// Draws the card filling `width` × `height` (points), background
    /// included, with the text centred, wrapped and shrunk to fit.
    ///
    /// The context's state is left unchanged.
    public func draw(_ content: GeoInfoCardContent, in cr: OpaquePointer, width: Double, height: Double) {
        guard width > 0, height > 0 else {
            lastLayout = []
            return
        }
        withSavedState(cr) {
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            drawBackground(content.kind, cr, width, height)
            drawText(content, cr, width, height)
        }
    }

    // MARK: Background

    private func drawBackground(_ kind: GeoInfoCardContent.Kind, _ cr: OpaquePointer, _ w: Double, _ h: Double) {
        withLinearGradient(
            x0: 0, y0: 0, x1: 0, y1: h, stops: [(0, Self.backgroundTop), (1, Self.backgroundBottom)]
        ) { cairo_set_source(cr, $0) }
        cairo_paint(cr)
        // A soft glow behind the text, fading out well before the corners.
        let glowTint = kind == .failed ? MapColor(hex: 0x5A2A36) : MapColor(hex: 0x2C4A72)
        let glowRadius = min(w, h) * 0.75
        withRadialGradient(
            cx0: w / 2, cy0: h * 0.45, r0: 0, cx1: w / 2, cy1: h * 0.45, r1: glowRadius,
            stops: [(0, glowTint.withAlpha(0.55)), (1, glowTint.withAlpha(0))]
        ) { cairo_set_source(cr, $0) }
        cairo_paint(cr)

        // Watermark: a graticule globe, low right, partly off the card.
        let r = min(w, h) * 0.62
        let gx = w - r * 0.55, gy = h - r * 0.5
        withSavedState(cr) {
            cairo_set_line_width(cr, max(0.8, r * 0.006))
            MapColor(hex: 0xA8C8FF, alpha: 0.07).setSource(cr)
            addCircle(cr, x: gx, y: gy, radius: r)
            cairo_stroke(cr)
            // Parallels: horizontal chords.
            for i in -2...2 {
                let y = Double(i) / 3 * r
                let half = (r * r - y * y).squareRoot()
                cairo_move_to(cr, gx - half, gy + y)
                cairo_line_to(cr, gx + half, gy + y)
            }
            cairo_stroke(cr)
            // Meridians: ellipses of shrinking width.
            for f in [1.0 / 3, 2.0 / 3] {
                cairo_save(cr)
                cairo_translate(cr, gx, gy)
                cairo_scale(cr, r * f, r)
                addCircle(cr, x: 0, y: 0, radius: 1)
                cairo_restore(cr)
                cairo_stroke(cr)
            }
            cairo_move_to(cr, gx, gy - r)
            cairo_line_to(cr, gx, gy + r)
            cairo_stroke(cr)
        }

        // A thin accent line along the top edge.
        let edge = kind == .failed ? Self.warning : Self.accent
        withLinearGradient(
            x0: 0, y0: 0, x1: w, y1: 0,
            stops: [(0, edge.withAlpha(0)), (0.5, edge.withAlpha(0.7)), (1, edge.withAlpha(0))]
        ) { cairo_set_source(cr, $0) }
        cairo_rectangle(cr, 0, 0, w, max(1, min(w, h) * 0.006))
        cairo_fill(cr)
    }

    // MARK: Text

    private static let pangoScale = 1024.0

    /// A Pango layout with its text, font and width set, centred and wrapped.
    private func makeLayout(
        _ cr: OpaquePointer, text: String, family: String, bold: Bool, size: Double, width: Double, maxLines: Int32
    ) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * Self.pangoScale)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(width * Self.pangoScale))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, -maxLines)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private func logicalRect(_ layout: OpaquePointer) -> MapRect {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        // The ink may reach past the logical box (accents, italics); take both.
        let x0 = min(ink.x, logical.x), y0 = min(ink.y, logical.y)
        let x1 = max(ink.x + ink.width, logical.x + logical.width)
        let y1 = max(ink.y + ink.height, logical.y + logical.height)
        return MapRect(
            x: Double(x0) / Self.pangoScale, y: Double(y0) / Self.pangoScale,
            width: Double(x1 - x0) / Self.pangoScale, height: Double(y1 - y0) / Self.pangoScale)
    }

    private static func isCoordinateLine(_ line: String) -> Bool {
        line.contains("°") && line.containsASCIIDigit
    }

    private func drawText(_ content: GeoInfoCardContent, _ cr: OpaquePointer, _ w: Double, _ h: Double) {
        let pad = max(12, min(w, h) * 0.08)
        let textWidth = max(10, w - 2 * pad)
        let available = max(10, h - 2 * pad)
        let baseTitle = max(15, min(w * 0.09, h * 0.17, 60))

        var layouts: [OpaquePointer] = []
        defer { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }

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
            titleLayout = makeLayout(
                cr, text: content.title, family: "Sans", bold: true, size: titleSize, width: textWidth, maxLines: 4)
            layouts.append(titleLayout)
            eyebrowLayout = content.eyebrow.map {
                makeLayout(cr, text: $0.uppercased(), family: "Sans", bold: true, size: max(9, lineSize * 0.72),
                           width: textWidth, maxLines: 1)
            }
            if let eyebrowLayout {
                layouts.append(eyebrowLayout)
                eyebrowRect = logicalRect(eyebrowLayout)
                gapEyebrow = titleSize * 0.3
            }
            lineLayouts = content.lines.map { line in
                let mono = Self.isCoordinateLine(line)
                return makeLayout(
                    cr, text: line, family: mono ? "DejaVu Sans Mono, Monospace" : "Sans", bold: false,
                    size: mono ? max(10, lineSize * 0.92) : lineSize, width: textWidth, maxLines: 2)
            }
            layouts += lineLayouts
            titleRect = logicalRect(titleLayout)
            lineRects = lineLayouts.map(logicalRect)
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

        var y = (h - total) / 2
        let cx = w / 2
        var unknown: Int32 = 0

        if let eyebrowLayout {
            let tint = content.kind == .failed ? Self.warning : Self.accent
            show(eyebrowLayout, cr, at: MapPoint(x: pad, y: y - eyebrowRect.y), color: tint.withAlpha(0.9))
            y += eyebrowRect.height + gapEyebrow
        }
        if iconSize > 0 {
            if content.kind == .lookingUp {
                drawSpinner(cr, cx: cx, cy: y + iconSize / 2, radius: iconSize / 2)
            } else {
                drawWarning(cr, cx: cx, cy: y + iconSize / 2, size: iconSize)
            }
            y += iconSize + baseTitle * scale * 0.45
        }

        var rects: [MapRect] = []
        // Title: white, bold; dimmer while looking up. A faint shadow lifts it off the card.
        let titleAlpha = content.kind == .lookingUp ? 0.72 : 1
        let titleOrigin = MapPoint(x: pad, y: y - titleRect.y)
        show(titleLayout, cr, at: MapPoint(x: titleOrigin.x, y: titleOrigin.y + max(1, baseTitle * scale * 0.04)),
             color: MapColor(hex: 0x000000, alpha: 0.35 * titleAlpha))
        show(titleLayout, cr, at: titleOrigin, color: MapColor(hex: 0xFFFFFF, alpha: titleAlpha))
        unknown += pango_layout_get_unknown_glyphs_count(titleLayout)
        rects.append(MapRect(x: pad + titleRect.x, y: y, width: titleRect.width, height: titleRect.height))
        y += titleRect.height

        if !lineRects.isEmpty {
            // A short accent rule between the name and the details.
            let ruleWidth = min(textWidth * 0.3, baseTitle * scale * 1.6)
            let ruleHeight = max(1.5, baseTitle * scale * 0.06)
            let rule = content.kind == .failed ? Self.warning : Self.accent
            addRoundedRectangle(cr, x: cx - ruleWidth / 2, y: y + gapTitle / 2 - ruleHeight / 2,
                                width: ruleWidth, height: ruleHeight, radius: ruleHeight / 2)
            rule.withAlpha(content.kind == .lookingUp ? 0.45 : 0.85).setSource(cr)
            cairo_fill(cr)
            y += gapTitle
        }
        for (index, (layout, rect)) in zip(lineLayouts, lineRects).enumerated() {
            let mono = Self.isCoordinateLine(content.lines[index])
            let color = mono ? MapColor(hex: 0xA9E8DC, alpha: 0.85) : MapColor(hex: 0xDCE6F5, alpha: 0.82)
            show(layout, cr, at: MapPoint(x: pad, y: y - rect.y), color: color)
            unknown += pango_layout_get_unknown_glyphs_count(layout)
            rects.append(MapRect(x: pad + rect.x, y: y, width: rect.width, height: rect.height))
            y += rect.height + gapLine
        }
        lastLayout = rects
        lastUnknownGlyphCount = Int(unknown)
    }

    private func show(_ layout: OpaquePointer, _ cr: OpaquePointer, at origin: MapPoint, color: MapColor) {
        withSavedState(cr) {
            color.setSource(cr)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Eight dots in a ring, fading round it: a spinner caught mid-turn.
    private func drawSpinner(_ cr: OpaquePointer, cx: Double, cy: Double, radius: Double) {
        let dots = 8
        for i in 0..<dots {
            let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(dots)
            let fade = Double(i) / Double(dots - 1)
            let dotRadius = radius * (0.17 - 0.07 * fade)
            addCircle(cr, x: cx + cos(a) * radius * 0.8, y: cy + sin(a) * radius * 0.8, radius: dotRadius)
            Self.accent.mixed(with: MapColor(hex: 0xFFFFFF), fraction: 0.3 * (1 - fade))
                .withAlpha(1 - 0.8 * fade).setSource(cr)
            cairo_fill(cr)
        }
    }

    /// An amber warning triangle with an exclamation mark.
    private func drawWarning(_ cr: OpaquePointer, cx: Double, cy: Double, size: Double) {
        let s = size
        let top = cy - s * 0.45, bottom = cy + s * 0.42
        withSavedState(cr) {
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_move_to(cr, cx, top)
            cairo_line_to(cr, cx + s * 0.52, bottom)
            cairo_line_to(cr, cx - s * 0.52, bottom)
            cairo_close_path(cr)
            cairo_set_line_width(cr, s * 0.12)
            Self.warning.setSource(cr)
            cairo_fill_preserve(cr)
            cairo_stroke(cr)
            // The mark, cut out in the card's dark ink.
            Self.backgroundBottom.setSource(cr)
            cairo_set_line_width(cr, s * 0.11)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(cr, cx, top + s * 0.3)
            cairo_line_to(cr, cx, bottom - s * 0.32)
            cairo_stroke(cr)
            addCircle(cr, x: cx, y: bottom - s * 0.14, radius: s * 0.07)
            cairo_fill(cr)
        }
    }
}

private extension String {
    /// Whether the string contains an ASCII digit.
    var containsASCIIDigit: Bool { unicodeScalars.contains { $0.isASCII && $0.properties.numericType != nil } }
}
