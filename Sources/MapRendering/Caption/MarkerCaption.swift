import CCairo

/// A small pill under a map marker naming where it stands ("Skjern",
/// "South Pacific Ocean"), so the antipode map says where you come out even
/// when it shows nothing but water.
///
/// Drawn with Pango (font fallback covers Chinese), white with a soft
/// shadow, kept inside the view: below the marker, or above it near the
/// bottom edge.
public struct MarkerCaption: Sendable {
    /// The words in the pill.
    public var text: String
    /// Font size in points.
    public var fontSize: Double

    /// The gap between the marker's anchor and the pill (more for a marker
    /// that extends below its anchor, as the X does).
    public var gap: Double

    /// Creates a caption.
    public init(text: String, fontSize: Double = MarkerCaption.defaultFontSize, gap: Double = 8) {
        self.text = text
        self.fontSize = fontSize
        self.gap = gap
    }
    /// Space kept between the pill and the view's edges.
    public static let margin = 6.0

    /// The pill's frame for a marker anchored at (`anchorX`, `anchorY`) in a
    /// view of `viewWidth` × `viewHeight` points, and the text layout's size.
    public func frame(
        in cr: OpaquePointer, anchorX: Double, anchorY: Double, viewWidth: Double, viewHeight: Double
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let layout = makeLayout(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return frame(for: textSize(layout), anchorX: anchorX, anchorY: anchorY, viewWidth: viewWidth, viewHeight: viewHeight)
    }

    /// Draws the pill. Leaves the context's state as it found it.
    /// `layouts`, kept by the caller from frame to frame, saves making and
    /// shaping the text's layout every frame; `pills`, kept likewise, saves
    /// drawing the pill's shapes into a target that is not an image (see
    /// ``MarkerCaptionPills``).
    public func draw(
        in cr: OpaquePointer, anchorX: Double, anchorY: Double, viewWidth: Double, viewHeight: Double,
        layouts: MarkerCaptionLayouts? = nil, pills: MarkerCaptionPills? = nil
    ) {
        guard !text.isEmpty else { return }
        let kept = layouts?.update(for: cr) ?? false
        let layout = kept ? layouts!.layout(LayoutKey(text: text, fontSize: fontSize), configure: configure) : makeLayout(cr)
        defer { if !kept { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        let size = textSize(layout)
        var pill = frame(for: size, anchorX: anchorX, anchorY: anchorY, viewWidth: viewWidth, viewHeight: viewHeight)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let pills, let shown = pills.paint(width: pill.width, height: pill.height, atX: pill.x, y: pill.y, in: cr) {
            // The kept pill lies on whole device pixels: the text goes with it.
            pill.x = shown.x
            pill.y = shown.y
        } else {
            Self.drawPill(in: cr, x: pill.x, y: pill.y, width: pill.width, height: pill.height)
        }
        cairo_set_source_rgb(cr, 0.13, 0.16, 0.22)
        cairo_move_to(cr, pill.x + (pill.width - size.width) / 2, pill.y + (pill.height - size.height) / 2)
        pango_cairo_show_layout(cr, layout)
    }

    /// How far the pill's shadow and border reach beyond its frame, in points.
    static let pillOverhang = 2.0

    /// The pill's shadow, white fill and faint border, for a pill framed at
    /// (`x`, `y`) `width`×`height` points.
    static func drawPill(in cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        let radius = height / 2
        // Shadow: the same shape, offset and faint.
        addRoundedRectangle(cr, x: x, y: y + 1.5, width: width, height: height, radius: radius)
        cairo_set_source_rgba(cr, 0.05, 0.08, 0.15, 0.22)
        cairo_fill(cr)
        addRoundedRectangle(cr, x: x, y: y, width: width, height: height, radius: radius)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.94)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 0.11, 0.14, 0.20, 0.18)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    private var horizontalPadding: Double { fontSize * 0.8 }
    private var verticalPadding: Double { fontSize * 0.35 }

    private func frame(
        for size: (width: Double, height: Double), anchorX: Double, anchorY: Double, viewWidth: Double, viewHeight: Double
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let width = min(size.width + 2 * horizontalPadding, max(0, viewWidth - 2 * Self.margin))
        let height = size.height + 2 * verticalPadding
        var x = anchorX - width / 2
        x = min(max(x, Self.margin), max(Self.margin, viewWidth - Self.margin - width))
        var y = anchorY + gap
        if y + height > viewHeight - Self.margin {
            // Near the bottom edge: above the marker, clear of its figure.
            y = anchorY - gap - height - 56
        }
        y = min(max(y, Self.margin), max(Self.margin, viewHeight - Self.margin - height))
        return (x, y, width, height)
    }

    private func makeLayout(_ cr: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        configure(layout)
        return layout
    }

    /// The captions' size unless one is given, in points.
    public static let defaultFontSize = 12.0

    /// The captions' face at `size` points; the caller frees it.
    static func fontDescription(size: Double) -> OpaquePointer {
        let description = pango_font_description_from_string("Sans Bold")!
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }

    /// Sets the caption's face, text and width limit on `layout`.
    func configure(_ layout: OpaquePointer) {
        let description = Self.fontDescription(size: fontSize)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_width(layout, Int32(320 * Double(PANGO_SCALE)))
    }

    private func textSize(_ layout: OpaquePointer) -> (width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return (Double(logical.width), Double(logical.height))
    }
}

extension MarkerCaption {
    /// What a kept caption layout shows: the text at one size.
    public struct LayoutKey: Hashable, Sendable {
        let text: String
        let fontSize: Double
    }
}

/// The layout of the caption a map shows, kept from frame to frame by one
/// thread (GTK's) and made again when the text or its size changes.
public typealias MarkerCaptionLayouts = PangoLayoutCache<MarkerCaption.LayoutKey>

extension PangoLayoutCache where Key == MarkerCaption.LayoutKey {
    /// A cache of the one caption shown.
    public convenience init() { self.init(capacity: 1) }
}
