import CGtk

/// A font for a ``TextLayout``: a Pango font description ("DejaVu Serif
/// Italic 13px", "Cantarell, Sans"), optionally with its weight and size
/// set apart from it.
public struct Font: Sendable, Equatable {
    /// The Pango description: families, style and weight words, and a size.
    public var description: String
    /// The weight, overriding any the description names.
    public var weight: FontWeight?
    /// The size in user-space units (pixels on an unscaled surface),
    /// overriding any the description names.
    public var size: Double?

    /// A font from a Pango description, with an optional weight and size.
    public init(_ description: String, weight: FontWeight? = nil, size: Double? = nil) {
        self.description = description
        self.weight = weight
        self.size = size
    }

    /// A new `PangoFontDescription` for this font; the caller frees it.
    func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_from_string(self.description)!
        if let weight { pango_font_description_set_weight(description, weight.pangoValue) }
        if let size { pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE)) }
        return description
    }
}
