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

    init(viewport: MapViewport, margin: Double = 8) {
        self.viewport = viewport
        self.margin = margin
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

    /// The view rect grown by the margin, in view points (min x, min y, max x, max y).
    var clipBox: SIMD4<Double> {
        SIMD4(-margin, -margin, viewport.width + margin, viewport.height + margin)
    }

    /// Whether two boxes (min x, min y, max x, max y) overlap.
    static func intersects(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool {
        a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
    }
}
