import CCairo
public import Dispatch
public import Geo

/// Draws the base map with the rendering done off the calling thread:
/// a worker renders the view, grown by an overscan margin, into a Cairo
/// image surface of its own, and each frame only composites what is ready.
///
/// A frame paints the newest finished rendering: at the view's zoom, at an
/// offset of whole device pixels (a plain copy); at another zoom or scale,
/// scaled and translated into place over the ocean colour, so a zoom shows
/// the previous rendering enlarged or shrunk, never a blank. When the view
/// leaves the rendering (or comes within half the overscan of its edge, or
/// the zoom changed, or the view shrank well inside it), the frame asks the worker for a new one and a later
/// frame swaps it in. A new area at the same zoom lies on the old one's pixel
/// grid, so the swap moves nothing that did not change. Requests carry a
/// generation number: one overtaken before it started is never rendered,
/// one at a zoom the view has left stops at its next layer.
///
/// Night is part of a rendering (``moment``): the worker shades it once,
/// and a frame of a pan or zoom pays nothing for it. A new moment asks for
/// a new rendering, and frames show the last one until it is in.
///
/// The very first frame (and the first after ``invalidate()``) renders on
/// the calling thread, so a window opens complete; it draws only the view's
/// part of its area, and the worker renders the rest straight after. A
/// first frame rendered ahead (``BaseMapFirstRendering``) is adopted instead
/// when it covers the view. Use one instance from one
/// thread (GTK's main thread); `onRenderReady` is called on the worker's
/// queue and should ask that thread for a redraw (`g_idle_add`).
///
/// ```swift
/// let map = ThreadedBaseMapRenderer(atlas: atlas) { MainLoopSource.post { gtk_widget_queue_draw(widget) } }
/// map.draw(viewport, scaleFactor: 2, in: cr)   // every frame
/// ```
public final class ThreadedBaseMapRenderer {
    /// Draws the first frame, the degree labels along the view's edges and
    /// prepares geometry; the worker has a renderer of its own.
    private let renderer: BaseMapRenderer
    /// The edge degree labels' layouts, kept from frame to frame.
    private let edgeLabelLayouts = GraticuleLabelLayouts()
    /// Renders the newest request on a background queue.
    private let worker: NewestRequestWorker<BaseMapRenderRequest, BaseMapRendering>
    /// The map's claim on the level its view draws: moved with the view's
    /// zoom as frames and preparations learn it, ahead of the worker, so
    /// the shared geometry releases a level the map left without waiting
    /// for a render (see ``BaseMapGeometry``).
    private let claim: BaseMapLevelClaim?
    /// Points rendered beyond each edge of the view.
    public let overscan: Double
    /// Where renderings' pixels live and how frames get a surface of them.
    private let surfaces: any BaseMapSurfaces
    private var current: BaseMapRendering?
    /// `current` as ``surfaces`` shows it to a frame's target (an X pixmap
    /// under GTK on X11), made once, so frames paint it server-side instead
    /// of uploading its pixels every frame. Once it is made, `current` lets
    /// go of its own image: the pixels are then the display's alone (on X11
    /// the server's, like a window's content), not also this process's.
    private var display: DisplayCopy?
    /// The newest request made of the worker, to ask no twice for one view.
    private var requested: BaseMapRenderRequest?
    private var generation = 0
    /// The first frame rendered ahead, until the first frame asks for it.
    private var firstRendering: BaseMapFirstRendering?

    /// The moment whose night and twilights the renderings shade, with the
    /// sun where it stands overhead; nil (the default) for none. Set it to
    /// a new minute's moment (``SolarMoment/startOfMinute``) and redraw:
    /// the next frame asks the worker for a rendering shaded for it.
    public var moment: SolarMoment?
    /// Whether the renderings lay the land at the antipodes over the map
    /// (``BaseMapRenderer/draw(_:in:nightShade:antipodalLand:)``); a change
    /// asks for new renderings as a new ``moment`` does.
    public var showsAntipodalLand = false

    /// The labels the last frame showed, in view points (empty while the
    /// frame showed a rendering at another zoom).
    public private(set) var lastPlacedLabels: [MapPlacedLabel] = []
    /// Whether the last frame showed a rendering made for its zoom and scale
    /// that covered the whole view (a plain copy, no scaling, no ocean fill).
    public private(set) var lastFrameWasExact = false
    /// The generation of the rendering the last frame showed (0: none).
    public private(set) var lastFrameGeneration = 0
    /// Whether the first frame showed a rendering made ahead
    /// (``BaseMapFirstRendering``) rather than one made on the spot; nil
    /// before the first frame.
    public private(set) var firstFrameWasRenderedAhead: Bool?

