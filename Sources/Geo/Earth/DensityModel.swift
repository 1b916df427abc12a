/// A spherically symmetric planet: its radius and its density at each radius.
///
/// Everything else — enclosed mass, gravity, pressure, the fall through a
/// tunnel — is integrated from ``density(atRadius:)`` by ``EarthInterior``,
/// so a model only states what it knows.
public protocol DensityModel: Sendable {
    /// A short name for readouts and JSON ("PREM", "uniform").
    var name: String { get }
    /// The outer radius in metres.
    var radius: Double { get }
    /// Radii (metres, ascending, excluding 0 and ``radius``) where density
    /// jumps; integrations step exactly onto them so no cell straddles a jump.
    var discontinuities: [Double] { get }
    /// Density in kg/m³ at `r` metres from the centre (0 ≤ r ≤ radius).
    func density(atRadius r: Double) -> Double
}

/// Earth with its mass spread evenly: the textbook case with closed forms
/// (g grows linearly with r; the fall is simple harmonic motion).
public struct UniformDensity: DensityModel {
    /// Always "uniform".
    public var name: String { "uniform" }
    /// The outer radius in metres.
    public let radius: Double
    /// The one density, kg/m³.
    public let value: Double
    /// None: the density never jumps.
    public var discontinuities: [Double] { [] }

    /// A uniform sphere of `radius` metres and density `value` kg/m³.
    public init(radius: Double, density value: Double) {
        self.radius = radius
        self.value = value
    }

    /// A uniform sphere with the same radius and total mass as `model`, so
    /// the two fall times compare like for like.
    public init(sameMassAs model: some DensityModel) {
        let mass = EarthInterior(model: model).totalMass
        let r = model.radius
        self.init(radius: r, density: mass / (4.0 / 3.0 * Double.pi * r * r * r))
    }

    /// ``value`` everywhere inside.
    public func density(atRadius r: Double) -> Double { value }
}
