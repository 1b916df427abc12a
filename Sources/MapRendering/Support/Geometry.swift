/// A point in a view, in points (not device pixels), y growing downwards.
public struct MapPoint: Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points, downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Distance to another point, in points.
    public func distance(to other: MapPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// An axis-aligned rectangle in points.
public struct MapRect: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width, never negative.
    public var width: Double
    /// Height, never negative.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Centre point.
    public var center: MapPoint { MapPoint(x: x + width / 2, y: y + height / 2) }

    /// Whether the point lies inside (left/top edges included).
    public func contains(_ point: MapPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether the two rectangles overlap with a positive area.
    public func intersects(_ other: MapRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The rectangle grown by `amount` on every side (shrunk if negative).
    public func insetBy(_ amount: Double) -> MapRect {
        MapRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// The smallest rectangle containing both.
    public func union(_ other: MapRect) -> MapRect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return MapRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}
