#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
public import Dispatch
import Geo

/// Draws the way down to scale: the Earth cut along the great circle through
/// both ends, its layers as concentric bands (the crust of each half chosen
/// by its end), the straight tunnel through the centre, labelled layers,
/// the two ends named, a readout, and the digger at his current depth.
///
/// The top half of the cut lies below the start, the bottom half below the
/// antipode. What does not move while the digger falls is a still picture
/// drawn once per size and scene, in the frame that first needs it or, with
/// a worker, ahead of it (``prepare(_:width:height:scale:measuringWith:)``);
/// each frame paints the still and draws the fallen stretch, the readout and
/// the digger. A class because it remembers the still and where it put
/// things in the last draw (tests and hit-testing read ``lastLayout``). Use
/// an instance from one thread, the one that paints.
///
/// ```swift
/// let painter = WayDownPainter()
/// painter.draw(scene, in: cr, width: 1000, height: 760)
/// ```
public final class WayDownPainter {
    /// Where the last draw put things, in points.
    public struct Layout: Hashable, Sendable {
        /// The centre of the cut.
        public var center: MapPoint
        /// The Earth's radius on screen.
        public var radius: Double
        /// Each label's box, in the scene's label order.
        public var labelRects: [MapRect]
        /// The readout card.
        public var readoutRect: MapRect
        /// Where the digger stands on the tunnel.
        public var diggerAnchor: MapPoint
        /// The uniform Earth's caption beside its ring, if one is drawn.
        public var uniformCaptionRect: MapRect?
    }

    /// The last draw's layout; nil before the first.
    public private(set) var lastLayout: Layout?
    /// Whether the last draw drew the still picture itself rather than
    /// painting one drawn before or by the worker.
    public private(set) var lastFrameDrewStill = false
    /// Whether the last draw painted the still made for it (not the one
    /// before, moved into place or with the names it had).
    public private(set) var lastFrameWasExact = false
    /// Whether the still the last draw needed was asked for already (or
    /// is the one it painted): a caller that asks ahead need not again.
    public private(set) var lastFrameStillRequested = false
    /// Glyphs with no font in the last draw (0: every character found one).
    public private(set) var lastUnknownGlyphCount = 0

    /// Where stills' pixels live and how frames get a surface of them.
    private let surfaces: any BaseMapSurfaces
    /// Draws stills off the painting thread; nil: each is drawn in the frame
    /// that first needs it.
    private let worker: NewestRequestWorker<WayDownStill.Key, WayDownStill>?
    /// The still frames paint from: the one for their key, or while that is
    /// being drawn, the one before, moved into place.
    private var still: WayDownStill?
    /// The newest still asked of the worker.
    private var requested: WayDownStill.Key?
    /// Stills drawn in frames (not by the worker).
    private var stillsDrawnInFrames = 0

    /// The falling digger's images for `diggerImagesKey`, by quarter-pixel
    /// step: drawn straight into a window, his shadow's distance field and
    /// masks would be drawn again in every frame of the fall.
    private var diggerImages: [Int: MarkerArtwork.Image] = [:]
    private var diggerImagesKey: (size: Double, scale: Double)?
    /// How many digger images frames drew themselves (tests).
    private(set) var diggerImagesDrawnInFrames = 0

    /// The still's display surface, if one was made (tests).
    var stillDisplaySurface: OpaquePointer? { still?.displaySurface }

    /// How many times the still picture — everything that does not move
    /// while the digger falls — was drawn, in frames or by the worker
    /// (tests check it is reused).
    public var stillRenderCount: Int {
        stillsDrawnInFrames + (worker.map { $0.counts.completed + $0.counts.discarded } ?? 0)
    }

    /// Creates a painter that draws the still picture in the first frame
    /// that needs it, into plain images (copied once to a display).
    public init() {
        surfaces = ImageBaseMapSurfaces()
        worker = nil
    }

    /// Creates a painter that draws the still picture on `queue` (by
    /// default a serial queue of its own) into surfaces from `surfaces`, and
    /// calls `onStillReady` there when one is ready: ask the painting thread
    /// for a redraw. A frame whose still is not ready paints the one before,
    /// moved and scaled so the cut lies where it will (a resize), or the
    /// names and labels it had (a scene just named); only a first frame
    /// with no still at all and none prepared draws its own.
    public init(
        surfaces: any BaseMapSurfaces, queue: DispatchQueue? = nil, onStillReady: @escaping @Sendable () -> Void
    ) {
        self.surfaces = surfaces
        worker = NewestRequestWorker(
            // Below the painting thread: on two cores a frame must not wait for a still.
            queue: queue ?? DispatchQueue(label: "maprendering.waydown", qos: .utility),
            // Only the newest request's still is ever taken.
            isUseful: { key, latest in key == latest }, onReady: onStillReady
        ) { key, _ in
            WayDownStill.render(key, surfaces: surfaces, withDigger: true)
        }
    }

