import CGtk

/// A 2-D affine transform, as Cairo's matrix:
/// x′ = xx·x + xy·y + x0, y′ = yx·x + yy·y + y0.
public struct Matrix: Equatable, Sendable {
    /// The x scale part.
    public var xx: Double
    /// The y shear part.
    public var yx: Double
    /// The x shear part.
    public var xy: Double
    /// The y scale part.
    public var yy: Double
    /// The x translation.
    public var x0: Double
    /// The y translation.
    public var y0: Double

    /// A matrix from its six components.
    public init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx
        self.yx = yx
        self.xy = xy
        self.yy = yy
        self.x0 = x0
        self.y0 = y0
    }

    var cairoValue: cairo_matrix_t {
        cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }
}
