import ContainmentGtk
import TunnelCore

/// Paints the dark band between the panes; shared by the window and the
/// offscreen `tunnel render`, so both look the same.
enum BandPainter {
    /// The band's base colour, #1B2433.
    static let color = (red: 0x1B / 255.0, green: 0x24 / 255.0, blue: 0x33 / 255.0)

    /// Fills `width` × `height` with the band colour, shading the band
    /// itself when the layout is known.
    static func paint(in context: DrawingContext, width: Double, height: Double, layout: PaneLayout?) {
        context.setColor(red: color.red, green: color.green, blue: color.blue)
        context.addRectangle(x: 0, y: 0, width: width, height: height)
        context.fill()
        guard let layout else { return }
        let band = layout.band
        // A soft glow down the band's axis, darker towards the panes, so the
        // band reads as a channel between the two halves of the world.
        let stacked = layout.orientation == .stacked
        let gradient = stacked
            ? Gradient.linear(fromX: 0, y: band.minY, toX: 0, y: band.minY + band.height)
            : Gradient.linear(fromX: band.minX, y: 0, toX: band.minX + band.width, y: 0)
        gradient.addColorStop(at: 0, red: 0.06, green: 0.08, blue: 0.12, alpha: 0.55)
        gradient.addColorStop(at: 0.5, red: 0.16, green: 0.21, blue: 0.30, alpha: 0.0)
        gradient.addColorStop(at: 1, red: 0.06, green: 0.08, blue: 0.12, alpha: 0.55)
        context.setSource(gradient)
        context.addRectangle(x: band.minX, y: band.minY, width: band.width, height: band.height)
        context.fill()
        // Hairlines where the band meets the panes.
        context.setColor(red: 1, green: 1, blue: 1, alpha: 0.08)
        context.lineWidth = 1
        if stacked {
            for y in [band.minY + 0.5, band.minY + band.height - 0.5] {
                context.move(toX: 0, y: y)
                context.addLine(toX: width, y: y)
            }
        } else {
            for x in [band.minX + 0.5, band.minX + band.width - 0.5] {
                context.move(toX: x, y: 0)
                context.addLine(toX: x, y: height)
            }
        }
        context.stroke()
    }
}
