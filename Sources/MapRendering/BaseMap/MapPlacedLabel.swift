/// A label the base map placed: its text, the point it names and the box
/// its text (with halo) occupies, in view points with the origin top-left.
public struct MapPlacedLabel: Hashable, Sendable {
    /// The text drawn (a place or a country name).
    public var name: String
    /// The view point the label belongs to (the city's dot, the country's centre).
    public var anchorX: Double
    /// See ``anchorX``.
    public var anchorY: Double
    /// Left edge of the occupied box.
    public var boxX: Double
    /// Top edge of the occupied box.
    public var boxY: Double
    /// Width of the occupied box.
    public var boxWidth: Double
    /// Height of the occupied box.
    public var boxHeight: Double

    /// Creates a placed label.
    public init(name: String, anchorX: Double, anchorY: Double, boxX: Double, boxY: Double, boxWidth: Double, boxHeight: Double) {
        self.name = name
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.boxX = boxX
        self.boxY = boxY
        self.boxWidth = boxWidth
        self.boxHeight = boxHeight
    }

    /// Whether this label's box and `other`'s share any interior point. O(1).
    public func overlaps(_ other: MapPlacedLabel) -> Bool {
        boxX < other.boxX + other.boxWidth && other.boxX < boxX + boxWidth
            && boxY < other.boxY + other.boxHeight && other.boxY < boxY + boxHeight
    }
}
