import CCairo

/// Vector artwork for a map marker — the digger or the antipode X — with its
/// anchor (the exact map point it stands for), halo, shadow and lifted state.
///
/// Geometry is in points; drawing honours the context's device scale, so the
/// artwork is crisp at any scale factor.
///
/// ```swift
/// let digger = MarkerArtwork(kind: .digger)
/// digger.draw(in: cr, anchoredAt: MapPoint(x: 320, y: 200), lift: 0)
/// if digger.hitTest(pointer, anchoredAt: anchor) { startDrag() }
/// ```
public struct MarkerArtwork: Hashable, Sendable {
    /// Which marker.
    public enum Kind: Hashable, Sendable {
        /// The pictogram man with a shovel; anchored at the spot he digs.
        case digger
        /// The red X at the antipode; anchored at its centre.
        case antipode
    }

    /// Which marker this is.
    public var kind: Kind
    /// Height of the digger, or width of the X, in points.
    public var size: Double

    /// The lift used while dragging, as the original (10 points).
    public static let dragLift: Double = 10

    /// Creates marker artwork; the default sizes suit a map pane at 1x.
    public init(kind: Kind, size: Double? = nil) {
        self.kind = kind
        self.size = size ?? (kind == .digger ? 54 : 26)
    }

    private var pictogram: Pictogram {
        kind == .digger ? DiggerPictogram.pictogram : CrossPictogram.pictogram
    }

    /// Points per design unit.
    private var scale: Double { size / 100 }

    private static let halo = 2.0

    /// The body's bounds (halo included, shadow excluded) when anchored at
    /// `anchor` and lifted by `lift` points.
    public func bodyFrame(anchoredAt anchor: MapPoint, lift: Double = 0) -> MapRect {
        let b = pictogram.designBounds
        return MapRect(
            x: anchor.x + b.x * scale, y: anchor.y - lift + b.y * scale,
            width: b.width * scale, height: b.height * scale
        ).insetBy(-Self.halo)
    }

    /// Everything the marker may paint (halo and shadow included), for
    /// invalidating just that area when the marker moves.
    public func paintFrame(anchoredAt anchor: MapPoint, lift: Double = 0) -> MapRect {
        let shadow = shadowParameters(lift: lift)
        let body = bodyFrame(anchoredAt: anchor, lift: lift)
        let shadowRect = MapRect(
            x: body.x + shadow.offset.x, y: body.y + shadow.offset.y, width: body.width, height: body.height)
        return body.union(shadowRect).insetBy(-(shadow.blur + 2))
    }

    /// Whether a view point is on the marker, for starting a drag.
    ///
    /// Generous by design: a pointer within the body's frame (plus `slop`
    /// points) counts, because the figure's thin limbs are hard to hit.
    public func hitTest(_ point: MapPoint, anchoredAt anchor: MapPoint, lift: Double = 0, slop: Double = 4) -> Bool {
        bodyFrame(anchoredAt: anchor, lift: lift).insetBy(-slop).contains(point)
    }

    private func shadowParameters(lift: Double) -> (offset: MapPoint, blur: Double, opacity: Double) {
        let l = max(0, lift)
        // A lifted marker's shadow stays on the ground: it drops by the lift,
        // spreads and fades, as a real object's would.
        return (MapPoint(x: 0.4 * l, y: 1.5 + l), 2.5 + 0.3 * l, max(0.18, 0.42 - 0.015 * l))
    }

    /// Draws the marker with its anchor at `anchor`, raised by `lift` points.
    ///
    /// The context's state (source, transform, clip) is left unchanged.
    public func draw(in cr: OpaquePointer, anchoredAt anchor: MapPoint, lift: Double = 0) {
        let shadow = shadowParameters(lift: lift)
        withSavedState(cr) {
            cairo_translate(cr, anchor.x, anchor.y - max(0, lift))
            pictogram.draw(
                cr, scale: scale, halo: Self.halo, haloColor: MapColor(hex: 0xFFFFFF),
                shadowOffset: shadow.offset, shadowBlur: shadow.blur, shadowOpacity: shadow.opacity)
        }
    }

    /// The colour that identifies the marker in pixels (tests, accessibility
    /// descriptions): the digger's ink or the X's red.
    public var characteristicColor: MapColor {
        kind == .digger ? DiggerPictogram.ink : CrossPictogram.red
    }
}
