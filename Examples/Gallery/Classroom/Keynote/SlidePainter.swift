import ContainmentGtk
import Foundation

/// Paints one slide, keynote-style: a white 16:10 page centred on a dark
/// stage, its title, its points and its number. Pango sets the text.
struct SlidePainter {
    let title: String
    let points: [String]
    let number: Int
    let count: Int

    func paint(_ context: DrawingContext, width: Double, height: Double) {
        context.setColor(red: 0.19, green: 0.20, blue: 0.23)
        context.paint()

        let margin = 16.0
        let pageWidth = min(width - 2 * margin, (height - 2 * margin) * 1.6)
        let pageHeight = pageWidth / 1.6
        guard pageWidth > 40, pageHeight > 25 else { return }
        let x = (width - pageWidth) / 2, y = (height - pageHeight) / 2
        // A soft shadow, then the page.
        context.addRoundedRectangle(x: x + 1, y: y + 3, width: pageWidth, height: pageHeight, radius: 6)
        context.setColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        context.fill()
        context.addRoundedRectangle(x: x, y: y, width: pageWidth, height: pageHeight, radius: 6)
        context.setColor(red: 0.99, green: 0.99, blue: 0.98)
        context.fill()
        let unit = pageWidth / 100
        context.setColor(red: 0.13, green: 0.14, blue: 0.16)
        let titleHeight = text(context, title, font: "Sans Bold", size: 5.2 * unit, x: x + 7 * unit, y: y + 6 * unit,
                               width: pageWidth - 14 * unit)
        // An accent bar under the title.
        context.setColor(red: 0.21, green: 0.52, blue: 0.89)
        context.addRectangle(x: x + 7 * unit, y: y + 8 * unit + titleHeight, width: 12 * unit, height: 0.8 * unit)
        context.fill()
        var lineY = y + 13 * unit + titleHeight
        for point in points {
            context.setColor(red: 0.21, green: 0.52, blue: 0.89)
            context.addCircle(centerX: x + 8.5 * unit, centerY: lineY + 2.4 * unit, radius: 0.9 * unit)
            context.fill()
            context.setColor(red: 0.25, green: 0.26, blue: 0.29)
            lineY += text(context, point, font: "Sans", size: 4 * unit, x: x + 12 * unit, y: lineY, width: pageWidth - 19 * unit) + 2.5 * unit
        }
        context.setColor(red: 0.55, green: 0.56, blue: 0.6)
        text(context, "\(number) / \(count)", font: "Sans", size: 2.8 * unit, x: x + pageWidth - 14 * unit, y: y + pageHeight - 7 * unit, width: 10 * unit)
    }

    /// Sets `string` at (`x`, `y`), wrapped to `width`; returns its height.
    @discardableResult
    private func text(_ context: DrawingContext, _ string: String, font: String, size: Double,
                      x: Double, y: Double, width: Double) -> Double {
        let layout = context.makeTextLayout(font: Font(font, size: size))
        layout.width = width
        layout.wrapMode = .wordCharacter
        layout.text = string
        context.show(layout, atX: x, y: y)
        return layout.size.height
    }
}