    /// Asks the worker for the still a frame of `scene` will need in a
    /// view of `width` × `height` points at `scale` device pixels per point,
    /// ahead of that frame. `cr` measures the readout: a context on a
    /// surface like the frames' target, so its text measures as theirs.
    /// Does nothing for a painter without a worker.
    public func prepare(_ scene: WayDownScene, width: Double, height: Double, scale: Double, measuringWith cr: OpaquePointer) {
        guard let worker, width > 0, height > 0 else { return }
        let key = stillKey(scene, cr, width: width, height: height, scale: scale).key
        guard key != requested else { return }
        requested = key
        if key != still?.key { worker.submit(key) }
        // While the worker draws.
        warmText(scene, key.geometry, in: cr)
    }

    /// Draws, into `cr`, the text frames of `scene` will draw while the
    /// digger falls — the readout with every digit, capital and layer name,
    /// and the uniform Earth's caption — so its faces are loaded on this
    /// thread, and its glyphs rasterised and, into a window, sent to the X
    /// server, before any frame needs them: otherwise the first frame, and
    /// then each frame that meets a new glyph, pays for it.
    private func warmText(_ scene: WayDownScene, _ g: WayDownGeometry, in cr: OpaquePointer) {
        let digits = "0123456789"
        var text = scene
        text.readout = WayDownScene.Readout(
            clock: digits + ":" + scene.readout.clock,
            caption: "ABCDEFGHIJKLMNOPQRSTUVWXYZ " + scene.readout.caption,
            // The ellipsis ends a line too long for a narrow card.
            lines: [digits + ".,…"] + scene.readout.lines + scene.labels.map(\.title))
        text.uniformDistanceKm = scene.profile.lengthKm / 2
        withSavedState(cr) {
            _ = drawReadout(
                text.readout, scene.appearance, cr, x: 0, top: 0, width: g.readoutWidth, short: min(g.width, g.height))
            _ = drawUniformGhost(text, cr, center: MapPoint(x: 0, y: 0), radius: g.radius, captionRadius: g.radius)
        }
    }

    /// Takes the still the worker finished, if any; returns whether the
    /// painter now has the still it asked for last.
    @discardableResult
    public func adoptReadyStill() -> Bool {
        // Only the newest request's: one finished after a frame drew its own is stale.
        if let ready = worker?.takeReady(), ready.key == requested { still = ready }
        return still != nil && still?.key == requested
    }

    /// Lets go of the still and the digger's images, and of any still the
    /// worker finishes for a request made before: for a view no longer
    /// shown (on X11 the still's pixels are the server's: a view-sized
    /// image at the device scale). The next frame or preparation starts
    /// afresh.
    public func releaseStill() {
        still = nil
        requested = nil
        _ = worker?.takeReady()
        diggerImages = [:]
        diggerImagesKey = nil
    }

    /// Blocks until the worker has drawn every still asked of it so far
    /// (tests and benchmarks; a frame never waits).
    public func waitUntilIdle() { worker?.waitUntilIdle() }

    /// On-screen radius of the sphere `depthKm` below the surface, for a cut of `radius` points.
    public static func radius(atDepthKm depthKm: Double, discRadius radius: Double) -> Double {
        radius * (1 - min(max(depthKm, 0), TunnelProfile.radiusKm) / TunnelProfile.radiusKm)
    }

    /// The still's key for a frame of `scene` in a view of `width` × `height`,
    /// and in a tall view, where the readout sits above the cut and its
    /// height places the cut, the readout's text laid out to measure it.
    private func stillKey(_ scene: WayDownScene, _ cr: OpaquePointer, width: Double, height: Double, scale: Double)
        -> (key: WayDownStill.Key, readout: ReadoutTexts?)
    {
        guard WayDownGeometry.isPortrait(width: width, height: height) else {
            return (WayDownStill.Key(scene, width: width, height: height, scale: scale, readoutHeight: 0), nil)
        }
        let texts = readoutTexts(
            scene.readout, cr, width: WayDownGeometry.readoutWidth(width: width, height: height), short: min(width, height))
        let readoutHeight = WayDownGeometry.readoutHeight(card: readoutHeight(texts), width: width, height: height)
        return (WayDownStill.Key(scene, width: width, height: height, scale: scale, readoutHeight: readoutHeight), texts)
    }

