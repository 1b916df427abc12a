#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Coordinate {
    /// The mean Earth radius (IUGG), in kilometres, used for distances.
    public static let earthRadiusKilometres = 6371.0088

    /// Great-circle distance to another point on a spherical Earth, in
    /// kilometres (haversine formula; accurate at all distances, antipodes included).
    public func distance(to other: Coordinate) -> Double {
        let phi1 = latitude * .pi / 180, phi2 = other.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (other.longitude - longitude) * .pi / 180
        let a = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * Self.earthRadiusKilometres * asin(min(1, a.squareRoot()))
    }
}
