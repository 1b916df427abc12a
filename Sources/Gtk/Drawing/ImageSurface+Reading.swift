import CGtk

extension ImageSurface {
    /// The image in the PNG file at `path`, a point to a pixel; nil when
    /// the file is missing or is not a PNG Cairo can read.
    ///
    /// ```swift
    /// let shot = ImageSurface(contentsOfPNG: "/tmp/screen.png")
    /// let corner = shot?.pixel(x: 0, y: 0)
    /// ```
    public convenience init?(contentsOfPNG path: String) {
        // Cairo answers a bad file with an error surface, never with nil.
        guard let png = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(png) }
        guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(pixelWidth: Int(cairo_image_surface_get_width(png)), pixelHeight: Int(cairo_image_surface_get_height(png)))
        // Copied, not blended: the file's pixels exactly, transparent ones too.
        let cr = cairo_create(cairoPointer)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, png, 0, 0)
        cairo_paint(cr)
    }

    /// Every device pixel, row by row from the top left, as a premultiplied
    /// ARGB word (alpha in the top byte, blue in the lowest): one copy for
    /// code that reads many pixels, where ``pixel(x:y:)`` asks Cairo each time.
    public var argbPixels: [UInt32] {
        // Cairo may hold drawing back until the memory is asked for.
        cairo_surface_flush(cairoPointer)
        guard let data = cairo_image_surface_get_data(cairoPointer) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(cairoPointer))
        return [UInt32](unsafeUninitializedCapacity: pixelWidth * pixelHeight) { buffer, count in
            // A row at a time: Cairo may pad each row past its pixels.
            for y in 0..<pixelHeight {
                UnsafeMutableRawPointer(buffer.baseAddress! + y * pixelWidth)
                    .copyMemory(from: data + y * stride, byteCount: pixelWidth * 4)
            }
            count = pixelWidth * pixelHeight
        }
    }
}
