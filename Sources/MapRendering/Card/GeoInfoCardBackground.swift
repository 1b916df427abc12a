#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

extension GeoInfoCard {
    /// Paints the background: the gradient, the glow behind the text, the
    /// globe watermark and the accent line along the top edge.
    static func drawBackground(_ kind: GeoInfoCardContent.Kind, _ cr: OpaquePointer, _ w: Double, _ h: Double) {
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
}

/// Card backgrounds kept in surfaces made like the target they are painted
/// on (`cairo_surface_create_similar`: on X11 a pixmap in the server, so
/// painting one is a copy there), each drawn once per size, kind and device
/// scale.
///
/// A background is full-card gradients, a glow and a stroked watermark: the
/// costliest part of a card to draw, for pixels that depend on nothing
/// else. Cards may share one store (two panes of one size then draw their
/// background once), and a store can draw a background ahead of the card's
/// first draw with ``prepare(_:width:height:like:)``, so that draw (a flip's
/// snapshot) is a copy. At most four are kept, the least recently used
/// going first, and none bigger than the size drawn last: after a window
/// shrinks, the display server does not keep its big backgrounds. Use a
/// store from one thread only.
public final class GeoInfoCardBackgrounds {
    /// What a kept background's pixels depend on.
    private struct Key: Equatable {
        var width: Double
        var height: Double
        var kind: GeoInfoCardContent.Kind
        var scale: Double
        var surfaceType: cairo_surface_type_t
    }

    /// The kept backgrounds, most recently used last.
    private var kept: [(key: Key, surface: OpaquePointer)] = []
    private static let capacity = 4
    /// How many backgrounds this store has drawn (tests check what is reused).
    private(set) var drawCount = 0

    /// Creates an empty store.
    public init() {}

    deinit { kept.forEach { cairo_surface_destroy($0.surface) } }

    /// Draws the background for `kind` at `width` × `height` points ahead of
    /// a card's draw on a surface like `surface` (same backend and device
    /// scale), unless it is kept already.
    public func prepare(_ kind: GeoInfoCardContent.Kind, width: Double, height: Double, like surface: OpaquePointer) {
        guard width > 0, height > 0 else { return }
        _ = self.surface(for: kind, width: width, height: height, like: SimilarSurfaceTarget(surface: surface))
    }

    /// The background for `kind` at `width` × `height` points, like `target`,
    /// drawn now if none kept matches; nil if Cairo cannot make it.
    func surface(
        for kind: GeoInfoCardContent.Kind, width: Double, height: Double, like target: SimilarSurfaceTarget
    ) -> OpaquePointer? {
        let wanted = Key(width: width, height: height, kind: kind, scale: target.scale,
                         surfaceType: cairo_surface_get_type(target.surface))
        // A card drawn smaller than before: the bigger backgrounds are for a
        // window that has shrunk, and cost the display server the most.
        for entry in kept where entry.key.width * entry.key.height > width * height {
            cairo_surface_destroy(entry.surface)
        }
        kept.removeAll { $0.key.width * $0.key.height > width * height }
        if let index = kept.firstIndex(where: { $0.key == wanted }) {
            let entry = kept.remove(at: index)
            kept.append(entry)
            return entry.surface
        }
        // Opaque content: the background covers every pixel, and a copy of
        // opaque pixels is the same on a target with or without alpha (a
        // snapshot's surface has alpha, the window's paint buffer none).
        guard let made = drawn(kind, width: width, height: height, into: target.makeSimilar(
            content: CAIRO_CONTENT_COLOR, width: width, height: height))
        else { return nil }
        drawCount += 1
        if kept.count >= Self.capacity { cairo_surface_destroy(kept.removeFirst().surface) }
        kept.append((wanted, made))
        return made
    }

    /// `surface` with the background for `kind` drawn in it, or nil (and
    /// `surface` destroyed) when Cairo could not make it.
    private func drawn(
        _ kind: GeoInfoCardContent.Kind, width: Double, height: Double, into surface: OpaquePointer?
    ) -> OpaquePointer? {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The same clip as a direct draw, so a fractional edge matches too.
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_clip(cr)
        GeoInfoCard.drawBackground(kind, cr, width, height)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// The sizes of the backgrounds kept, least recently used first.
    var keptSizes: [(width: Double, height: Double)] {
        kept.map { ($0.key.width, $0.key.height) }
    }
}
