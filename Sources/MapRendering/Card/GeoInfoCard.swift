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
/// A class because it remembers where it laid out its text in the last
/// draw, and keeps what is costly to draw again: the background in a surface
/// made like the target (re-made when the size, kind or device scale
/// change), and the text's layouts for the last content and size. On a
/// target where the card lands on whole device pixels, drawing it again is
/// one copy of the background and the kept text shown over it, with the
/// same pixels as drawing it afresh. Cards may share their backgrounds
/// (``GeoInfoCardBackgrounds``), which can also be drawn ahead.
///
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

    static let accent = MapColor(hex: 0x46D6BE)
    static let warning = MapColor(hex: 0xF4B544)

    /// The rectangles (points) where the title and then each line were laid
    /// out in the last draw; empty before the first.
    public private(set) var lastLayout: [MapRect] = []

    /// Pango's count of glyphs with no font in the last draw (0 means every
    /// character, CJK included, found a font).
    public private(set) var lastUnknownGlyphCount = 0

    /// Where the card keeps its backgrounds; possibly shared with other cards.
    public let backgrounds: GeoInfoCardBackgrounds
    private var text: GeoInfoCardText?
    /// How many times the card laid out its text (tests check what is reused).
    private(set) var textLayoutCount = 0

    /// Creates a card that keeps its backgrounds in `backgrounds` (by default
    /// a store of its own).
    public init(backgrounds: GeoInfoCardBackgrounds = GeoInfoCardBackgrounds()) {
        self.backgrounds = backgrounds
    }

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
            // A kept background is copied one for one only onto whole device pixels.
            if let target = SimilarSurfaceTarget(cr), target.isOriginOnPixelGrid,
               let kept = backgrounds.surface(for: content.kind, width: width, height: height, like: target) {
                cairo_set_source_surface(cr, kept, 0, 0)
                cairo_paint(cr)
            } else {
                Self.drawBackground(content.kind, cr, width, height)
            }
            let text = currentText(content, on: cr, width: width, height: height)
            let drawn = text.draw(on: cr)
            lastLayout = drawn.layout
            lastUnknownGlyphCount = drawn.unknownGlyphs
        }
    }

    /// Lays `content` out for a `width` × `height` card drawn on surfaces
    /// like `surface`, keeps it, and draws it once on a card-sized surface
    /// like `surface`, so that its glyphs are rendered and, on an X server,
    /// uploaded: a card drawn later with that content, at that size, on such
    /// a surface only draws the kept text with glyphs already in place. For a
    /// card made ready ahead of the draw a user waits for (a flip's snapshot
    /// of the incoming card, where a first layout and draw of its text costs
    /// many times what a later draw does; `tunnel-bench frames` prints the
    /// flips' snapshots).
    public func layOutAhead(_ content: GeoInfoCardContent, like surface: OpaquePointer, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        let like = SimilarSurfaceTarget(surface: surface)
        // Laid out on a surface of the target's kind (its font options are
        // what the layout depends on), then drawn on one just big enough for
        // the text: glyphs outside a surface's bounds are not drawn, so not
        // rendered either, and a card-sized scratch on a 4K window would be
        // tens of megabytes the X server's allocator keeps once freed.
        guard let probe = like.makeSimilar(content: CAIRO_CONTENT_COLOR_ALPHA, width: 1, height: 1) else { return }
        let probeContext = cairo_create(probe)!
        let band = currentText(content, on: probeContext, width: width, height: height).band
        cairo_destroy(probeContext)
        cairo_surface_destroy(probe)
        // Moved up by whole points, so glyphs fall where a card's draw puts them.
        let top = band.y.rounded(.down)
        guard let scratch = like.makeSimilar(
            content: CAIRO_CONTENT_COLOR_ALPHA, width: width, height: band.y + band.height - top)
        else { return }
        defer { cairo_surface_destroy(scratch) }
        let cr = cairo_create(scratch)!
        defer { cairo_destroy(cr) }
        cairo_translate(cr, 0, -top)
        _ = currentText(content, on: cr, width: width, height: height).draw(on: cr)
    }

    /// The kept text if it holds for `content` at this size on `cr`, or a new
    /// layout of it (then kept).
    private func currentText(_ content: GeoInfoCardContent, on cr: OpaquePointer, width: Double, height: Double)
        -> GeoInfoCardText
    {
        if let text, text.isCurrent(for: content, width: width, height: height, on: cr) { return text }
        // Let the previous layouts go before making new ones.
        text = nil
        let made = GeoInfoCardText(content, on: cr, width: width, height: height)
        text = made
        textLayoutCount += 1
        return made
    }

    /// Draws the card as a first draw would, keeping nothing: the reference
    /// the kept drawings are checked against.
    static func drawAfresh(_ content: GeoInfoCardContent, in cr: OpaquePointer, width: Double, height: Double)
        -> (layout: [MapRect], unknownGlyphs: Int)
    {
        withSavedState(cr) {
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            drawBackground(content.kind, cr, width, height)
            return GeoInfoCardText(content, on: cr, width: width, height: height).draw(on: cr)
        }
    }
}
