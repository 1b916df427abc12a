/// The digger: an ISO 7001-style man with his foot on a spade, digging.
///
/// Design units: about 100 tall, origin at the spade's tip (the spot he
/// digs), y downwards, so the figure lies above and left of the origin.
enum DiggerPictogram {
    static let ink = MapColor(hex: 0x23303B)
    static let blade = MapColor(hex: 0x3C4C5A)
    static let hole = MapColor(hex: 0x4A3426)

    static let pictogram: Pictogram = {
        func p(_ x: Double, _ y: Double) -> MapPoint { MapPoint(x: x, y: y) }
        let limb = 11.0
        return Pictogram(
            primitives: [
                // The hole he is digging: the tunnel's mouth, centred on the anchor.
                .ellipse(center: p(0, 0), radiusX: 11, radiusY: 4, color: hole),
                // Spade: shaft, T-grip and blade, its tip at the origin.
                .stroke([p(0, -22), p(-6.5, -81)], width: 4.5, color: ink),
                .stroke([p(-12.5, -82), p(-0.5, -80.5)], width: 5, color: ink),
                .polygon(
                    [p(-8.5, -27), p(8.5, -27), p(8, -12), p(5.5, -5), p(0, 0), p(-5.5, -5), p(-8, -12)],
                    color: blade),
                // Back leg, straight to the ground; front leg bent, foot on the blade.
                .stroke([p(-33, -45), p(-37, -25), p(-40, -5)], width: limb, color: ink),
                .stroke([p(-33, -45), p(-18, -39), p(-10, -29)], width: limb, color: ink),
                // Torso, leaning into the work.
                .stroke([p(-30, -73), p(-33.5, -46)], width: 15, color: ink),
                // Upper arm to the grip, lower arm to the shaft.
                .stroke([p(-27.5, -70), p(-17, -76), p(-8, -79)], width: 8, color: ink),
                .stroke([p(-28, -66), p(-20, -54), p(-3.5, -52)], width: 8, color: ink),
                // Head.
                .circle(center: p(-32, -90), radius: 9.5, color: ink),
            ],
            designBounds: MapRect(x: -46, y: -100, width: 58, height: 104))
    }()
}

/// The antipode marker: a bold red X, origin at its centre.
///
/// Design units: about 100 across.
enum CrossPictogram {
    static let red = MapColor(hex: 0xE0312B)

    static let pictogram: Pictogram = Pictogram(
        primitives: [
            .stroke([MapPoint(x: -36, y: -36), MapPoint(x: 36, y: 36)], width: 26, color: red),
            .stroke([MapPoint(x: -36, y: 36), MapPoint(x: 36, y: -36)], width: 26, color: red),
        ],
        designBounds: MapRect(x: -49, y: -49, width: 98, height: 98))
}
