import CCairo
public import Geo

/// The way down's colours: layers that warm from brown crust through rust
/// mantle to a pale gold core — hotter reads brighter — on a paper or night
/// background.
public enum WayDownPalette {
    /// The flat colour of `layer` (shading varies it by a few percent).
    public static func color(for layer: EarthLayer) -> MapColor {
        switch layer {
        case .ocean: MapColor(hex: 0x3F7FB6)
        case .crust: MapColor(hex: 0x7B5B3E)
        case .upperMantle: MapColor(hex: 0xA8483A)
        case .transitionZone: MapColor(hex: 0xC0603E)
        case .lowerMantle: MapColor(hex: 0xD6834A)
        case .outerCore: MapColor(hex: 0xEDB458)
        case .innerCore: MapColor(hex: 0xF8E0A4)
        }
    }

    /// Background gradient, top then bottom.
    static func background(_ appearance: WayDownScene.Appearance) -> (MapColor, MapColor) {
        appearance == .light ? (MapColor(hex: 0xF6F2EA), MapColor(hex: 0xE7E0D2)) : (MapColor(hex: 0x172131), MapColor(hex: 0x0A0F18))
    }

    /// Fills `cr`'s clip with the background, top to bottom over `height` points.
    static func paintBackground(_ appearance: WayDownScene.Appearance, height: Double, in cr: OpaquePointer) {
        let (top, bottom) = background(appearance)
        withLinearGradient(x0: 0, y0: 0, x1: 0, y1: height, stops: [(0, top), (1, bottom)]) { cairo_set_source(cr, $0) }
        cairo_paint(cr)
    }

    /// Main text.
    static func ink(_ appearance: WayDownScene.Appearance) -> MapColor {
        appearance == .light ? MapColor(hex: 0x26221E) : MapColor(hex: 0xE9EEF4)
    }

    /// Secondary text and leader lines.
    static func muted(_ appearance: WayDownScene.Appearance) -> MapColor {
        appearance == .light ? MapColor(hex: 0x6B6258) : MapColor(hex: 0x9AA8BA)
    }

    /// The readout card's fill.
    static func card(_ appearance: WayDownScene.Appearance) -> MapColor {
        appearance == .light ? MapColor(hex: 0xFFFFFF, alpha: 0.72) : MapColor(hex: 0x233047, alpha: 0.75)
    }

    /// The travelled part of the tunnel and the clock.
    static let accent = MapColor(hex: 0x1FA58E)
    /// The ring where a uniform Earth's fall would be.
    public static let uniformGhost = MapColor(hex: 0x5B7FD6)
    /// The tunnel still ahead.
    static let shaft = MapColor(hex: 0x1B1714)
}
