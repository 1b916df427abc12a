import CGtk

extension Surface {
    /// Device pixels per point the surface is drawn at, across and down (2
    /// for a window's surface on a HiDPI screen).
    public var deviceScale: (x: Double, y: Double) {
        var x = 1.0, y = 1.0
        cairo_surface_get_device_scale(cairoPointer, &x, &y)
        return (x, y)
    }
}
