import CGtk

/// A picture written as SVG (1.1): scalable, readable by browsers and
/// drawing programs.
///
/// The document's width and height are in user units (CSS pixels), so a
/// browser shows a 640 × 860 picture as large as a 640 × 860 window.
///
/// ```swift
/// let picture = SVGSurface(width: 640, height: 860) { bytes in file.write(bytes) }
/// picture.draw { context in painter.paint(in: context) }
/// let failure = picture.finish()
/// ```
public final class SVGSurface: VectorSurface {
    /// An SVG picture of `width` × `height` points whose bytes go to
    /// `write` as they are made; `write` returns false to stop.
    public init(width: Double, height: Double, write: @escaping (UnsafeRawBufferPointer) -> Bool) {
        super.init(width: width, height: height, stream: VectorStream(write)) { callback, closure in
            cairo_svg_surface_create_for_stream(callback, closure, width, height)
        }
        // Points would make a browser show it a third larger than the window.
        cairo_svg_surface_set_document_unit(cairoPointer, CAIRO_SVG_UNIT_USER)
    }
}
