import CGtk

/// An image decoded into memory (GdkPixbuf): a window's icon, a dialog's logo.
///
/// The wrapper owns one reference to its pixbuf and drops it when released.
/// A pixbuf's pixels are not changed once it is loaded, and GObject's
/// reference counting is atomic, so a pixbuf may be decoded on a worker
/// thread and handed to the main thread.
public final class Pixbuf: @unchecked Sendable {
    /// The `GdkPixbuf`, for code that calls gdk-pixbuf directly.
    public let pixbufPointer: OpaquePointer

    /// Takes over the reference `pixbufPointer` came with.
    public init(adopting pixbufPointer: OpaquePointer) {
        self.pixbufPointer = pixbufPointer
    }

    /// Shares `pixbufPointer`, which its owner goes on holding too.
    public init(retaining pixbufPointer: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(pixbufPointer))
        self.pixbufPointer = pixbufPointer
    }

    /// Decodes the image file at `path` (PNG, SVG, … whatever loaders are
    /// installed) to fit `width` × `height` pixels, keeping its aspect; nil
    /// when the file cannot be read or decoded. Any thread.
    public convenience init?(contentsOfFile path: String, width: Int, height: Int) {
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(width), Int32(height), nil) else { return nil }
        self.init(adopting: pixbuf)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pixbufPointer))
    }

    /// The width in pixels.
    public var width: Int { Int(gdk_pixbuf_get_width(pixbufPointer)) }

    /// The height in pixels.
    public var height: Int { Int(gdk_pixbuf_get_height(pixbufPointer)) }

    /// A copy scaled to `width` × `height` pixels, bilinearly; nil when
    /// there is not the memory for it.
    public func scaled(toWidth width: Int, height: Int) -> Pixbuf? {
        gdk_pixbuf_scale_simple(pixbufPointer, Int32(width), Int32(height), GDK_INTERP_BILINEAR).map(Pixbuf.init(adopting:))
    }
}
