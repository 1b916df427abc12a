#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The numbers one render needs: where normalised world positions land in
/// the view, and which copies of the world (the view may cross ±180° or be
/// wider than the world) are visible.
struct BaseMapFrame {
    let viewport: MapViewport
    /// World width in points.
    let worldSize: Double
    /// The view's top-left corner in world points of copy 0 (may be negative).
    let originX: Double
    let originY: Double
    /// World copies that intersect the view: copy k is shifted by k worlds.
    let copies: ClosedRange<Int>
    /// Extra points around the view within which geometry still counts as
    /// visible, so strokes and label halos at the edge are not cut off.
    let margin: Double
    /// The part of the view that is drawn, in view points (min x, min y,
    /// max x, max y): the whole view, or less for a render that must be
    /// quick (the first frame draws the window's part of an overscanned
    /// area). Labels are still placed over the whole view, and paths keep
    /// the whole view's vertices, so what is drawn matches a whole render
    /// pixel for pixel.
    let drawn: SIMD4<Double>

    init(viewport: MapViewport, margin: Double = 8, drawn: SIMD4<Double>? = nil) {
        self.viewport = viewport
        self.margin = margin
        self.drawn = drawn ?? SIMD4(0, 0, viewport.width, viewport.height)
        worldSize = viewport.worldSize
        let c = viewport.normalizedCenter
        originX = c.x * worldSize - viewport.width / 2
        originY = c.y * worldSize - viewport.height / 2
        let first = Int(((originX - margin) / worldSize).rounded(.down))
        let last = Int(((originX + viewport.width + margin) / worldSize).rounded(.down))
        copies = first...max(first, last)
    }

    /// The view's x offset for copy `k`: view x = normalised x × worldSize + offset.
    func offsetX(copy k: Int) -> Double { Double(k) * worldSize - originX }

    /// The view's y offset: view y = normalised y × worldSize + offset.
    var offsetY: Double { -originY }

    /// The visible part of copy `k` in normalised coordinates (min x, min y,
    /// max x, max y), margin included, for culling by box.
    func visibleBox(copy k: Int) -> SIMD4<Double> {
        let m = margin
        return SIMD4(
            (originX - m) / worldSize - Double(k), (originY - m) / worldSize,
            (originX + viewport.width + m) / worldSize - Double(k), (originY + viewport.height + m) / worldSize)
    }

    /// The drawn part of copy `k` in normalised coordinates, margin
    /// included: features outside it are not drawn (but may still be
    /// labelled, see ``visibleBox(copy:)``).
    func drawnBox(copy k: Int) -> SIMD4<Double> {
        let m = margin
        return SIMD4(
            (originX + drawn.x - m) / worldSize - Double(k), (originY + drawn.y - m) / worldSize,
            (originX + drawn.z + m) / worldSize - Double(k), (originY + drawn.w + m) / worldSize)
    }

    /// Whether a box in view points (a label, a dot) touches the drawn part
    /// of the view, margin included.
    func isDrawn(_ box: SIMD4<Double>) -> Bool {
        Self.intersects(box, SIMD4(drawn.x - margin, drawn.y - margin, drawn.z + margin, drawn.w + margin))
    }

    /// The view rect grown by the margin, in view points (min x, min y, max x, max y).
    var clipBox: SIMD4<Double> {
        SIMD4(-margin, -margin, viewport.width + margin, viewport.height + margin)
    }

    /// Whether two boxes (min x, min y, max x, max y) overlap.
    static func intersects(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool {
        a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
    }
}
