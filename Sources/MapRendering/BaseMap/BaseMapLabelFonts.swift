import CCairo

/// The faces of the base map's labels: bigger and bolder for bigger places,
/// spaced-out small capitals-style for countries.
struct BaseMapLabelFonts {
    let megacity: BaseMapLabelFont
    let majorCity: BaseMapLabelFont
    let city: BaseMapLabelFont
    let town: BaseMapLabelFont
    let country: BaseMapLabelFont
    let largeCountry: BaseMapLabelFont
    let graticule: BaseMapLabelFont

    /// The size every regular-weight face lays its text out at: the
    /// largest of them, scaled down as the smaller ones are drawn. Five sizes
    /// of one weight then share one Pango font (see ``BaseMapLabelFont``).
    static let regularLayoutSize = 12.0
    /// The same for the two bold faces: the labels load two fonts instead
    /// of seven.
    static let boldLayoutSize = 13.5

    init(families: String) {
        let regular = Self.regularLayoutSize, bold = Self.boldLayoutSize
        megacity = BaseMapLabelFont(families: families, size: 13.5, weight: PANGO_WEIGHT_BOLD, layoutSize: bold)
        // Bold, a step smaller than megacities: DejaVu Sans, the first of
        // the families, has no semibold face, and fontconfig gives its bold
        // face for semibold anyway.
        majorCity = BaseMapLabelFont(families: families, size: 12.5, weight: PANGO_WEIGHT_BOLD, layoutSize: bold)
        city = BaseMapLabelFont(families: families, size: 11.5, weight: PANGO_WEIGHT_NORMAL, layoutSize: regular)
        town = BaseMapLabelFont(families: families, size: 10.5, weight: PANGO_WEIGHT_NORMAL, layoutSize: regular)
        country = BaseMapLabelFont(
            families: families, size: 10, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 1.2, layoutSize: regular)
        largeCountry = BaseMapLabelFont(
            families: families, size: 12, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 1.8, layoutSize: regular)
        graticule = BaseMapLabelFont(
            families: families, size: 9, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 0.3, layoutSize: regular)
    }

    /// Every face, for loading them all ahead of a first rendering.
    var all: [BaseMapLabelFont] { [megacity, majorCity, city, town, country, largeCountry, graticule] }

    /// The face for a place of `population` people.
    func forCity(population: Int) -> BaseMapLabelFont {
        switch population {
        case 5_000_000...: megacity
        case 1_000_000...: majorCity
        case 200_000...: city
        default: town
        }
    }
}
