import CGtk

extension DrawingContext {
    /// A new text layout set for this context's surface and transform.
    public func makeTextLayout(_ text: String = "", font: Font? = nil) -> TextLayout {
        let layout = TextLayout(pango_cairo_create_layout(cairoPointer))
        if let font { layout.font = font }
        layout.text = text
        return layout
    }

    /// Draws `layout` with its top left corner at the current point, in the current source.
    public func show(_ layout: TextLayout) {
        pango_cairo_show_layout(cairoPointer, layout.layoutPointer)
    }

    /// Draws `layout` with its top left corner at (`x`, `y`), in the current source.
    public func show(_ layout: TextLayout, atX x: Double, y: Double) {
        cairo_move_to(cairoPointer, x, y)
        pango_cairo_show_layout(cairoPointer, layout.layoutPointer)
    }

    /// Uses the font options (hinting, antialiasing) of `other`'s target
    /// surface for text drawn here, so text drawn offscreen and copied to
    /// the screen looks as if it had been drawn there.
    public func matchFontOptions(of other: DrawingContext) {
        guard let options = cairo_font_options_create() else { return }
        cairo_surface_get_font_options(cairo_get_target(other.cairoPointer), options)
        cairo_set_font_options(cairoPointer, options)
        cairo_font_options_destroy(options)
    }

    // MARK: - Cairo's own text, for quick single-line labels

    /// Sets the font for ``showText(_:)``: a family name, slant and weight.
    public func selectFont(family: String, slant: FontSlant = .normal, weight: FontWeight = .normal) {
        cairo_select_font_face(cairoPointer, family, slant.cairoValue, weight.cairoValue)
    }

    /// Sets the size of ``showText(_:)``'s text, in user-space units.
    public func setFontSize(_ size: Double) {
        cairo_set_font_size(cairoPointer, size)
    }

    /// Draws `text` with its baseline starting at the current point, which
    /// then moves to the text's end. No shaping or font fallback: use a
    /// ``TextLayout`` for anything but short Latin labels.
    public func showText(_ text: String) {
        cairo_show_text(cairoPointer, text)
    }

    /// How far ``showText(_:)`` would move the current point for `text`.
    public func horizontalAdvance(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairoPointer, text, &extents)
        return extents.x_advance
    }
}
