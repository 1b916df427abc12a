import CGtk
import ImageMemory

/// An image in memory, with transparency, at a number of device pixels per point.
///
/// ```swift
/// let page = ImageSurface(width: 400, height: 600, scale: 2)
/// page.draw { context in painter.paint(in: context) }
/// context.setSource(page)
/// context.paint()
/// ```
public final class ImageSurface: Surface {
    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double

    /// A transparent image of `pixelWidth` × `pixelHeight` device pixels
    /// drawn in points `scale` pixels wide (at least one pixel each way).
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        // A window-sized snapshot's pages go back to the system with it.
        super.init(
            adopting: ImageSurfaces.make(.argb32, width: self.pixelWidth, height: self.pixelHeight)
                ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))!)
        cairo_surface_set_device_scale(cairoPointer, scale, scale)
    }

    /// A transparent image of `width` × `height` points at `scale`, its
    /// pixel size rounded up.
    public convenience init(width: Double, height: Double, scale: Double = 1) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.init(pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)), scale: scale)
    }

    /// Width in points.
    public var width: Double { Double(pixelWidth) / scale }

    /// Height in points.
    public var height: Double { Double(pixelHeight) / scale }

    /// The colour of the device pixel at (`x`, `y`), un-premultiplied,
    /// components in 0...1; transparent black outside the image.
    public func pixel(x: Int, y: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return (0, 0, 0, 0) }
        // Cairo may hold drawing back until the memory is asked for.
        cairo_surface_flush(cairoPointer)
        guard let data = cairo_image_surface_get_data(cairoPointer) else { return (0, 0, 0, 0) }
        let stride = Int(cairo_image_surface_get_stride(cairoPointer))
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let alpha = Double(value >> 24 & 0xFF) / 255
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func component(_ shift: UInt32) -> Double { Double(value >> shift & 0xFF) / 255 / alpha }
        return (component(16), component(8), component(0), alpha)
    }

    /// Writes the image to a PNG file at `path`; false when it could not.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(cairoPointer, path) == CAIRO_STATUS_SUCCESS
    }
}