    /// Draws `scene` filling `width` × `height` points; the context's state
    /// is left unchanged. With a worker, a frame whose still is not ready
    /// asks for it, or with `asksAhead` false leaves that to its caller
    /// (``prepare(_:width:height:scale:measuringWith:)``), for example
    /// once a resize has come to rest: a still drawn for every size a
    /// resize passes through keeps a core busy while the frames need it.
    public func draw(
        _ scene: WayDownScene, in cr: OpaquePointer, width: Double, height: Double, asksAhead: Bool = true
    ) {
        guard width > 0, height > 0 else {
            lastLayout = nil
            return
        }
        withSavedState(cr) {
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            var scaleX = 1.0, scaleY = 1.0
            cairo_surface_get_device_scale(cairo_get_target(cr), &scaleX, &scaleY)
            let (key, measuredReadout) = stillKey(scene, cr, width: width, height: height, scale: scaleX)
            let g = key.geometry
            var drewStill = false
            defer { lastFrameDrewStill = drewStill }
            adoptReadyStill()
            if still?.key != key {
                if let worker, still != nil {
                    if asksAhead, requested != key {
                        requested = key
                        worker.submit(key)
                    }
                } else {
                    still = WayDownStill.render(key, surfaces: surfaces)
                    stillsDrawnInFrames += 1
                    requested = key
                    drewStill = true
                }
            }
            lastFrameStillRequested = requested == key
            guard let still else { return }
            lastFrameWasExact = still.key == key
            if still.key.geometry != g {
                // The one before, moved into place, does not cover the view.
                WayDownPalette.paintBackground(scene.appearance, height: height, in: cr)
            }
            still.paint(in: cr, as: g, surfaces: surfaces)

            let digger = drawFallen(scene, cr, center: g.center, radius: g.radius)
            // Text is sized as in the still painted (the one before, while a
            // resize's is drawn), whose glyphs are drawn already.
            let type = still.key.geometry
            let diggerBody = MarkerArtwork(kind: .digger, size: type.diggerSize).bodyFrame(anchoredAt: digger)
            let (ghostCaption, ghostUnknown) = drawUniformGhost(
                scene, cr, center: g.center, radius: g.radius, captionRadius: type.radius, clearOf: diggerBody)
            // A tall view's readout was laid out to key the still: in that type, it is drawn as laid out.
            let typeShort = min(type.width, type.height)
            let readoutTexts = measuredReadout.flatMap { typeShort == min(width, height) ? $0 : nil }
                ?? readoutTexts(scene.readout, cr, width: g.readoutWidth, short: typeShort)
            // Beside the cut the card starts level with its top, but moves up
            // as far as the margin to keep its last line in a short view.
            let besideTop = min(g.center.y - g.radius, g.height - g.margin - readoutHeight(readoutTexts))
            let (readout, readoutUnknown) = drawReadout(
                readoutTexts, scene.appearance, cr, x: g.margin,
                top: g.portrait ? g.margin : max(g.margin, besideTop), width: g.readoutWidth)
            // Sized as in the still, too: his images come with it.
            paintDigger(size: type.diggerSize, at: digger, scale: scaleX, in: cr)
            lastLayout = Layout(
                center: g.center, radius: g.radius, labelRects: still.labelRects, readoutRect: readout, diggerAnchor: digger,
                uniformCaptionRect: ghostCaption)
            lastUnknownGlyphCount = still.unknownGlyphs + readoutUnknown + ghostUnknown
        }
    }

    /// Paints the digger of `size` points anchored at `anchor` from his
    /// image for that step of the device pixel: kept, drawn with the still
    /// on the worker, or drawn now.
    private func paintDigger(size: Double, at anchor: MapPoint, scale: Double, in cr: OpaquePointer) {
        if diggerImagesKey?.size != size || diggerImagesKey?.scale != scale {
            diggerImages = [:]
            diggerImagesKey = (size, scale)
        }
        let placement = MarkerArtwork.Placement(anchor: anchor, scale: scale)
        let key = placement.stepX * MarkerArtwork.imageSteps + placement.stepY
        let drawnWithStill = still.flatMap { $0.key.geometry.diggerSize == size && $0.key.scale == scale ? $0 : nil }
        let image = diggerImages[key] ?? drawnWithStill?.diggerImages[key] ?? {
            diggerImagesDrawnInFrames += 1
            return MarkerArtwork(kind: .digger, size: size).image(
                lift: 0, scale: scale, stepX: placement.stepX, stepY: placement.stepY)
        }()
        diggerImages[key] = image
        image.paint(in: cr, at: placement)
    }

