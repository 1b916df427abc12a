/// Everything the way down shows for one tunnel: the layers it crosses and
/// the gravity-train fall through PREM and through a uniform Earth of the
/// same mass, so the two figures compare like for like.
public struct TunnelJourney: Sendable {
    /// The physics shared by every tunnel (it does not depend on the ends).
    public struct Physics: Sendable {
        /// PREM's mass, gravity and pressure.
        public let interior: EarthInterior
        /// The fall through PREM.
        public let prem: GravityTrain
        /// The fall through a uniform Earth of PREM's radius and mass.
        public let uniform: GravityTrain

        /// Integrates PREM and its uniform twin (`tunnel-bench waydown`
        /// prints how long that takes).
        public init() {
            let model = PREM()
            interior = EarthInterior(model: model)
            prem = GravityTrain(interior: interior)
            uniform = GravityTrain(interior: EarthInterior(model: UniformDensity(sameMassAs: model)))
        }
    }

    /// Computed on first use, then shared.
    public static let physics = Physics()

    /// The layers crossed, crust chosen by the ends.
    public let profile: TunnelProfile
    /// The shared physics.
    public let physics: Physics

    /// The journey from a `start` surface to an `end` surface.
    public init(start: SurfaceKind, end: SurfaceKind, physics: Physics = TunnelJourney.physics) {
        profile = TunnelProfile(start: start, end: end)
        self.physics = physics
    }

    /// Approximate temperature (°C) and pressure (GPa) at `depthKm`.
    public func conditions(atDepthKm depthKm: Double) -> (celsius: Double, gigapascals: Double) {
        (Geotherm.temperature(atDepthKm: depthKm), physics.interior.pressure(atDepth: depthKm * 1000) / 1e9)
    }
}
