import DisplayTesting
import Geo
import MapRendering
import XCTest

/// Pixels within `tolerance` (0–255 RGB distance) of `color` in a box.
func countPixels(_ shot: Screenshot, near color: MapColor, tolerance: Double, x: Range<Int>, y: Range<Int>) -> Int {
    var n = 0
    for py in y where py >= 0 && py < shot.height {
        for px in x where px >= 0 && px < shot.width {
            let p = shot.pixel(x: px, y: py)
            let dr = Double(p.red) - color.red * 255, dg = Double(p.green) - color.green * 255
            let db = Double(p.blue) - color.blue * 255
            if (dr * dr + dg * dg + db * db).squareRoot() < tolerance { n += 1 }
        }
    }
    return n
}

/// The way down's last still frame (`wayDownDrawn`): where the digger,
/// the cut's centre and its rim are in the window.
func lastWayDownDrawn(_ log: TraceLog) throws -> (digger: MapPoint, center: MapPoint, radius: Double) {
    let event = try XCTUnwrap(log.events(named: "wayDownDrawn").last, "no still frame of the way down")
    return (MapPoint(x: event.number("diggerX") ?? 0, y: event.number("diggerY") ?? 0),
            MapPoint(x: event.number("centerX") ?? 0, y: event.number("centerY") ?? 0), event.number("radius") ?? 0)
}

/// Checks the screenshot (in window coordinates) shows the cut's layers
/// and the digger at `digger`.
func assertWayDownPicture(_ shot: Screenshot, center: MapPoint, radius: Double, digger: MapPoint,
                          file: StaticString = #filePath, line: UInt = #line) {
    let cx = Int(center.x), cy = Int(center.y), r = Int(radius)
    for (layer, depth) in [(EarthLayer.lowerMantle, 1800.0), (.outerCore, 4000), (.innerCore, 5800)] {
        let at = Int(WayDownPainter.radius(atDepthKm: depth, discRadius: radius))
        let found = countPixels(shot, near: WayDownPalette.color(for: layer), tolerance: 40,
                                x: (cx - at - 3)..<(cx - at + 4), y: (cy - 12)..<(cy - 2))
        XCTAssertGreaterThan(found, 20, "no \(layer) at its radius", file: file, line: line)
    }
    XCTAssertGreaterThan(r, 80, "the cut is too small to see", file: file, line: line)
    let ink = MarkerArtwork(kind: .digger).characteristicColor
    let figure = countPixels(shot, near: ink, tolerance: 30,
                             x: (Int(digger.x) - 50)..<(Int(digger.x) + 10), y: (Int(digger.y) - 70)..<(Int(digger.y) + 2))
    XCTAssertGreaterThan(figure, 60, "no digger at \(digger)", file: file, line: line)
}
