/// The gravity train: a fall with no air and no friction along the straight
/// tunnel between a point and its antipode, which passes through the centre.
///
/// The motion x″ = −g(|x|)·sign(x) (x measured from the centre, the start at
/// x = R) is integrated with classical fourth-order Runge–Kutta at a fixed
/// step until the train crosses the centre; the way up mirrors the way down,
/// so the trip to the antipode takes twice that.
///
/// ```swift
/// let train = GravityTrain(interior: EarthInterior(model: PREM()))
/// train.oneWayTime / 60     // ≈ 38 min
/// train.peakSpeed / 1000    // ≈ 9.9 km/s, at the centre
/// ```
public struct GravityTrain: Sendable {
    /// Where the train is at one moment.
    public struct State: Hashable, Sendable {
        /// Seconds since the drop.
        public var time: Double
        /// Distance travelled along the tunnel from the start, metres (0…2R).
        public var distance: Double
        /// Depth below the surface at that point, metres (0…R).
        public var depth: Double
        /// Speed, m/s.
        public var speed: Double
    }

    /// The planet's radius, metres; the tunnel is twice as long.
    public let radius: Double
    /// The integration step, seconds.
    public let timeStep: Double
    /// Seconds from the start to the antipode (where the train stops and falls back).
    public let oneWayTime: Double
    /// The speed at the centre, m/s — the fastest point.
    public let peakSpeed: Double

    /// Positions from the centre (m) and velocities (m/s, negative going
    /// down) every ``timeStep`` from the drop until just past the centre.
    private let positions: [Double]
    private let velocities: [Double]

    /// Integrates the fall through `interior` with a fixed step of `timeStep` seconds.
    public init(interior: EarthInterior, timeStep: Double = 1) {
        let r = interior.radius
        let h = timeStep > 0 && timeStep.isFinite ? timeStep : 1
        radius = r
        self.timeStep = h
        let acceleration = { (x: Double) -> Double in
            let g = interior.gravity(atRadius: abs(x))
            return x > 0 ? -g : (x < 0 ? g : 0)
        }
        var x = r, v = 0.0
        var xs = [x], vs = [v]
        // A generous cap: a uniform Earth falls to its centre in ~21 min.
        let maxSteps = Int(4 * 3600 / h)
        while x > 0 && xs.count < maxSteps {
            let k1x = v, k1v = acceleration(x)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            xs.append(x)
            vs.append(v)
        }
        positions = xs
        velocities = vs
        // The crossing lies inside the last step: find it on the cubic Hermite
        // through the last two states (positions and their velocities).
        let n = xs.count - 1
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Self.hermite(xs[n - 1], vs[n - 1], xs[n], vs[n], mid, h) > 0 { low = mid } else { high = mid }
        }
        let fraction = (low + high) / 2
        oneWayTime = 2 * (Double(n - 1) + fraction) * h
        peakSpeed = abs(vs[n - 1] + (vs[n] - vs[n - 1]) * fraction)
    }

    /// The train at `time` seconds after the drop, clamped to the trip (it
    /// rests at the antipode afterwards, as a station would hold it).
    public func state(at time: Double) -> State {
        let t = min(max(time.isFinite ? time : 0, 0), oneWayTime)
        let half = oneWayTime / 2
        // The way up is the way down played backwards on the other side.
        let mirrored = t > half
        let u = mirrored ? oneWayTime - t : t
        let i = min(Int(u / timeStep), positions.count - 2)
        let s = u / timeStep - Double(i)
        let x = max(0, Self.hermite(positions[i], velocities[i], positions[i + 1], velocities[i + 1], s, timeStep))
        let speed = abs(velocities[i] + (velocities[i + 1] - velocities[i]) * s)
        let fromCentre = mirrored ? -x : x
        return State(time: t, distance: radius - fromCentre, depth: radius - x, speed: speed)
    }

    /// Cubic Hermite interpolation of position over one step of `h` seconds.
    private static func hermite(_ x0: Double, _ v0: Double, _ x1: Double, _ v1: Double, _ s: Double, _ h: Double) -> Double {
        let s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * x0 + (s3 - 2 * s2 + s) * h * v0 + (-2 * s3 + 3 * s2) * x1 + (s3 - s2) * h * v1
    }
}
