import CCairo

/// An sRGB colour with alpha for the base map, written as web hex codes so
/// the palette reads like a map style sheet.
struct BaseMapColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// `0xRRGGBB` with an optional opacity.
    init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }

    /// The same colour with another opacity.
    func withAlpha(_ alpha: Double) -> BaseMapColor {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// Linear mix towards `other` by `amount` (0 = self, 1 = other).
    func mixed(with other: BaseMapColor, by amount: Double) -> BaseMapColor {
        var copy = self
        copy.red += (other.red - red) * amount
        copy.green += (other.green - green) * amount
        copy.blue += (other.blue - blue) * amount
        copy.alpha += (other.alpha - alpha) * amount
        return copy
    }

    /// Makes this the source colour of `cr`.
    func setSource(on cr: OpaquePointer) {
        if alpha >= 1 {
            cairo_set_source_rgb(cr, red, green, blue)
        } else {
            cairo_set_source_rgba(cr, red, green, blue, alpha)
        }
    }
}