    /// Creates a renderer whose worker runs on `queue` (by default a serial
    /// queue of its own). `overscan` is the margin rendered beyond the view
    /// on every side (0 renders just the view, degree labels included).
    /// `surfaces` says where renderings' pixels live (by default plain image
    /// surfaces, copied once to the display). `firstRendering`, made ahead
    /// for the view the first frame is expected to show, spares that frame
    /// its render when the expectation holds.
    public init(
        atlas: WorldAtlas?, language: Language = .english, overscan: Double = BaseMapRenderer.overscan,
        surfaces: any BaseMapSurfaces = ImageBaseMapSurfaces(), firstRendering: BaseMapFirstRendering? = nil,
        queue: DispatchQueue? = nil, onRenderReady: @escaping @Sendable () -> Void = {}
    ) {
        self.firstRendering = firstRendering
        renderer = BaseMapRenderer(atlas: atlas, language: language, claimsLevels: false)
        claim = atlas.map { BaseMapLevelClaim(on: BaseMapGeometry.shared(for: $0)) }
        self.overscan = max(0, overscan)
        self.surfaces = surfaces
        // The worker's own renderer, used only on its queue, one request at a time.
        nonisolated(unsafe) let workerRenderer = BaseMapRenderer(atlas: atlas, language: language, claimsLevels: false)
        worker = NewestRequestWorker(
            // Below the main thread: on two cores a frame must not wait for a render.
            queue: queue ?? DispatchQueue(label: "maprendering.basemap", qos: .utility),
            isUseful: { request, latest in request.isUseful(after: latest) }, onReady: onRenderReady
        ) { request, isStillUseful in
            BaseMapRendering.render(request, with: workerRenderer, surfaces: surfaces) { !isStillUseful() }
        }
    }

    deinit {
        if let display, display.owned { cairo_surface_destroy(display.surface) }
    }

    /// What the worker did so far.
    public var statistics: Statistics { Statistics(worker.counts) }

    /// Blocks until the worker has finished everything asked of it so far,
    /// and the images of renderings let go of are destroyed (tests and
    /// benchmarks; a frame never waits).
    public func waitUntilIdle() {
        worker.waitUntilIdle()
        BaseMapRendering.waitForReleases()
    }

    /// Drops every rendering and request: the next frame renders afresh on
    /// the calling thread (for example after the language changed).
    public func invalidate() {
        worker.cancelAll()
        current = nil
        requested = nil
        // One made ahead shows what was true before, whatever changed.
        firstRendering = nil
        dropDisplayCopy()
    }

    /// See ``BaseMapRenderer/prepareGeometry(forZoom:priority:)``.
    public func prepareGeometry(forZoom zoom: Double, priority: TaskPriority = .userInitiated) {
        claim?.move(toZoom: zoom)
        renderer.prepareGeometry(forZoom: zoom, priority: priority)
    }

    /// See ``BaseMapRenderer/prepareNeighbourGeometry(forZoom:)``.
    public func prepareNeighbourGeometry(forZoom zoom: Double) {
        claim?.move(toZoom: zoom)
        renderer.prepareNeighbourGeometry(forZoom: zoom)
    }

    /// Paints the base map for `viewport` at `scaleFactor` device pixels per
    /// point into `cr`, from what the worker has ready, and asks the worker
    /// for a new rendering when the view needs one.
    ///
    /// With `asksAhead` false the frame only paints, and its caller asks
    /// with ``requestRendering(of:scaleFactor:)`` once the frame is shown:
    /// a window's first frame does, so that the worker's whole area and the
    /// rest of the window's paint do not compete for the cores.
    public func draw(_ viewport: MapViewport, scaleFactor: Double, in cr: OpaquePointer, asksAhead: Bool = true) {
        let scale = scaleFactor.isFinite && scaleFactor > 0 ? scaleFactor : 1
        claim?.move(toZoom: viewport.zoom)
        adoptReadyRendering(for: viewport)
        if current == nil, let ahead = takeFirstRendering(serving: viewport, scale: scale) {
            current = ahead
            generation = max(generation, ahead.request.generation)
        }
        if current == nil {
            // Only the view's part of the overscanned area: the window waits
            // for this one, and the worker is asked for the whole area at
            // once below (it lies on the same pixel grid, and has the same
            // pixels where the view is, so swapping it in moves nothing).
            let request = makeRequest(for: viewport, scale: scale).drawing(only: viewport)
            current = BaseMapRendering.render(request, with: renderer, surfaces: surfaces)
            // The worker renders from now on: this renderer must not keep a
            // level the geometry releases once the map zooms elsewhere.
            renderer.releaseTakenLevel()
        }
        // Ask ahead: once the view comes within half the overscan of the
        // edge of what is shown and of what was asked for, or once what is
        // shown is far bigger than the view (the window shrank).
        let slack = overscan / 2
        func stillServes(_ request: BaseMapRenderRequest?) -> Bool {
            guard let request else { return false }
            return request.moment == moment && request.antipodalLand == showsAntipodalLand
                && request.serves(viewport, scale: scale, slack: slack)
        }
        if asksAhead, !stillServes(current?.request) && !stillServes(requested) {
            let request = makeRequest(for: viewport, scale: scale)
            requested = request
            worker.submit(request)
        }
        guard let current else { return }
        composite(current, viewport, scale: scale, in: cr)
    }

