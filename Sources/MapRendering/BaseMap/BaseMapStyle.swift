/// The base map's look: a calm, light palette in the manner of a good vector
/// web map, plus line widths and type. Values are in points.
struct BaseMapStyle: Sendable {
    var water = BaseMapColor(hex: 0xA6CFE2)
    /// Beyond the Mercator limits (visible only when the world is smaller than the view).
    var outsideWorld = BaseMapColor(hex: 0xC5DDE8)
    /// Warm, light land; countries get one of these tints by code so
    /// neighbours read apart without looking like a political atlas.
    var landTints = [
        BaseMapColor(hex: 0xF3F0EA), BaseMapColor(hex: 0xF0EDE4),
        BaseMapColor(hex: 0xF4EFE6), BaseMapColor(hex: 0xEEEDE6),
    ]
    var coastline = BaseMapColor(hex: 0x7BA6BD, alpha: 0.9)
    var coastlineWidth = 0.7
    var border = BaseMapColor(hex: 0x9B8FB0, alpha: 0.75)
    var borderWidth = 0.8
    var lakeOutline = BaseMapColor(hex: 0x7BA6BD, alpha: 0.7)
    var lakeOutlineWidth = 0.5
    var graticule = BaseMapColor(hex: 0xFFFFFF, alpha: 0.35)
    var graticuleWidth = 0.6
    var graticuleText = BaseMapColor(hex: 0x5E8FAA, alpha: 0.85)

    var cityText = BaseMapColor(hex: 0x3A3A40)
    var minorCityText = BaseMapColor(hex: 0x56565E)
    var countryText = BaseMapColor(hex: 0x7D6F94)
    var halo = BaseMapColor(hex: 0xFFFFFF, alpha: 0.9)
    var haloWidth = 3.0
    var cityDot = BaseMapColor(hex: 0x4A4A52)
    var cityDotRing = BaseMapColor(hex: 0xFFFFFF, alpha: 0.95)
    /// The width of the ring around a city's dot, in points, centred on
    /// the dot's edge; `cityDot` must be opaque, as it covers the ring's
    /// inner half.
    var cityDotRingWidth = 1.5

    /// Fonts by Pango family list: DejaVu for Latin, Noto CJK for Chinese names.
    var fontFamilies = "DejaVu Sans, Noto Sans CJK SC"

    /// The light palette every map uses.
    static let standard = BaseMapStyle()
}
