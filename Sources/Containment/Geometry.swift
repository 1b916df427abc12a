// Platform-neutral geometry. Plain value types so the core needs neither
// Foundation's CGRect nor any toolkit's rectangle.

/// A location in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; it grows downwards, as in UIKit and GTK.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// A readable form such as `(10.0, 20.0)`.
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// A readable form such as `800.0×600.0`.
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest horizontal coordinate.
    public var minX: Double { origin.x }
    /// The smallest vertical coordinate.
    public var minY: Double { origin.y }
    /// The largest horizontal coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The largest vertical coordinate.
    public var maxY: Double { origin.y + size.height }
    /// The width, `size.width`.
    public var width: Double { size.width }
    /// The height, `size.height`.
    public var height: Double { size.height }

    /// The same rectangle moved by `dx` across and `dy` down, as UIKit's
    /// `CGRect.offsetBy(dx:dy:)`: a slide's start and end frames are the
    /// container's bounds moved by its width.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// A readable form such as `(0.0, 0.0; 800.0×600.0)`.
    public var description: String { "(\(origin.x), \(origin.y); \(size))" }
}
