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

    /// Device rows per upload of a rendering to the display: a few
    /// megabytes of shared memory at 4K widths.
    static let uploadBandRows = 256
    /// Renderings up to this many pixels (a 2560×1600 window's map at twice
    /// the scale, overscan included, is ~3 million) are uploaded at once.
    static let largestSingleUpload = 4 * 1024 * 1024

    /// Paints `image` into `context`, a band of rows at a time when it is
    /// larger than ``largestSingleUpload``. cairo-xlib uploads an image
    /// through a shared-memory segment as big as the upload and keeps its
    /// pool at the largest size it ever needed, so one upload of a
    /// 4000×3000 window's rendering would hold a segment that size (tens of
    /// megabytes) for the rest of the process. Banding is kept to such
    /// sizes because a frame that scales a banded copy (a zoom) costs
    /// several times one that scales a single copy (`tunnel-bench frames`
    /// runs 2560×1600 at twice the scale). Each band is an image of its own
    /// over the same pixels (no copy), painted whole.
    private static func uploadInBands(_ image: OpaquePointer, into context: OpaquePointer) {
        cairo_surface_flush(image)
        let width = cairo_image_surface_get_width(image), height = Int(cairo_image_surface_get_height(image))
        let stride = cairo_image_surface_get_stride(image)
        let format = cairo_image_surface_get_format(image)
        guard Int(width) * height > Self.largestSingleUpload, let data = cairo_image_surface_get_data(image) else {
            cairo_set_source_surface(context, image, 0, 0)
            cairo_paint(context)
            return
        }
        var top = 0
        while top < height {
            let rows = min(Self.uploadBandRows, height - top)
            let band = cairo_image_surface_create_for_data(
                data.advanced(by: top * Int(stride)), format, width, Int32(rows), stride)
            cairo_set_source_surface(context, band, 0, Double(top))
            cairo_paint(context)
            // The band borrows the image's pixels: gone before the image is.
            cairo_set_source_rgb(context, 0, 0, 0)
            cairo_surface_finish(band)
            cairo_surface_destroy(band)
            top += rows
        }
    }
}
