import CGtk

/// A paragraph of text set with Pango: shaped, kerned, wrapped, with font
/// fallback (Chinese included). Make one with
/// ``DrawingContext/makeTextLayout(_:font:)`` and draw it with
/// ``DrawingContext/show(_:atX:y:)``.
///
/// ```swift
/// let title = context.makeTextLayout("Second child", font: Font("Cantarell, Sans", size: 28))
/// title.alignment = .center
/// title.width = 300
/// context.setColor(red: 1, green: 1, blue: 1)
/// context.show(title, atX: 20, y: 40)
/// ```
public final class TextLayout {
    let layoutPointer: OpaquePointer

    init(_ layout: OpaquePointer) {
        layoutPointer = layout
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layoutPointer))
    }

    /// The text.
    public var text: String {
        get { String(cString: pango_layout_get_text(layoutPointer)) }
        set { pango_layout_set_text(layoutPointer, newValue, -1) }
    }

    /// The font the text is set in; nil for the context's default.
    public var font: Font? {
        didSet {
            let description = font?.makePangoDescription()
            pango_layout_set_font_description(layoutPointer, description)
            if let description { pango_font_description_free(description) }
        }
    }

    /// The width lines wrap at, in points; nil for no wrapping.
    public var width: Double? {
        get {
            let width = pango_layout_get_width(layoutPointer)
            return width < 0 ? nil : Double(width) / Double(PANGO_SCALE)
        }
        set { pango_layout_set_width(layoutPointer, newValue.map { Int32($0 * Double(PANGO_SCALE)) } ?? -1) }
    }

    /// Where lines break when they wrap.
    public var wrapMode: WrapMode {
        get {
            switch pango_layout_get_wrap(layoutPointer) {
            case PANGO_WRAP_CHAR: .character
            case PANGO_WRAP_WORD_CHAR: .wordCharacter
            default: .word
            }
        }
        set { pango_layout_set_wrap(layoutPointer, newValue.pangoValue) }
    }

    /// How lines sit across the layout's ``width``.
    public var alignment: TextAlignment {
        get { TextAlignment(pango_layout_get_alignment(layoutPointer)) }
        set { pango_layout_set_alignment(layoutPointer, newValue.pangoValue) }
    }

    /// Extra space between letters, in points.
    public var letterSpacing: Int = 0 {
        didSet {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(letterSpacing) * PANGO_SCALE))
            pango_layout_set_attributes(layoutPointer, attributes)
            pango_attr_list_unref(attributes)
        }
    }

    /// The size the text takes, in whole points (its logical extents,
    /// rounded out to the pixel grid as Pango's pixel size is).
    public var size: (width: Double, height: Double) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layoutPointer, &width, &height)
        return (Double(width), Double(height))
    }
}