    /// Asks the worker for a rendering of `viewport` now, ahead of a frame.
    public func requestRendering(of viewport: MapViewport, scaleFactor: Double) {
        claim?.move(toZoom: viewport.zoom)
        let request = makeRequest(for: viewport, scale: scaleFactor)
        requested = request
        worker.submit(request)
    }

    /// At the first frame, the rendering made ahead for it if it serves
    /// `viewport` (waiting for it if it is under way); later, nil.
    private func takeFirstRendering(serving viewport: MapViewport, scale: Double) -> BaseMapRendering? {
        guard firstFrameWasRenderedAhead == nil else { return nil }
        let ahead = firstRendering?.take(serving: viewport, scale: scale)
        firstRendering = nil
        firstFrameWasRenderedAhead = ahead != nil
        return ahead
    }

    /// Takes the worker's finished rendering as the one frames show, unless
    /// a newer one is asked for and this one was made for a view far bigger
    /// than `viewport` (the window shrank while it was rendered): shown, it
    /// would be copied to the display and hold a big window's memory there
    /// (on X11 in the server) until the newer one replaced it.
    private func adoptReadyRendering(for viewport: MapViewport) {
        guard let ready = worker.takeReady(), ready.request.generation > current?.request.generation ?? 0 else { return }
        if current != nil, let requested, requested.generation > ready.request.generation,
           ready.request.isOversized(for: viewport) { return }
        current = ready
    }

    /// A request for `viewport` grown by the overscan. After a pan at the
    /// same zoom and scale its area leads the view by half the overscan in
    /// the pan's direction (a steady glide asks half as often) and lies on
    /// the current rendering's pixel grid, so swapping it in moves nothing.
    private func makeRequest(for viewport: MapViewport, scale: Double) -> BaseMapRenderRequest {
        generation += 1
        var area = viewport
        if let base = current?.request, base.matches(zoom: viewport.zoom, scale: scale) {
            var shift = BaseMapRenderer.worldDelta(from: base.area, to: viewport)
            let length = (shift * shift).sum().squareRoot()
            if length > 0 { shift += shift / length * (overscan / 2) }
            // Whole device pixels from the current area's centre.
            shift = (shift * scale).rounded(.toNearestOrAwayFromZero) / scale
            area = base.area.panned(byX: -shift.x, y: -shift.y)
        }
        area.width = viewport.width + 2 * overscan
        area.height = viewport.height + 2 * overscan
        return BaseMapRenderRequest(
            area: area, margin: overscan, scale: scale, generation: generation, moment: moment,
            antipodalLand: showsAntipodalLand)
    }