    // MARK: The cut

    /// Fills both halves layer by layer, outermost first, then shades the disc.
    static func drawCut(_ profile: TunnelProfile, _ cr: OpaquePointer, center c: MapPoint, radius r: Double) {
        // A faint atmosphere so the surface reads as an edge, not a cut-out:
        // a ring, as the layers cover the rest (pixman works a gradient out
        // pixel by pixel, so the ring costs its own pixels, not the disc's).
        withRadialGradient(
            cx0: c.x, cy0: c.y, r0: r, cx1: c.x, cy1: c.y, r1: r * 1.06,
            stops: [(0, MapColor(hex: 0x7FB8E6, alpha: 0.35)), (1, MapColor(hex: 0x7FB8E6, alpha: 0))]
        ) { cairo_set_source(cr, $0) }
        addCircle(cr, x: c.x, y: c.y, radius: r * 1.06)
        addCircle(cr, x: c.x, y: c.y, radius: r - 1)
        withSavedState(cr) {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
        }

        // The antipode's column as whole discs, then the start's over the top
        // half: the halves cannot leave a gap between them.
        // Each: its spans, the arc filled, and the arc of its hairlines (the
        // half that stays visible).
        let halves: [([LayerSpan], fill: (Double, Double), hairline: (Double, Double))] = [
            (profile.endColumn, (0, 2 * .pi), (0, .pi)),
            (profile.startColumn, (.pi, 2 * .pi), (.pi, 2 * .pi)),
        ]
        for (column, fill, hairline) in halves {
            for span in column {
                let radius = Self.radius(atDepthKm: span.topKm, discRadius: r)
                cairo_move_to(cr, c.x, c.y)
                cairo_arc(cr, c.x, c.y, radius, fill.0, fill.1)
                cairo_close_path(cr)
                WayDownPalette.color(for: span.layer).setSource(cr)
                cairo_fill(cr)
            }
            // Hairlines between layers keep thin neighbours apart.
            cairo_set_line_width(cr, max(0.6, r * 0.003))
            MapColor(hex: 0xFFFFFF, alpha: 0.28).setSource(cr)
            for span in column.dropFirst() {
                cairo_new_sub_path(cr)
                cairo_arc(cr, c.x, c.y, Self.radius(atDepthKm: span.topKm, discRadius: r), hairline.0, hairline.1)
            }
            cairo_stroke(cr)
        }

        // Light from the upper left: a soft highlight and a darker limb,
        // smooth enough to be worked out at a quarter of the resolution.
        addCircle(cr, x: c.x, y: c.y, radius: r)
        fillSmoothly(cr, within: MapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) { shading in
            withRadialGradient(
                cx0: c.x - r * 0.35, cy0: c.y - r * 0.4, r0: 0, cx1: c.x, cy1: c.y, r1: r,
                stops: [(0, MapColor(hex: 0xFFFFFF, alpha: 0.10)), (0.7, MapColor(hex: 0xFFFFFF, alpha: 0)),
                        (1, MapColor(hex: 0x000000, alpha: 0.10))]
            ) { cairo_set_source(shading, $0) }
            cairo_paint(shading)
        }
        cairo_set_line_width(cr, max(1, r * 0.006))
        MapColor(hex: 0x3A2A1E, alpha: 0.55).setSource(cr)
        addCircle(cr, x: c.x, y: c.y, radius: r)
        cairo_stroke(cr)
    }

    private static func shaftWidth(_ r: Double) -> Double { max(2.5, r * 0.016) }

    /// The shaft from end to end, dark, with a light edge against the layers.
    static func drawShaft(_ cr: OpaquePointer, center c: MapPoint, radius r: Double) {
        let width = Self.shaftWidth(r)
        withSavedState(cr) {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(cr, width + 2)
            MapColor(hex: 0xFFFFFF, alpha: 0.45).setSource(cr)
            cairo_move_to(cr, c.x, c.y - r)
            cairo_line_to(cr, c.x, c.y + r)
            cairo_stroke(cr)
            cairo_set_line_width(cr, width)
            WayDownPalette.shaft.withAlpha(0.88).setSource(cr)
            cairo_move_to(cr, c.x, c.y - r)
            cairo_line_to(cr, c.x, c.y + r)
            cairo_stroke(cr)
        }
    }

