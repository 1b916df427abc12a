/// An approximate temperature profile of the Earth by depth (°C).
///
/// Piecewise linear through round anchor values, good to a few hundred
/// degrees: ~15 °C at the surface, ~1300 °C at the base of the lithosphere,
/// the mantle adiabat to ~2500 °C above D″, a jump across the core–mantle
/// boundary layer to ~3700 °C, ~5400 °C at the inner-core boundary and
/// ~5500 °C at the centre. After the geotherm of Stacey & Davis, *Physics of
/// the Earth*, 4th ed. (Cambridge, 2008), ch. 17, and the inner-core boundary
/// estimate of Anzellini et al., Science 340 (2013) 464–466. Labelled
/// approximate wherever it is shown: the deep Earth's temperature is
/// uncertain by hundreds of degrees.
public enum Geotherm {
    /// (depth km, °C) anchors, ascending depth.
    static let anchors: [(depth: Double, celsius: Double)] = [
        (0, 15), (35, 550), (100, 1300), (400, 1500), (670, 1650),
        (2700, 2500), (2891, 3700), (5150, 5400), (6371, 5500),
    ]

    /// Approximate temperature in °C at `depthKm` below the surface.
    public static func temperature(atDepthKm depthKm: Double) -> Double {
        let d = min(max(depthKm, 0), 6371)
        for (a, b) in zip(anchors, anchors.dropFirst()) where d <= b.depth {
            return a.celsius + (b.celsius - a.celsius) * (d - a.depth) / (b.depth - a.depth)
        }
        return anchors[anchors.count - 1].celsius
    }
}
