import CGtk

/// A picture written as a one-page PDF, its page exactly the picture's
/// size: for printing, and for documents that embed it.
///
/// ```swift
/// let picture = PDFSurface(width: 640, height: 860) { bytes in file.write(bytes) }
/// picture.title = "Tunnel: Madrid"
/// picture.draw { context in painter.paint(in: context) }
/// let failure = picture.finish()
/// ```
public final class PDFSurface: VectorSurface {
    /// A PDF whose page is `width` × `height` points (1/72 inch), its
    /// bytes going to `write` as they are made; `write` returns false to stop.
    public init(width: Double, height: Double, write: @escaping (UnsafeRawBufferPointer) -> Bool) {
        super.init(width: width, height: height, stream: VectorStream(write)) { callback, closure in
            cairo_pdf_surface_create_for_stream(callback, closure, width, height)
        }
    }

    /// The document's title, which viewers show in their title bar; set
    /// before drawing. Nil until set.
    public var title: String? {
        didSet { cairo_pdf_surface_set_metadata(cairoPointer, CAIRO_PDF_METADATA_TITLE, title ?? "") }
    }
}