    /// Paints `rendering` where `viewport` sees it.
    private func composite(_ rendering: BaseMapRendering, _ viewport: MapViewport, scale: Double, in cr: OpaquePointer) {
        let request = rendering.request
        guard let source = displayCopy(of: rendering, like: cr) else {
            // Neither an image nor a display copy: only when Cairo could not
            // make one. The ocean, and a rendering asked for afresh.
            fillOcean(cr)
            self.current = nil
            return
        }
        lastFrameGeneration = request.generation
        lastFrameWasExact = request.covers(viewport, scale: scale)
        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, viewport.width, viewport.height)
        cairo_clip(cr)
        if request.matches(zoom: viewport.zoom, scale: scale) {
            if !lastFrameWasExact { fillOcean(cr) }
            // Whole device pixels keep the copy sharp: no resampling.
            let offset = request.offset(of: viewport)
            let pixel = (offset * scale + 0.5).rounded(.down)
            if let drawn = request.drawn {
                let origin = pixel / scale
                cairo_rectangle(cr, drawn.x - origin.x, drawn.y - origin.y, drawn.z - drawn.x, drawn.w - drawn.y)
                cairo_clip(cr)
            }
            cairo_scale(cr, source.deviceScale.x / scale, source.deviceScale.y / scale)
            let corner = (rendering.origin - pixel) / source.deviceScale
            cairo_set_source_surface(cr, source.surface, corner.x, corner.y)
            // One to one when the scale matches the device's: the cheapest
            // filter loses nothing and keeps the paint a plain copy.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
            cairo_paint(cr)
            cairo_restore(cr)
            lastPlacedLabels = BaseMapRenderer.labels(rendering.labels, shiftedBy: pixel / scale, into: viewport)
        } else {
            fillOcean(cr)
            // The area's points scaled by the ratio of the world sizes,
            // about the view's centre.
            let area = request.area
            let ratio = viewport.worldSize / area.worldSize
            var delta = (viewport.normalizedCenter - area.normalizedCenter) * area.worldSize
            delta.x -= (delta.x / area.worldSize).rounded() * area.worldSize
            cairo_translate(cr, viewport.width / 2, viewport.height / 2)
            cairo_scale(cr, ratio, ratio)
            cairo_translate(cr, -(area.width / 2 + delta.x), -(area.height / 2 + delta.y))
            let part = request.drawn ?? SIMD4(0, 0, area.width, area.height)
            cairo_rectangle(cr, part.x, part.y, part.z - part.x, part.w - part.y)
            cairo_clip(cr)
            cairo_scale(cr, source.deviceScale.x / request.scale, source.deviceScale.y / request.scale)
            let corner = rendering.origin / source.deviceScale
            cairo_set_source_surface(cr, source.surface, corner.x, corner.y)
            // Scaled in the client (an image: Wayland's buffers are the
            // client's), a zoom's frames take the nearest pixel, for the
            // moment until the new zoom's rendering is in; a server scales
            // smoothly at no cost to the frame.
            let inClient = cairo_surface_get_type(source.surface) == CAIRO_SURFACE_TYPE_IMAGE
            cairo_pattern_set_filter(cairo_get_source(cr), inClient ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
            // The rendering is opaque and the clip is inside it: SOURCE puts
            // its pixels down with no blending, a faster path in the client.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_restore(cr)
            lastPlacedLabels = []
        }
        // The degree labels follow the view's edges, so each frame draws them.
        if request.margin > 0 { renderer.drawEdgeGraticuleLabels(viewport, avoiding: lastPlacedLabels, in: cr, layouts: edgeLabelLayouts) }
    }

    /// A surface to paint `rendering` from, and its device scale (pixels
    /// per unit): the display surface, made on first use, after which the
    /// rendering lets go of its image; nil when there is neither.
    private func displayCopy(of rendering: BaseMapRendering, like cr: OpaquePointer) -> DisplayCopy? {
        let generation = rendering.request.generation
        let shown = display.flatMap { $0.generation == generation ? $0 : nil }
        // Its image gone, a rendering is painted from its display copy into
        // any target, at any device scale (a frame at another scale asks for
        // a new rendering anyway).
        guard let image = rendering.surface else { return shown }
        let target = cairo_get_target(cr)
        let itself = DisplayCopy(generation: generation, surface: image, deviceScale: SIMD2(1, 1), owned: false)
        // Image to image (a flip's snapshot, tests) is a plain copy already;
        // a pixmap there would have to be read back.
        guard let target, cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE else { return itself }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let deviceScale = SIMD2(scaleX, scaleY)
        if let shown, shown.deviceScale == deviceScale { return shown }
        dropDisplayCopy()
        // None to be had: paint the rendering itself.
        guard let surface = surfaces.makeDisplaySurface(for: image, like: target) else { return itself }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return itself
        }
        let made = DisplayCopy(generation: generation, surface: surface, deviceScale: deviceScale, owned: true)
        display = made
        rendering.releaseSurface()
        return made
    }

    private func dropDisplayCopy() {
        if let display, display.owned { cairo_surface_destroy(display.surface) }
        display = nil
    }

    private func fillOcean(_ cr: OpaquePointer) {
        renderer.style.water.setSource(on: cr)
        cairo_paint(cr)
    }
}

/// A rendering's pixels in a surface the frames paint from.
private struct DisplayCopy {
    let generation: Int
    let surface: OpaquePointer
    /// The surface's device scale: pixels per unit of its user space.
    let deviceScale: SIMD2<Double>
    /// Whether the copy is ours to destroy (not the worker's image itself).
    let owned: Bool
}
