import Geo
import Locking

/// One map's first frame, rendered ahead on a start-up worker for a view
/// predicted before the map exists; its ``ThreadedBaseMapRenderer`` adopts it
/// at its first frame instead of rendering on the calling thread.
///
/// Made by ``BaseMapFirstRenderings``, which renders or gives it up. A
/// renderer takes it only if its first frame lies inside the predicted view
/// at the predicted scale and zoom; any other first frame is rendered on the
/// spot, as without one.
public final class BaseMapFirstRendering: Sendable {
    /// The view the map's first frame is expected to show.
    public let viewport: MapViewport
    /// Device pixels per point expected for it.
    public let scaleFactor: Double
    /// What is rendered: the view's part of its overscanned area, as a first
    /// frame on the spot would (the worker renders the whole area next).
    let request: BaseMapRenderRequest

    /// The rendering once made, or nil when it was given up; handed over
    /// once, to the map's renderer.
    private let made = MadeAhead<BaseMapRendering?>()

    init(viewport: MapViewport, scaleFactor: Double, overscan: Double, moment: SolarMoment?, antipodalLand: Bool) {
        self.viewport = viewport
        self.scaleFactor = scaleFactor
        var area = viewport
        area.width = viewport.width + 2 * overscan
        area.height = viewport.height + 2 * overscan
        request = BaseMapRenderRequest(
            area: area, margin: overscan, scale: scaleFactor, generation: 1, moment: moment, antipodalLand: antipodalLand)
            .drawing(only: viewport)
    }

    /// Renders it with `renderer` on the calling thread, or gives it up when
    /// `renderer` is nil; once. `beforeLabels` runs after the map's areas
    /// are painted and before any text is laid out.
    func render(with renderer: BaseMapRenderer?, surfaces: any BaseMapSurfaces, beforeLabels: () -> Void = {}) {
        let rendering = renderer.flatMap {
            BaseMapRendering.render(request, with: $0, surfaces: surfaces, beforeLabels: beforeLabels)
        }
        made.fulfil(rendering)
    }

    /// The rendering, if it covers `viewport` at `scale` pixel for pixel:
    /// waits while it is being made (it is under way, and would otherwise be
    /// made twice). Nil when it does not cover the view, was given up or was
    /// taken before.
    func take(serving viewport: MapViewport, scale: Double) -> BaseMapRendering? {
        guard request.covers(viewport, scale: scale) else { return nil }
        return made.take() ?? nil
    }
}