    /// The stretch already fallen, in the accent colour, and the centre's
    /// mark; returns where the digger is.
    private func drawFallen(_ scene: WayDownScene, _ cr: OpaquePointer, center c: MapPoint, radius r: Double) -> MapPoint {
        let length = scene.profile.lengthKm
        let fraction = min(max(scene.distanceKm.isFinite ? scene.distanceKm / length : 0, 0), 1)
        let top = c.y - r
        let y = top + 2 * r * fraction
        let width = Self.shaftWidth(r)
        withSavedState(cr) {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            if y > top + 0.5 {
                cairo_set_line_width(cr, width * 0.6)
                WayDownPalette.accent.setSource(cr)
                cairo_move_to(cr, c.x, top)
                cairo_line_to(cr, c.x, y)
                cairo_stroke(cr)
            }
            // The centre, where the fall is fastest.
            addCircle(cr, x: c.x, y: c.y, radius: width * 1.3)
            MapColor(hex: 0xFFFFFF, alpha: 0.9).setSource(cr)
            cairo_fill(cr)
        }
        return MapPoint(x: c.x, y: y)
    }

    /// Where the uniform Earth's fall is at the same moment: a hollow ring
    /// on the shaft, captioned to its left, clear of `digger` (the falling
    /// digger's body, drawn over it afterwards: near the surface the two
    /// falls are close). Returns the caption's box, if one was drawn, and
    /// its glyphs with no font.
    private func drawUniformGhost(
        _ scene: WayDownScene, _ cr: OpaquePointer, center c: MapPoint, radius r: Double, captionRadius: Double,
        clearOf digger: MapRect? = nil
    ) -> (MapRect?, Int) {
        guard let distance = scene.uniformDistanceKm, distance.isFinite else { return (nil, 0) }
        let fraction = min(max(distance / scene.profile.lengthKm, 0), 1)
        let y = c.y - r + 2 * r * fraction
        let ring = Self.shaftWidth(r) * 1.9
        var unknown = 0
        var captionRect: MapRect?
        withSavedState(cr) {
            addCircle(cr, x: c.x, y: y, radius: ring)
            WayDownPalette.uniformGhost.withAlpha(0.35).setSource(cr)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, max(1.5, ring * 0.35))
            WayDownPalette.uniformGhost.setSource(cr)
            cairo_stroke(cr)
            guard !scene.uniformCaption.isEmpty else { return }
            // Sized by `captionRadius` in whole points, as the readout's text is.
            let text = WayDownText(cr, scene.uniformCaption, size: min(max(captionRadius * 0.04, 10), 13).rounded())
            let size = text.size
            var right = c.x - ring - 6
            let top = y - size.height / 2 - 1, bottom = top + size.height + 2
            if let digger, top < digger.maxY, digger.y < bottom { right = min(right, digger.x - 8) }
            let x = right - size.width
            // A soft backing keeps the caption legible on any layer.
            let backing = MapRect(x: x - 4, y: top, width: size.width + 8, height: size.height + 2)
            addRoundedRectangle(cr, x: backing.x, y: backing.y, width: backing.width, height: backing.height,
                                radius: backing.height / 2)
            MapColor(hex: 0xFFFFFF, alpha: 0.7).setSource(cr)
            cairo_fill(cr)
            text.show(cr, x: x, y: y - size.height / 2, color: MapColor(hex: 0x2A2420))
            unknown = text.unknownGlyphs
            captionRect = backing
        }
        return (captionRect, unknown)
    }

    /// The two ends' dots and names, above (clear of the standing digger) and below the cut.
    static func drawEnds(
        _ scene: WayDownScene, _ cr: OpaquePointer, center c: MapPoint, radius r: Double, size: Double, clearance: Double
    ) -> Int {
        let ink = WayDownPalette.ink(scene.appearance)
        var unknown = 0
        for (name, isTop) in [(scene.startName, true), (scene.endName, false)] {
            let y = isTop ? c.y - r : c.y + r
            addCircle(cr, x: c.x, y: y, radius: max(3, size * 0.3))
            (isTop ? WayDownPalette.accent : CrossPictogram.red).setSource(cr)
            cairo_fill(cr)
            let text = WayDownText(cr, name, size: size, bold: true, width: r * 2.6, centred: true)
            let extent = text.size
            let gap = size * 0.55
            text.show(cr, x: c.x - r * 1.3, y: isTop ? y - gap - clearance - extent.height : y + gap, color: ink)
            unknown += text.unknownGlyphs
        }
        return unknown
    }
}
