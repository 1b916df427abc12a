/// A place found near a point, with the great-circle distance to it.
public struct NearbyPlace: Sendable, Hashable {
    /// The place.
    public let place: Place
    /// Great-circle distance from the queried point, in kilometres.
    public let distanceKilometres: Double

    /// Creates a result.
    public init(place: Place, distanceKilometres: Double) {
        self.place = place
        self.distanceKilometres = distanceKilometres
    }
}
