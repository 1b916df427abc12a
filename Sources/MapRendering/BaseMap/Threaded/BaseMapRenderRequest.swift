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
