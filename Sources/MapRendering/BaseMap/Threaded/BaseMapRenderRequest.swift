/// One base-map render asked of a worker: an area (the view grown by a
/// margin on every side), a scale and the number that orders requests.
struct BaseMapRenderRequest: Sendable, Equatable {
    /// The area rendered: the view's zoom, its size plus twice `margin`.
    let area: MapViewport
    /// Points the area extends beyond the view it was asked for, per side.
    let margin: Double
    /// Device pixels per point.
    let scale: Double
    /// Increases with every request; a newer rendering replaces an older one.
    let generation: Int

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
        return offset.x >= slack - tolerance && offset.y >= slack - tolerance
            && offset.x + viewport.width <= area.width - slack + tolerance
            && offset.y + viewport.height <= area.height - slack + tolerance
    }
}
