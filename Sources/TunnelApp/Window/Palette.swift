import CGtk

/// The window's colours, in one place.
enum Palette {
    /// An sRGB colour.
    struct Color {
        var red: Double, green: Double, blue: Double, alpha: Double = 1

        init(hex: UInt32, alpha: Double = 1) {
            red = Double((hex >> 16) & 0xFF) / 255
            green = Double((hex >> 8) & 0xFF) / 255
            blue = Double(hex & 0xFF) / 255
            self.alpha = alpha
        }

        func set(on cr: OpaquePointer) {
            cairo_set_source_rgba(cr, red, green, blue, alpha)
        }
    }

    /// The dark band between the panes (the flip side's colour family).
    static let band = Color(hex: 0x1B2433)
    /// Open water.
    static let ocean = Color(hex: 0xAAD3DF)

    static func drawOcean(_ cr: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>) {
        ocean.set(on: cr)
        cairo_paint(cr)
    }
}
