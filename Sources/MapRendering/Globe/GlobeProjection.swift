public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Earth seen from far out above one point: an orthographic projection
/// onto a disc, the point at the disc's centre and the horizon, 90° away,
/// on its rim.
public struct GlobeProjection: Sendable, Equatable {
    /// The point straight below the viewer, at the disc's centre.
    public var center: Coordinate
    /// The disc's radius, in points.
    public var radius: Double
    /// Where the disc's centre lies in the view, in points.
    public var originX: Double
    /// Where the disc's centre lies in the view, in points (y grows down).
    public var originY: Double

    /// The projection of a globe of `radius` points centred at (`originX`,
    /// `originY`) in the view, seen from above `center`.
    public init(center: Coordinate, radius: Double, originX: Double, originY: Double) {
        self.center = center
        self.radius = radius
        self.originX = originX
        self.originY = originY
    }

    /// Where `coordinate` lands in the view, and how far it faces the
    /// viewer: `depth` is 1 at the centre, 0 on the horizon and negative on
    /// the far side, which the disc hides.
    public func project(_ coordinate: Coordinate) -> (x: Double, y: Double, depth: Double) {
        project(latitude: coordinate.latitude, longitude: coordinate.longitude, basis: Basis(center))
    }

    /// `project` with the centre's sines and cosines worked out once for
    /// the many vertices of a render.
    func project(latitude: Double, longitude: Double, basis: Basis) -> (x: Double, y: Double, depth: Double) {
        let phi = latitude * .pi / 180
        let delta = (longitude - center.longitude) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi), cosDelta = cos(delta)
        let x = cosPhi * sin(delta)
        let y = basis.cosLatitude * sinPhi - basis.sinLatitude * cosPhi * cosDelta
        let depth = basis.sinLatitude * sinPhi + basis.cosLatitude * cosPhi * cosDelta
        return (originX + radius * x, originY - radius * y, depth)
    }

    /// The centre's latitude terms.
    struct Basis {
        let sinLatitude: Double
        let cosLatitude: Double

        init(_ center: Coordinate) {
            let phi = center.latitude * .pi / 180
            sinLatitude = sin(phi)
            cosLatitude = cos(phi)
        }
    }

    /// Whether the view point (`x`, `y`) lies on the disc.
    public func isOnDisc(x: Double, y: Double) -> Bool {
        let dx = x - originX, dy = y - originY
        return dx * dx + dy * dy <= radius * radius
    }

    /// The coordinate seen at the view point (`x`, `y`), or nil off the disc.
    public func coordinate(atX x: Double, y: Double) -> Coordinate? {
        let px = (x - originX) / radius, py = (originY - y) / radius
        let rho2 = px * px + py * py
        guard rho2 <= 1 else { return nil }
        let depth = (1 - rho2).squareRoot()
        let basis = Basis(center)
        // Rotate the view's (east, north, out) back to the Earth's frame.
        let sinPhi = depth * basis.sinLatitude + py * basis.cosLatitude
        let phi = asin(min(1, max(-1, sinPhi)))
        let lambda = atan2(px, depth * basis.cosLatitude - py * basis.sinLatitude)
        var longitude = center.longitude + lambda * 180 / .pi
        longitude = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if longitude < 0 { longitude += 360 }
        return Coordinate(latitude: phi * 180 / .pi, longitude: longitude - 180)
    }
}
