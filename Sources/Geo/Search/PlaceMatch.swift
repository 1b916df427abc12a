/// One answer of ``PlaceSearchIndex/search(_:limit:)``.
public struct PlaceMatch: Sendable, Equatable {
    /// How the query matched the name, best first in ranking.
    public enum Quality: Int, Sendable, Comparable {
        /// Within one or two edits of the name or of its beginning ("Copenhagn").
        case fuzzy
        /// The query occurs inside the name ("hagen" in "Copenhagen").
        case substring
        /// A later word of the name starts with the query ("paulo" in "São Paulo").
        case wordPrefix
        /// The name starts with the query ("copen").
        case prefix
        /// The name is the query, folded ("malaga" for "Málaga").
        case exact

        /// Orders by match quality: exact is the greatest.
        public static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// English/GeoNames name as shown ("Málaga", "Strait of Gibraltar").
    public let name: String
    /// The Simplified Chinese name where the data has one.
    public let chineseName: String?
    /// What sort of place it is.
    public let kind: PlaceKind
    /// Where it lies, in English: "Region, Country" for a city, the country
    /// for a region, the ocean for a sea; "" when there is nothing to add.
    public let context: String
    /// The point to go to: the place itself for a city; the most populous
    /// place of a country or region; a point inside a sea or lake.
    public let coordinate: Coordinate
    /// People living there (GeoNames) for a city; 0 for every other kind.
    public let population: Int
    /// Higher is better: the match quality's level plus a fraction that
    /// grows with the place's importance (see ``PlaceSearchIndex``).
    public let score: Double
    /// How the query matched.
    public let quality: Quality
    /// ``context`` with the country or ocean in Simplified Chinese
    /// ("Madrid，西班牙", "大西洋"), where the data has that name; regions
    /// stay in English (the data has no Chinese region names). Nil otherwise.
    public let chineseContext: String?

    /// Creates a match.
    public init(
        name: String, chineseName: String?, kind: PlaceKind, context: String, coordinate: Coordinate,
        population: Int, score: Double, quality: Quality, chineseContext: String? = nil
    ) {
        self.chineseContext = chineseContext
        self.name = name
        self.chineseName = chineseName
        self.kind = kind
        self.context = context
        self.coordinate = coordinate
        self.population = population
        self.score = score
        self.quality = quality
    }
}
