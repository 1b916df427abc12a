public import Containment

extension Rect {
    /// The centre point, as a tuple for drawing and pointer code.
    public var center: (x: Double, y: Double) { (minX + width / 2, minY + height / 2) }
}
