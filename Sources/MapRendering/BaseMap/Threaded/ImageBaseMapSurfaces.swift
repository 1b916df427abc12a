import CCairo
import ImageMemory

/// The default ``BaseMapSurfaces``: renderings in plain Cairo image
/// surfaces, each copied once into a surface similar to the frame's target
/// (an X pixmap under GTK on X11), so frames paint it server-side instead of
/// uploading its pixels every frame.
public struct ImageBaseMapSurfaces: BaseMapSurfaces {
    /// The default surfaces.
    public init() {}

    /// A plain image surface, its pages returned to the system with it.
    public func makeRenderingSurface(width: Int32, height: Int32) -> OpaquePointer? {
        ImageSurfaces.make(.rgb24, width: Int(width), height: Int(height))
    }

    /// A surface similar to `target` with `image` painted into it.
    public func makeDisplaySurface(for image: OpaquePointer, like target: OpaquePointer) -> OpaquePointer? {
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let pixelWidth = Double(cairo_image_surface_get_width(image))
        let pixelHeight = Double(cairo_image_surface_get_height(image))
        // A similar surface takes the target's device scale.
        guard let copy = cairo_surface_create_similar(
            target, CAIRO_CONTENT_COLOR,
            Int32((pixelWidth / scaleX).rounded(.up)), Int32((pixelHeight / scaleY).rounded(.up)))
        else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let context = cairo_create(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_scale(context, 1 / scaleX, 1 / scaleY)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        Self.uploadInBands(image, into: context)
        cairo_destroy(context)
        return copy
    }

    /// Bytes of a rendering per upload to the display, about: a band of
    /// whole rows this size or less goes up at a time.
    static let uploadBandBytes = 4 << 20

    /// Paints `image` into `context` a band of rows at a time, each about
    /// ``uploadBandBytes``. cairo-xlib copies an upload bigger than a few
    /// kilobytes into shared memory the X server reads, from a pool it
    /// makes eight times the upload's size rounded up to a power of two,
    /// and keeps while later uploads fit in it: uploads of whole renderings
    /// would keep a pool many times a rendering's size, whose pages later
    /// uploads touch bit by bit, for the rest of the process. Much smaller
    /// bands cost every zoom's frames instead: a rendering's bands no longer
    /// fit in one pool, and cairo-xlib makes and frees pools as they go,
    /// each upload faulting in fresh pages. Each band is an image of its own
    /// over the same pixels (no copy), filled into its rows.
    private static func uploadInBands(_ image: OpaquePointer, into context: OpaquePointer) {
        cairo_surface_flush(image)
        let width = cairo_image_surface_get_width(image), height = Int(cairo_image_surface_get_height(image))
        let stride = cairo_image_surface_get_stride(image)
        let format = cairo_image_surface_get_format(image)
        let bandRows = max(1, Self.uploadBandBytes / Int(stride))
        guard height > bandRows, let data = cairo_image_surface_get_data(image) else {
            cairo_set_source_surface(context, image, 0, 0)
            cairo_paint(context)
            return
        }
        var top = 0
        while top < height {
            let rows = min(bandRows, height - top)
            let band = cairo_image_surface_create_for_data(
                data.advanced(by: top * Int(stride)), format, width, Int32(rows), stride)
            cairo_set_source_surface(context, band, 0, Double(top))
            // Only the band's rows: SOURCE would clear the rest to nothing.
            cairo_rectangle(context, 0, Double(top), Double(width), Double(rows))
            cairo_fill(context)
            // The band borrows the image's pixels: gone before the image is.
            cairo_set_source_rgb(context, 0, 0, 0)
            cairo_surface_finish(band)
            cairo_surface_destroy(band)
            top += rows
        }
    }
}
