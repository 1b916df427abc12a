import ContainmentGtk

/// Text on a Book page, set with Pango.
enum BookText {
    /// Draws `text` at (`x`, `y`) wrapped to `width`; returns its height.
    @discardableResult
    static func draw(
        _ context: DrawingContext, _ text: String, font: String, x: Double, y: Double, width: Double,
        color: (Double, Double, Double, Double), alignment: TextAlignment = .left,
        letterSpacing: Int = 0, measureOnly: Bool = false
    ) -> Double {
        let layout = context.makeTextLayout(font: Font(font))
        layout.width = max(1, width)
        layout.wrapMode = .wordCharacter
        layout.alignment = alignment
        if letterSpacing != 0 { layout.letterSpacing = letterSpacing }
        layout.text = text
        if !measureOnly {
            context.setColor(red: color.0, green: color.1, blue: color.2, alpha: color.3)
            context.show(layout, atX: x, y: y)
        }
        return layout.size.height
    }
}
