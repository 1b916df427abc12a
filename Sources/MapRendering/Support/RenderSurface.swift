import CCairo
import ImageMemory

/// An ARGB32 Cairo image surface that owns its memory, sized in points with
/// a device scale factor so everything drawn into it is crisp on HiDPI.
///
/// Not thread-safe: use one surface from one thread at a time.
public final class RenderSurface {
    /// The underlying `cairo_surface_t*`, for painting this surface elsewhere.
    public let surface: OpaquePointer
    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scaleFactor: Double

    /// Creates a transparent surface of `width`×`height` points at `scaleFactor`.
    ///
    /// Sizes are clamped to at least one pixel so a collapsed widget still
    /// gets a valid surface.
    public convenience init(width: Double, height: Double, scaleFactor: Double = 1) {
        let scale = scaleFactor > 0 && scaleFactor.isFinite ? scaleFactor : 1
        self.init(
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
            scaleFactor: scale)
    }

    /// Creates a transparent surface of exactly `pixelWidth`×`pixelHeight`
    /// device pixels at `scaleFactor`, for artwork laid out on the device
    /// pixel grid, where a size in points could round up a pixel too many.
    public init(pixelWidth: Int, pixelHeight: Int, scaleFactor: Double) {
        let scale = scaleFactor > 0 && scaleFactor.isFinite ? scaleFactor : 1
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scaleFactor = scale
        surface = ImageSurfaces.make(.argb32, width: self.pixelWidth, height: self.pixelHeight)
            ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))!
        cairo_surface_set_device_scale(surface, scale, scale)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Width in points.
    public var width: Double { Double(pixelWidth) / scaleFactor }
    /// Height in points.
    public var height: Double { Double(pixelHeight) / scaleFactor }

    /// Runs `body` with a fresh `cairo_t*` on this surface (in points) and
    /// flushes the surface afterwards so pixel reads see the drawing.
    public func draw<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }
        return try body(cr)
    }

    /// Makes every pixel transparent.
    public func clear() {
        draw { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
        }
    }

    /// The colour of one device pixel, un-premultiplied; transparent black
    /// outside the surface.
    public func pixel(x: Int, y: Int) -> MapColor {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight,
            let data = cairo_image_surface_get_data(surface)
        else { return MapColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = Double((value >> 24) & 0xFF) / 255
        guard a > 0 else { return MapColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return MapColor(
            red: Double((value >> 16) & 0xFF) / 255 / a,
            green: Double((value >> 8) & 0xFF) / 255 / a,
            blue: Double(value & 0xFF) / 255 / a,
            alpha: a)
    }

    /// The colour at a point in points (rounded down to its device pixel).
    public func color(atPoint x: Double, _ y: Double) -> MapColor {
        pixel(x: Int((x * scaleFactor).rounded(.down)), y: Int((y * scaleFactor).rounded(.down)))
    }

    /// Writes the surface as a PNG file; returns whether Cairo succeeded.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }
}
