/// Mass, gravity and pressure inside a ``DensityModel``, integrated once from
/// its density on a radial grid and answered by interpolation-free partial
/// integrals, so any radius is exact to the integration's accuracy.
///
/// ```swift
/// let earth = EarthInterior(model: PREM())
/// earth.gravity(atRadius: earth.radius)          // ≈ 9.82 m/s²
/// earth.pressure(atRadius: 0) / 1e9               // ≈ 364 GPa
/// ```
public struct EarthInterior: Sendable {
    /// Newton's constant, m³ kg⁻¹ s⁻² (CODATA 2018).
    public static let gravitationalConstant = 6.6743e-11

    /// The density model integrated.
    public let model: any DensityModel
    /// The outer radius in metres.
    public var radius: Double { model.radius }

    /// Grid radii, ascending from 0 to the surface, with every discontinuity on it.
    private let radii: [Double]
    /// Enclosed mass at each grid radius, kg.
    private let masses: [Double]
    /// Hydrostatic pressure at each grid radius, Pa (0 at the surface).
    private let pressures: [Double]

    /// Integrates `model` on cells of at most `step` metres (1 km by default:
    /// Simpson's rule on smooth shells that thin is far below a pascal's
    /// worth of error).
    public init(model: some DensityModel, step: Double = 1000) {
        self.model = model
        let outer = model.radius
        let cell = step > 0 && step.isFinite ? step : 1000
        // The grid: regular steps inside each shell, landing exactly on every jump.
        var grid: [Double] = [0]
        for boundary in model.discontinuities.filter({ $0 > 0 && $0 < outer }) + [outer] {
            let start = grid[grid.count - 1]
            let count = max(1, Int(((boundary - start) / cell).rounded(.up)))
            for i in 1...count { grid.append(i == count ? boundary : start + (boundary - start) * Double(i) / Double(count)) }
        }
        radii = grid
        var mass = [0.0]
        for i in 1..<grid.count {
            mass.append(mass[i - 1] + Self.shellMass(model, from: grid[i - 1], to: grid[i]))
        }
        masses = mass
        // Pressure: dP/dr = −ρ g, integrated inwards from P(R) = 0.
        var pressure = [Double](repeating: 0, count: grid.count)
        for i in stride(from: grid.count - 2, through: 0, by: -1) {
            let a = grid[i], b = grid[i + 1], mid = (a + b) / 2
            let gMid = Self.gravity(mass[i] + Self.shellMass(model, from: a, to: mid), mid)
            let weight = (Self.density(model, a, towards: b) * Self.gravity(mass[i], a)
                + 4 * model.density(atRadius: mid) * gMid
                + Self.density(model, b, towards: a) * Self.gravity(mass[i + 1], b)) * (b - a) / 6
            pressure[i] = pressure[i + 1] + weight
        }
        pressures = pressure
    }

    /// The planet's mass, kg.
    public var totalMass: Double { masses[masses.count - 1] }

    /// Mass inside radius `r` metres, kg.
    public func enclosedMass(atRadius r: Double) -> Double {
        let (i, rr) = cell(r)
        return masses[i] + Self.shellMass(model, from: radii[i], to: rr)
    }

    /// Gravitational acceleration at radius `r`, m/s²: G M(r) / r².
    public func gravity(atRadius r: Double) -> Double {
        let rr = min(max(r, 0), radius)
        return Self.gravity(enclosedMass(atRadius: rr), rr)
    }

    /// Hydrostatic pressure at radius `r`, Pa.
    public func pressure(atRadius r: Double) -> Double {
        let (i, rr) = cell(r)
        guard i + 1 < radii.count else { return 0 }
        let b = radii[i + 1], mid = (rr + b) / 2
        let f = { (x: Double, towards: Double) in
            Self.density(model, x, towards: towards) * gravity(atRadius: x)
        }
        return pressures[i + 1] + (f(rr, b) + 4 * f(mid, mid) + f(b, rr)) * (b - rr) / 6
    }

    /// Pressure at `depth` metres below the surface, Pa.
    public func pressure(atDepth depth: Double) -> Double { pressure(atRadius: radius - depth) }

    /// The grid cell holding `r` (clamped) and the clamped radius.
    private func cell(_ r: Double) -> (Int, Double) {
        let rr = min(max(r, 0), radius)
        var low = 0, high = radii.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if radii[mid] <= rr { low = mid } else { high = mid }
        }
        return (low, rr)
    }

    private static func gravity(_ mass: Double, _ r: Double) -> Double {
        r > 0 ? gravitationalConstant * mass / (r * r) : 0
    }

    /// Density at `r` seen from inside the cell that reaches towards
    /// `towards`: at a jump, the value of the side being integrated.
    private static func density(_ model: some DensityModel, _ r: Double, towards: Double) -> Double {
        model.density(atRadius: r + (towards - r) * 1e-9)
    }

    /// ∫ 4π r² ρ dr over one cell by Simpson's rule.
    private static func shellMass(_ model: some DensityModel, from a: Double, to b: Double) -> Double {
        guard b > a else { return 0 }
        let mid = (a + b) / 2
        let f = { (r: Double, rho: Double) in 4 * Double.pi * r * r * rho }
        return (f(a, density(model, a, towards: b)) + 4 * f(mid, model.density(atRadius: mid))
            + f(b, density(model, b, towards: a))) * (b - a) / 6
    }
}
