import CGtk

/// A picture Cairo keeps as shapes, text and images rather than pixels,
/// written out as a file format (``SVGSurface``, ``PDFSurface``) while it
/// is drawn and when it is finished.
///
/// Sizes are in points; what is drawn through a ``DrawingContext`` stays
/// vector (paths, text as glyphs), and images painted into it are embedded
/// as images. The bytes go to a writer as Cairo makes them, so no copy of
/// the whole file is held; ``finish()`` writes the rest and says whether
/// every byte was taken.
///
/// ```swift
/// let picture = SVGSurface(width: 640, height: 860) { bytes in sink.append(bytes) }
/// picture.draw { context in painter.paint(in: context) }
/// if let reason = picture.finish() { print("not written: \(reason)") }
/// ```
public class VectorSurface: Surface {
    /// Width in points.
    public let width: Double
    /// Height in points.
    public let height: Double
    /// Where Cairo's bytes go; kept until the surface is finished, which is
    /// the last time Cairo calls it.
    private let stream: VectorStream

    /// Wraps a vector surface `make` creates, writing through `stream`.
    init(width: Double, height: Double, stream: VectorStream, make: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer) {
        self.width = width
        self.height = height
        self.stream = stream
        // Unretained: the surface holds the stream for as long as Cairo may call it.
        super.init(adopting: make(vectorStreamWrite, Unmanaged.passUnretained(stream).toOpaque()))
    }

    deinit {
        // Here, not in Surface's deinit: the stream must outlive Cairo's last write.
        cairo_surface_finish(cairoPointer)
    }

    /// Writes what is still held back (a PDF's page and trailer, an SVG's
    /// closing tags) and ends the picture: nothing can be drawn on it after.
    /// Nil when every byte reached the writer, else the reason it did not
    /// (the writer refused some, or Cairo failed).
    @discardableResult
    public func finish() -> String? {
        cairo_surface_finish(cairoPointer)
        if stream.refused { return String(cString: cairo_status_to_string(CAIRO_STATUS_WRITE_ERROR)) }
        let status = cairo_surface_status(cairoPointer)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }
}

/// The writer a ``VectorSurface`` hands its bytes to, and whether it ever
/// refused some (Cairo then stops writing).
final class VectorStream {
    let write: (UnsafeRawBufferPointer) -> Bool
    var refused = false

    init(_ write: @escaping (UnsafeRawBufferPointer) -> Bool) {
        self.write = write
    }
}

/// Cairo's write callback: the closure pointer is the surface's ``VectorStream``.
private let vectorStreamWrite: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let stream = Unmanaged<VectorStream>.fromOpaque(closure).takeUnretainedValue()
    guard !stream.refused, stream.write(UnsafeRawBufferPointer(start: data, count: Int(length))) else {
        stream.refused = true
        return CAIRO_STATUS_WRITE_ERROR
    }
    return CAIRO_STATUS_SUCCESS
}
