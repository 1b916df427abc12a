#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Coordinate {
    /// The point as a unit vector from the Earth's centre: x towards (0°, 0°),
    /// y towards (0°, 90° E), z towards the North Pole.
    ///
    /// Nearest-neighbour searches on these vectors need no special cases at
    /// the antimeridian or the poles: chord length orders points exactly as
    /// great-circle distance does.
    public var unitVector: SIMD3<Double> {
        let phi = latitude * .pi / 180
        let lambda = longitude * .pi / 180
        let c = cos(phi)
        return SIMD3(c * cos(lambda), c * sin(lambda), sin(phi))
    }

    /// The coordinate of a unit vector (the inverse of ``unitVector``).
    public init(unitVector v: SIMD3<Double>) {
        let length = (v * v).sum().squareRoot()
        let z = max(-1, min(1, v.z / length))
        self.init(latitude: asin(z) * 180 / .pi, longitude: atan2(v.y, v.x) * 180 / .pi)
    }
}
