/// The Preliminary Reference Earth Model (Dziewonski & Anderson, "Preliminary
/// reference Earth model", Phys. Earth Planet. Inter. 25 (1981) 297–356),
/// table 1: density as a polynomial in x = r / a, a = 6371 km, per shell.
///
/// The isotropic density polynomials are used (the anisotropic upper mantle of
/// the paper shares them). The 3 km ocean is PREM's own global ocean; whether
/// an end is land or sea is a separate question (``TunnelProfile``).
public struct PREM: DensityModel {
    /// One shell: outer radius in km and the density polynomial (g/cm³) in x.
    struct Shell: Sendable {
        let outerRadiusKm: Double
        let coefficients: [Double]
    }

    /// Earth's radius in PREM, 6371 km.
    public static let radiusKm = 6371.0

    /// From the centre outwards (inner core … ocean).
    static let shells: [Shell] = [
        Shell(outerRadiusKm: 1221.5, coefficients: [13.0885, 0, -8.8381]),  // inner core
        Shell(outerRadiusKm: 3480.0, coefficients: [12.5815, -1.2638, -3.6426, -5.5281]),  // outer core
        Shell(outerRadiusKm: 5701.0, coefficients: [7.9565, -6.4761, 5.5283, -3.0807]),  // lower mantle, D″
        Shell(outerRadiusKm: 5771.0, coefficients: [5.3197, -1.4836]),  // transition zone (670–600 km deep)
        Shell(outerRadiusKm: 5971.0, coefficients: [11.2494, -8.0298]),  // transition zone (600–400 km)
        Shell(outerRadiusKm: 6151.0, coefficients: [7.1089, -3.8045]),  // upper mantle (400–220 km)
        Shell(outerRadiusKm: 6346.6, coefficients: [2.6910, 0.6924]),  // low-velocity zone and lid
        Shell(outerRadiusKm: 6356.0, coefficients: [2.900]),  // lower crust
        Shell(outerRadiusKm: 6368.0, coefficients: [2.600]),  // upper crust
        Shell(outerRadiusKm: 6371.0, coefficients: [1.020]),  // ocean
    ]

    /// Always "PREM".
    public var name: String { "PREM" }
    /// 6 371 000 m.
    public var radius: Double { Self.radiusKm * 1000 }
    /// Every shell boundary below the surface, in metres.
    public var discontinuities: [Double] { Self.shells.dropLast().map { $0.outerRadiusKm * 1000 } }

    /// The reference model.
    public init() {}

    /// Density in kg/m³; at a boundary the deeper shell's value.
    public func density(atRadius r: Double) -> Double {
        let km = min(max(r / 1000, 0), Self.radiusKm)
        let shell = Self.shells.first { km <= $0.outerRadiusKm } ?? Self.shells[Self.shells.count - 1]
        let x = km / Self.radiusKm
        // Horner's rule; g/cm³ → kg/m³.
        return shell.coefficients.reversed().reduce(0) { $0 * x + $1 } * 1000
    }
}
