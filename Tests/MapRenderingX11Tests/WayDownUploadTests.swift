import CXlibTesting
import Geo
@testable import MapRendering
import XCTest

/// Into a window's X pixmap the way down paints what does not move from one
/// upload kept across frames (the whole window's pixels went up in every
/// frame of the fall before), and the falling digger from images kept per
/// step; but for what is drawn in every frame, the frames look like the way
/// down drawn into an image. Draws into
/// pixmaps of an X connection of its own (Xvfb's, under
/// meson-helpers/with-xvfb.sh), as GDK's frames are.
final class WayDownUploadTests: XCTestCase {
    let width = 640.0, height = 480.0

    private func scene(distanceKm: Double) -> WayDownScene {
        let labels = EarthLayer.allCases.map { layer in
            WayDownScene.Label(layer: layer, title: layer.rawValue, details: ["0–35 km"])
        }
        return WayDownScene(
            profile: TunnelProfile(start: .land, end: .ocean), startName: "Skjern, Denmark", endName: "South Pacific Ocean",
            labels: labels,
            readout: WayDownScene.Readout(clock: "12:34", caption: "Falling", lines: ["Depth 2,891 km"]),
            distanceKm: distanceKm)
    }

    func testTheFallPaintsFromOneUploadAndLooksLikeItsImage() throws {
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        for scale in [1.0, 2.0] {
            let painter = WayDownPainter()
            var upload: OpaquePointer?
            for distance in [0.0, 3100.0, 9000.0] {
                let label = "\(distance) km at scale \(scale)"
                let frame = drawnInXPixmap(width: width, height: height, scale: scale, on: display) { cr in
                    painter.draw(scene(distanceKm: distance), in: cr, width: width, height: height)
                }
                let kept = try XCTUnwrap(painter.stillDisplaySurface, "\(label): no upload kept")
                XCTAssertEqual(cairo_surface_get_type(kept), CAIRO_SURFACE_TYPE_XLIB, label)
                if let upload { XCTAssertEqual(kept, upload, "\(label): uploaded again") }
                upload = kept
                // The same frame drawn into an image by a painter of its own.
                let image = RenderSurface(width: width, height: height, scaleFactor: scale)
                let reference = WayDownPainter()
                image.draw { reference.draw(scene(distanceKm: distance), in: $0, width: width, height: height) }
                XCTAssertEqual(reference.stillDisplaySurface, nil, label)
                XCTAssertEqual(reference.lastLayout, painter.lastLayout, label)
                // The readout's text, the fallen stretch of the shaft and the
                // centre's dot are drawn in every frame, into the pixmap by the
                // X server's rasteriser and with the display's font options:
                // only they may differ.
                let layout = try XCTUnwrap(painter.lastLayout, label)
                let readout = layout.readoutRect, centre = layout.center
                let fallen = MapRect(
                    x: centre.x - 8, y: centre.y - layout.radius - 1, width: 16,
                    height: max(layout.diggerAnchor.y, centre.y + 8) - (centre.y - layout.radius) + 2)
                let stride = image.pixelWidth
                var far = 0, drawnEachFrame = 0
                for y in 0..<image.pixelHeight {
                    for x in 0..<image.pixelWidth {
                        let drawn = image.pixel(x: x, y: y), painted = frame[y * stride + x]
                        let channels = [
                            (drawn.red, (painted >> 16) & 0xFF), (drawn.green, (painted >> 8) & 0xFF), (drawn.blue, painted & 0xFF),
                        ]
                        guard channels.contains(where: { abs(Int(($0.0 * 255).rounded()) - Int($0.1)) > 3 }) else { continue }
                        let point = (x: Double(x) / scale, y: Double(y) / scale)
                        if [readout, fallen].contains(where: {
                            point.x >= $0.x && point.x < $0.maxX && point.y >= $0.y && point.y < $0.maxY
                        }) {
                            drawnEachFrame += 1
                        } else {
                            far += 1
                        }
                    }
                }
                XCTAssertEqual(far, 0, "\(label): pixels unlike the image's elsewhere (\(drawnEachFrame) where drawn in each frame)")
            }
            XCTAssertEqual(painter.stillRenderCount, 1, "scale \(scale)")
        }
    }
}
