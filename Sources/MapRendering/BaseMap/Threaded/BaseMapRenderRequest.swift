import Geo

/// One base-map render asked of a worker: an area (the view grown by a
/// margin on every side), a scale, the moment whose night it shades and the
/// number that orders requests.
struct BaseMapRenderRequest: Sendable, Equatable {
    /// The area rendered: the view's zoom, its size plus twice `margin`.
    let area: MapViewport
    /// Points the area extends beyond the view it was asked for, per side.
    let margin: Double
    /// Device pixels per point.
    let scale: Double
    /// Increases with every request; a newer rendering replaces an older one.
    let generation: Int
    /// The moment whose night and twilights the rendering shades; nil for
    /// none.
    var moment: SolarMoment? = nil
    /// Whether the land at the antipodes lies over the map.
    var antipodalLand = false
    /// The part of the area drawn, in area points (min x, min y, max x,
    /// max y; on whole device pixels), when only the view's part was (a
    /// first frame, which must be quick); nil when all of it was. The rest
    /// is not painted at all, so the rendering serves only views inside
    /// this part and is composited clipped to it.
    var drawn: SIMD4<Double>? = nil

    /// This request with only the part `viewport` sees drawn, grown to
    /// whole device pixels.
    func drawing(only viewport: MapViewport) -> BaseMapRenderRequest {
        let offset = offset(of: viewport)
        let low = (offset * scale).rounded(.down) / scale
        let high = ((offset + SIMD2(viewport.width, viewport.height)) * scale).rounded(.up) / scale
        var request = self
        request.drawn = SIMD4(
            max(0, low.x), max(0, low.y), min(area.width, high.x), min(area.height, high.y))
        return request
    }

    /// Whether a rendering of this request can still serve a view at
    /// `zoom` and `scale` pixel for pixel (it differs at most by a pan).
    func matches(zoom: Double, scale: Double) -> Bool {
        area.zoom == zoom && self.scale == scale
    }

    /// Whether this request is of use once `newer` was asked for: a render
    /// at the same zoom and scale still covers much of a moving view, one at
    /// another zoom is superseded.
    func isUseful(after newer: BaseMapRenderRequest?) -> Bool {
        guard let newer else { return false }
        return newer.generation == generation || newer.matches(zoom: area.zoom, scale: scale)
    }

    /// Where `viewport`'s top-left corner lies in the area, in points.
    func offset(of viewport: MapViewport) -> SIMD2<Double> {
        SIMD2(area.width, area.height) / 2 + BaseMapRenderer.worldDelta(from: area, to: viewport)
            - SIMD2(viewport.width, viewport.height) / 2
    }

    /// Whether this rendering can go on serving `viewport`: it covers the
    /// view with `slack` to spare and is not far bigger than the view needs.
    /// After a window shrinks, the old rendering still covers the smaller
    /// view, but its surface (and the display's copy of it) would keep the
    /// memory of the largest size ever shown; a rendering sized to the view
    /// replaces it instead.
    func serves(_ viewport: MapViewport, scale: Double, slack: Double = 0) -> Bool {
        covers(viewport, scale: scale, slack: slack) && !isOversized(for: viewport)
    }

    /// Whether the area has over half as many points again as a rendering
    /// made for `viewport` would (the view plus `margin` on every side).
    func isOversized(for viewport: MapViewport) -> Bool {
        let needed = (viewport.width + 2 * margin) * (viewport.height + 2 * margin)
        return area.width * area.height > 1.5 * needed
    }

    /// Whether the area holds `viewport` at its zoom and `scale` with at
    /// least `slack` points to spare on every side.
    func covers(_ viewport: MapViewport, scale: Double, slack: Double = 0) -> Bool {
        guard matches(zoom: viewport.zoom, scale: scale) else { return false }
        let offset = offset(of: viewport)
        // A hair of tolerance: centres that went through a projection round trip.
        let tolerance = 1e-6
        let part = drawn ?? SIMD4(0, 0, area.width, area.height)
        return offset.x >= part.x + slack - tolerance && offset.y >= part.y + slack - tolerance
            && offset.x + viewport.width <= part.z - slack + tolerance
            && offset.y + viewport.height <= part.w - slack + tolerance
    }
}
