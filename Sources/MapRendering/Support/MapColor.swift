import CCairo

/// A colour with straight (not premultiplied) alpha, components in 0…1.
public struct MapColor: Hashable, Sendable {
    /// Red component, 0…1.
    public var red: Double
    /// Green component, 0…1.
    public var green: Double
    /// Blue component, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a 0xRRGGBB literal, the way designers write them.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> MapColor {
        MapColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear blend towards `other`; `fraction` 0 gives `self`, 1 gives `other`.
    public func mixed(with other: MapColor, fraction: Double) -> MapColor {
        let f = min(max(fraction, 0), 1)
        return MapColor(
            red: red + (other.red - red) * f,
            green: green + (other.green - green) * f,
            blue: blue + (other.blue - blue) * f,
            alpha: alpha + (other.alpha - alpha) * f)
    }

    /// Euclidean distance in RGB (0…√3), ignoring alpha; tests use it to
    /// recognise a colour after antialiasing and compositing.
    public func distance(to other: MapColor) -> Double {
        let dr = red - other.red, dg = green - other.green, db = blue - other.blue
        return (dr * dr + dg * dg + db * db).squareRoot()
    }

    /// Makes this colour the context's source.
    func setSource(_ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    /// Adds this colour as a gradient stop.
    func addStop(to pattern: OpaquePointer?, at offset: Double) {
        cairo_pattern_add_color_stop_rgba(pattern, offset, red, green, blue, alpha)
    }
}
