import CGtk

/// Where GTK placed a widget, and its size, in points.
public struct Allocation: Equatable, Sendable {
    /// The left edge, in the parent window's coordinates.
    public var x: Int
    /// The top edge, in the parent window's coordinates.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// An allocation at (`x`, `y`) of `width` × `height` points.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ rectangle: GtkAllocation) {
        self.init(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
    }

    var gtkValue: GtkAllocation {
        GtkAllocation(x: Int32(x), y: Int32(y), width: Int32(width), height: Int32(height))
    }
}
