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

    init(families: String) {
        megacity = BaseMapLabelFont(families: families, size: 13.5, weight: PANGO_WEIGHT_BOLD)
        majorCity = BaseMapLabelFont(families: families, size: 12.5, weight: PANGO_WEIGHT_SEMIBOLD)
        city = BaseMapLabelFont(families: families, size: 11.5, weight: PANGO_WEIGHT_NORMAL)
        town = BaseMapLabelFont(families: families, size: 10.5, weight: PANGO_WEIGHT_NORMAL)
        country = BaseMapLabelFont(families: families, size: 10, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 1.2)
        largeCountry = BaseMapLabelFont(families: families, size: 12, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 1.8)
        graticule = BaseMapLabelFont(families: families, size: 9, weight: PANGO_WEIGHT_NORMAL, letterSpacing: 0.3)
    }

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
