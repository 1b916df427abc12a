import CCairo

extension MarkerArtwork {
    /// Sub-positions per device pixel, along each axis, that a marker's
    /// images are drawn at: a quarter pixel is closer than the eye sees.
    public static let imageSteps = 4

    /// Where a marker anchored at a view point is painted: the whole device
    /// pixel its image goes to, and the quarter-pixel step of the anchor
    /// within it, which picks the image.
    ///
    /// A marker moving by a fraction of a pixel keeps its image until the
    /// anchor crosses into the next step, so dragging draws at most
    /// `imageSteps`² images per lift.
    public struct Placement: Hashable, Sendable {
        /// The column of the anchor's whole device pixel.
        public let pixelX: Double
        /// The row of the anchor's whole device pixel.
        public let pixelY: Double
        /// The anchor's step within its pixel, rightwards, `0 ..< imageSteps`.
        public let stepX: Int
        /// The anchor's step within its pixel, downwards, `0 ..< imageSteps`.
        public let stepY: Int

        /// The placement of a marker anchored at `anchor` (points) on a
        /// surface of `scale` device pixels per point.
        public init(anchor: MapPoint, scale: Double) {
            let steps = Double(MarkerArtwork.imageSteps)
            let quarterX = (anchor.x * scale * steps).rounded(), quarterY = (anchor.y * scale * steps).rounded()
            pixelX = (quarterX / steps).rounded(.down)
            pixelY = (quarterY / steps).rounded(.down)
            stepX = Int(quarterX - pixelX * steps)
            stepY = Int(quarterY - pixelY * steps)
        }
    }

    /// The artwork drawn once into a small client-side image, to be painted
    /// at whole device pixels.
    ///
    /// Drawn into a window's X pixmap directly, Cairo would read back and
    /// upload the pixels under every one of its fills; painted from the
    /// image, which goes up to the X server once (``KeptUpload``), a frame
    /// is one composite. Not thread-safe: hand it from the thread that drew
    /// it to the one that paints it, then use it there only.
    public final class Image {
        /// The pixels.
        public let surface: RenderSurface
        /// Where the image's top-left corner lies relative to the anchor's
        /// whole device pixel, in points on the device pixel grid.
        public let origin: MapPoint
        /// The lift it was drawn at, in points.
        public let lift: Double
        /// The anchor's rightward step it was drawn for (``Placement/stepX``).
        public let stepX: Int
        /// The anchor's downward step it was drawn for (``Placement/stepY``).
        public let stepY: Int

        /// The pixels as frames paint them (see ``KeptUpload``).
        private let upload = KeptUpload()

        init(surface: RenderSurface, origin: MapPoint, lift: Double, stepX: Int, stepY: Int) {
            self.surface = surface
            self.origin = origin
            self.lift = lift
            self.stepX = stepX
            self.stepY = stepY
        }

        /// The kept upload, if one was made (tests).
        var uploadedSurface: OpaquePointer? { upload.surface }

        /// Device pixels per point it was drawn at.
        public var scale: Double { surface.scaleFactor }

        /// Whether it serves a marker at `placement`, lifted by `lift`, at `scale`.
        public func serves(_ placement: Placement, lift: Double, scale: Double) -> Bool {
            placement.stepX == stepX && placement.stepY == stepY && lift == self.lift && scale == self.scale
        }

        /// Paints it for a marker at `placement` on `cr`, a context in points
        /// whose device pixels it was drawn for.
        public func paint(in cr: OpaquePointer, at placement: Placement) {
            cairo_set_source_surface(
                cr, upload.source(of: surface, like: cr), placement.pixelX / scale + origin.x, placement.pixelY / scale + origin.y)
            // Whole device pixels one to one: nothing to filter.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
            cairo_paint(cr)
        }
    }

    /// The artwork lifted by `lift` points, drawn into an image of `scale`
    /// device pixels per point for an anchor `stepX`, `stepY` quarter pixels
    /// into its device pixel (``Placement``).
    public func image(lift: Double, scale: Double, stepX: Int, stepY: Int) -> Image {
        let bounds = paintFrame(anchoredAt: MapPoint(x: 0, y: 0), lift: lift)
        // A point of room (the sub-pixel shift stays within it), and the
        // corner on the device pixel grid.
        let origin = MapPoint(x: ((bounds.x - 1) * scale).rounded(.down) / scale, y: ((bounds.y - 1) * scale).rounded(.down) / scale)
        let surface = RenderSurface(
            pixelWidth: Int(((bounds.x + bounds.width + 1 - origin.x) * scale).rounded(.up)),
            pixelHeight: Int(((bounds.y + bounds.height + 1 - origin.y) * scale).rounded(.up)),
            scaleFactor: scale)
        surface.draw { cr in
            cairo_translate(cr, -origin.x, -origin.y)
            let steps = Double(Self.imageSteps)
            draw(in: cr, anchoredAt: MapPoint(x: Double(stepX) / steps / scale, y: Double(stepY) / steps / scale), lift: lift)
        }
        return Image(surface: surface, origin: origin, lift: lift, stepX: stepX, stepY: stepY)
    }
}
