import CGtk

/// Something Cairo draws into: an image in memory, or a pixmap like a
/// window's (``Widget/makeSimilarSurface(width:height:)``).
///
/// The wrapper owns its `cairo_surface_t` and destroys it when released.
public class Surface {
    /// The `cairo_surface_t`, for code that calls Cairo directly.
    public let cairoPointer: OpaquePointer

    /// Takes over the reference `cairoPointer` came with.
    public init(adopting cairoPointer: OpaquePointer) {
        self.cairoPointer = cairoPointer
    }

    /// Shares `cairoPointer`, which its owner goes on holding too.
    public init(retaining cairoPointer: OpaquePointer) {
        self.cairoPointer = cairo_surface_reference(cairoPointer)
    }

    deinit {
        cairo_surface_destroy(cairoPointer)
    }

    /// Whether Cairo could make the surface (a huge one, say, it could not).
    public var isValid: Bool { cairo_surface_status(cairoPointer) == CAIRO_STATUS_SUCCESS }

    /// Runs `body` with a new context drawing on the surface.
    public func draw<Result>(_ body: (DrawingContext) throws -> Result) rethrows -> Result {
        let cr = cairo_create(cairoPointer)!
        defer { cairo_destroy(cr) }
        return try body(DrawingContext(borrowing: cr))
    }
}
