import CCairo
import ImageMemory

/// The part of the way down that does not move while the digger falls —
/// background, cut, shaft, the ends' names and the layers' labels — drawn
/// once per size and scene, on any thread, and painted under every frame.
///
/// Made on the thread that renders it (a worker's, or the painting one) and
/// handed over whole; from then on used only on the painting thread, which
/// makes its display surface and lets go of its image there.
final class WayDownStill: @unchecked Sendable {
    // @unchecked: the image and the digger's images are written only before
    // the hand-over; the display surface is made and dropped, and the
    // digger's images painted, on the painting thread alone, and Cairo's
    // reference counting is atomic.

    /// What a still depends on: the view's size and scale, the readout's
    /// room above the cut, and the scene without what changes as the digger
    /// falls.
    struct Key: Hashable, Sendable {
        var width: Double
        var height: Double
        /// Device pixels per point.
        var scale: Double
        var readoutHeight: Double
        /// The scene with its readout, distances and caption cleared.
        var scene: WayDownScene

        /// The key of `scene` in a view of `width` × `height` points at
        /// `scale`, with `readoutHeight` points above the cut for the readout.
        init(_ scene: WayDownScene, width: Double, height: Double, scale: Double, readoutHeight: Double) {
            self.width = width
            self.height = height
            self.scale = scale
            self.readoutHeight = readoutHeight
            var still = scene
            still.readout = WayDownScene.Readout(clock: "", caption: "", lines: [])
            still.distanceKm = 0
            still.uniformDistanceKm = nil
            still.uniformCaption = ""
            self.scene = still
        }

        /// Where things go in the view.
        var geometry: WayDownGeometry { WayDownGeometry(width: width, height: height, readoutHeight: readoutHeight) }
    }

    let key: Key
    /// Each label's box, in the scene's label order.
    let labelRects: [MapRect]
    /// Glyphs with no font in the still's text.
    let unknownGlyphs: Int
    /// The falling digger's images, drawn with the still on a worker, by
    /// the painter's key (step across × steps + step down): he falls
    /// straight down the shaft, so one column of steps is all he needs.
    let diggerImages: [Int: MarkerArtwork.Image]
    /// The rendering, device pixel for pixel, with no device scale of its
    /// own; nil once a display surface shows it.
    private var image: OpaquePointer?
    /// The display surface and its device scale, once made.
    private var display: (surface: OpaquePointer, scale: SIMD2<Double>)?

    private init(
        key: Key, image: OpaquePointer, labelRects: [MapRect], unknownGlyphs: Int, diggerImages: [Int: MarkerArtwork.Image]
    ) {
        self.key = key
        self.image = image
        self.labelRects = labelRects
        self.unknownGlyphs = unknownGlyphs
        self.diggerImages = diggerImages
    }

    deinit {
        if let image { cairo_surface_destroy(image) }
        if let display { cairo_surface_destroy(display.surface) }
    }

    /// Draws the still for `key` into a surface from `surfaces` (a plain
    /// image surface when it has none), and with `withDigger` the falling
    /// digger's images too (drawn in a frame, each came with its first
    /// paint at that step). Thread-safe: text is laid out with the calling
    /// thread's Pango font map.
    static func render(_ key: Key, surfaces: any BaseMapSurfaces, withDigger: Bool = false) -> WayDownStill {
        let pixelWidth = Int32(max(1, (key.width * key.scale).rounded(.up)))
        let pixelHeight = Int32(max(1, (key.height * key.scale).rounded(.up)))
        let image = surfaces.makeRenderingSurface(width: pixelWidth, height: pixelHeight)
            ?? ImageSurfaces.make(.rgb24, width: Int(pixelWidth), height: Int(pixelHeight))
            ?? cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight)!
        let cr = cairo_create(image)!
        cairo_scale(cr, key.scale, key.scale)
        let scene = key.scene, geometry = key.geometry
        WayDownPalette.paintBackground(scene.appearance, height: key.height, in: cr)
        let c = geometry.center, r = geometry.radius, margin = geometry.margin
        WayDownPainter.drawCut(scene.profile, cr, center: c, radius: r)
        WayDownPainter.drawShaft(cr, center: c, radius: r)
        var unknown = WayDownPainter.drawEnds(
            scene, cr, center: c, radius: r, size: geometry.nameSize, clearance: geometry.diggerSize * 1.05)
        var rects: [MapRect] = []
        if geometry.showsLabels {
            let labelX = geometry.labelX
            let (labelRects, labelUnknown) = WayDownPainter.drawLabels(
                scene, cr, center: c, radius: r, x: labelX, width: key.width - margin - labelX,
                bounds: (margin, key.height - margin))
            rects = labelRects
            unknown += labelUnknown
        }
        cairo_destroy(cr)
        cairo_surface_flush(image)
        var diggerImages: [Int: MarkerArtwork.Image] = [:]
        if withDigger {
            let steps = MarkerArtwork.imageSteps
            let column = MarkerArtwork.Placement(anchor: MapPoint(x: c.x, y: 0), scale: key.scale).stepX
            let artwork = MarkerArtwork(kind: .digger, size: geometry.diggerSize)
            for row in 0..<steps {
                diggerImages[column * steps + row] = artwork.image(lift: 0, scale: key.scale, stepX: column, stepY: row)
            }
        }
        return WayDownStill(key: key, image: image, labelRects: rects, unknownGlyphs: unknown, diggerImages: diggerImages)
    }

    /// Paints the still into `cr`, whose user space is the view's points:
    /// at its own place when `geometry` is the one it was drawn for,
    /// otherwise moved and scaled so its cut lies on `geometry`'s (what a
    /// frame shows while the still for a new size is being drawn). The
    /// first paint into a display's surface makes the still's display
    /// surface there with `surfaces` and lets go of the image.
    func paint(in cr: OpaquePointer, as geometry: WayDownGeometry, surfaces: any BaseMapSurfaces) {
        guard let (source, deviceScale) = source(like: cr, surfaces: surfaces) else { return }
        let own = key.geometry
        cairo_save(cr)
        if own != geometry {
            let k = geometry.radius / own.radius
            cairo_translate(cr, geometry.center.x, geometry.center.y)
            cairo_scale(cr, k, k)
            cairo_translate(cr, -own.center.x, -own.center.y)
        }
        cairo_scale(cr, deviceScale.x / key.scale, deviceScale.y / key.scale)
        cairo_set_source_surface(cr, source, 0, 0)
        // Moved into place for the moment a resize's still takes, it is
        // scaled by the nearest pixel: into a window the X server scales
        // it, and scaling it bilinearly takes the server long enough to
        // hold up the frames after.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The display surface shown in windows, if one was made (tests).
    var displaySurface: OpaquePointer? { display?.surface }

    /// What to paint from into `cr` and its pixels per unit: the display
    /// surface, made now for a display's target, or the image itself.
    private func source(like cr: OpaquePointer, surfaces: any BaseMapSurfaces) -> (OpaquePointer, SIMD2<Double>)? {
        guard let image else { return display.map { ($0.surface, $0.scale) } }
        // Image to image is a plain copy already; a pixmap there would have
        // to be read back.
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE else {
            return (image, SIMD2(1, 1))
        }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard let surface = surfaces.makeDisplaySurface(for: image, like: target) else { return (image, SIMD2(1, 1)) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return (image, SIMD2(1, 1))
        }
        display = (surface, SIMD2(scaleX, scaleY))
        // The display holds the pixels now (on X11 the server does).
        cairo_surface_destroy(image)
        self.image = nil
        return (surface, SIMD2(scaleX, scaleY))
    }
}
