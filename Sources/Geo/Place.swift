/// A populated place for map labels and geocoding (from GeoNames cities1000).
public struct Place: Sendable, Hashable {
    /// The place's name as GeoNames gives it (usually the local name in Latin script).
    public let name: String
    /// Where the place is (stored as a 32-bit unit vector: about 1 m precision).
    public let coordinate: Coordinate
    /// Population per GeoNames; 0 where unknown.
    public let population: Int
    /// ISO 3166-1 alpha-2 code of the country the place belongs to.
    public let countryCode: String
    /// First-level administrative region (state, province), where known.
    public let region: String?

    /// Creates a place.
    public init(name: String, coordinate: Coordinate, population: Int, countryCode: String, region: String?) {
        self.name = name
        self.coordinate = coordinate
        self.population = population
        self.countryCode = countryCode
        self.region = region
    }
}
