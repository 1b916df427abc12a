/// What is at a point: the answer of ``ReverseGeocoder/describe(_:language:)``.
///
/// On land, ``country`` is set and ``water`` is nil (or a lake's name when
/// the point is on a named lake). At sea, ``country`` is nil and ``water``
/// names the ocean, sea, gulf or strait, with ``ocean`` the ocean it belongs to.
public struct LocationDescription: Sendable, Hashable {
    /// What kind of surface the point is on.
    public enum Surface: String, Sendable, Hashable {
        /// Dry land inside a country.
        case land
        /// A lake (named or not), usually inside a country.
        case lake
        /// An ocean or a sea.
        case sea
    }

    /// The point described (as given, not clamped).
    public let coordinate: Coordinate
    /// Land, lake or sea.
    public let surface: Surface
    /// The country's name in the requested language; nil at sea.
    public let country: String?
    /// ISO 3166-1 alpha-2 code of the country; nil at sea and for a few territories.
    public let countryCode: String?
    /// First-level region (state, province) from the nearest place in the
    /// same country; nil at sea or where unknown.
    public let region: String?
    /// The lake, sea or ocean name; nil on land (and on unnamed lakes).
    public let water: String?
    /// The ocean the water belongs to (localised); nil on land, on lakes and
    /// on the landlocked Caspian.
    public let ocean: String?
    /// The nearest populated place of any size (it can be a neighbourhood).
    public let nearestPlace: NearbyPlace?
    /// The nearest place with at least 15,000 people.
    public let nearestCity: NearbyPlace?
    /// The place a person would say the point is in (Madrid rather than its
    /// neighbourhood Sol); nil in open country and at sea. See
    /// ``ReverseGeocoder/describe(_:language:)``.
    public let locality: NearbyPlace?
    /// The IANA time-zone identifier of the point ("Europe/Madrid"), from
    /// the nearest place in the same country (GeoNames), or the nearest
    /// place's on land or a lake of no country; nil at sea and where no
    /// place is known. See ``ReverseGeocoder/describe(_:language:)``.
    public let timeZone: String?

    /// Creates a description.
    public init(
        coordinate: Coordinate, surface: Surface, country: String?, countryCode: String?, region: String?,
        water: String?, ocean: String?, nearestPlace: NearbyPlace?, nearestCity: NearbyPlace?,
        locality: NearbyPlace? = nil, timeZone: String? = nil
    ) {
        self.coordinate = coordinate
        self.surface = surface
        self.country = country
        self.countryCode = countryCode
        self.region = region
        self.water = water
        self.ocean = ocean
        self.nearestPlace = nearestPlace
        self.nearestCity = nearestCity
        self.locality = locality
        self.timeZone = timeZone
    }

    /// A short name for the point for people: "Region, Country" on land,
    /// the lake's or sea's name on water.
    public var title: String {
        if let water { return water }
        if let country { return [region, country].compactMap { $0 }.joined(separator: ", ") }
        return coordinate.formattedDecimal(fractionDigits: 2)
    }
}
