internal import CCairo

/// The pixel formats of ``ImageSurfaces/make(_:width:height:)``.
public enum PixelFormat: Sendable {
    /// Opaque colour, 32 bits a pixel (`CAIRO_FORMAT_RGB24`).
    case rgb24
    /// Colour with premultiplied alpha, 32 bits a pixel (`CAIRO_FORMAT_ARGB32`).
    case argb32
    /// Alpha alone, 8 bits a pixel (`CAIRO_FORMAT_A8`).
    case a8

    var cairoFormat: cairo_format_t {
        switch self {
        case .rgb24: CAIRO_FORMAT_RGB24
        case .argb32: CAIRO_FORMAT_ARGB32
        case .a8: CAIRO_FORMAT_A8
        }
    }
}

/// Cairo image surfaces whose memory goes back to the system when they go.
///
/// For images made now and then and kept a while — a map's rendering, a
/// snapshot for a transition — whose size follows the window's. An image
/// at least ``mappedByteCount`` bytes large gets pages of its own
/// (``MappedPixels``), unmapped when Cairo destroys the surface; a smaller
/// one comes from the allocator as `cairo_image_surface_create` would give
/// it. Images made every frame are better left to the allocator, which
/// reuses their memory without a page fault.
public enum ImageSurfaces {
    /// The size from which an image's pixels are mapped for it alone: below
    /// it the allocator maps a block of its own anyway until the first
    /// larger block comes back, and reuses small ones well.
    public static let mappedByteCount = 256 * 1024

    /// A new image surface of `width` × `height` pixels in `format`, cleared
    /// (transparent, or black when opaque), or nil when the size is not
    /// positive or memory ran out. The caller owns the reference.
    public static func make(_ format: PixelFormat, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        let stride = Int(cairo_format_stride_for_width(format.cairoFormat, Int32(width)))
        guard stride > 0 else { return nil }
        let (byteCount, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }
        guard byteCount >= mappedByteCount else {
            return checked(cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height)))
        }
        guard let pixels = MappedPixels(byteCount: byteCount),
            let surface = checked(
                cairo_image_surface_create_for_data(
                    pixels.base.assumingMemoryBound(to: UInt8.self), format.cairoFormat, Int32(width), Int32(height),
                    Int32(stride)))
        else { return nil }
        // The surface keeps its pages: released when Cairo destroys it, on
        // whichever thread lets the last reference go.
        let owner = Unmanaged.passRetained(pixels).toOpaque()
        guard cairo_surface_set_user_data(surface, pixelsKey, owner, { Unmanaged<MappedPixels>.fromOpaque($0!).release() })
            == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<MappedPixels>.fromOpaque(owner).release()
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// `surface` when Cairo made it, nil (and the error surface destroyed)
    /// when it could not.
    private static func checked(_ surface: OpaquePointer?) -> OpaquePointer? {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Whether `surface`'s pixels are pages of its own, unmapped with it.
    public static func hasOwnPages(_ surface: OpaquePointer) -> Bool {
        cairo_surface_get_user_data(surface, pixelsKey) != nil
    }
}

/// The key the mapped pages hang on their surface by: only its address matters.
nonisolated(unsafe) private let pixelsKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
