/// A city that may get a label on a map: its name in one language, its
/// population, and where it lies on a Web Mercator map.
///
/// Only what a label needs, projected once: the atlas keeps one per city
/// and language it was asked for (up to 34,000), and the map renderers of a
/// window share those instead of each keeping a copy of its own.
public struct LabelPlace: Sendable, Hashable {
    /// The name in the requested language where the data has one, English otherwise.
    public let name: String
    /// Population per GeoNames.
    public let population: Int
    // Two Doubles rather than a SIMD2, whose 16-byte alignment would pad
    // every place from 40 bytes to 48.
    private let x: Double
    private let y: Double

    /// The normalised Web Mercator position (``WebMercator/project(_:)``:
    /// x and y in 0…1, north up).
    public var position: SIMD2<Double> { SIMD2(x, y) }

    /// Creates a label place.
    public init(name: String, population: Int, position: SIMD2<Double>) {
        self.name = name
        self.population = population
        x = position.x
        y = position.y
    }
}
