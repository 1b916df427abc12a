import CXlibTesting
@testable import MapRendering
import XCTest

/// Into a window's X pixmap a caption paints its kept pill at whole device
/// pixels (one composite instead of three anti-aliased shapes, 3–5 ms a
/// frame at 2×), and looks like the caption drawn shape by shape at that
/// place. Draws into pixmaps of an X connection of its own
/// (Xvfb's, under meson-helpers/with-xvfb.sh), as GDK's frames are.
final class MarkerCaptionPillsTests: XCTestCase {
    let width = 240.0, height = 80.0

    /// The caption over a flat background at `scale` device pixels per
    /// point, in an X pixmap read back: with `pills` from its kept pill,
    /// else shape by shape.
    private func pixels(
        _ caption: MarkerCaption, anchorX: Double, anchorY: Double, scale: Double, pills: MarkerCaptionPills?,
        on display: OpaquePointer
    ) -> [UInt32] {
        drawnInXPixmap(width: width, height: height, scale: scale, on: display) { cr in
            cairo_set_source_rgb(cr, 0.6, 0.8, 0.9)
            cairo_paint(cr)
            caption.draw(in: cr, anchorX: anchorX, anchorY: anchorY, viewWidth: width, viewHeight: height, pills: pills)
        }
    }

    /// Where `caption` frames its pill, laid out for an X pixmap.
    private func pillFrame(
        _ caption: MarkerCaption, anchorX: Double, anchorY: Double, on display: OpaquePointer
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        var frame = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        _ = drawnInXPixmap(width: 1, height: 1, scale: 1, on: display) { cr in
            frame = caption.frame(in: cr, anchorX: anchorX, anchorY: anchorY, viewWidth: width, viewHeight: height)
        }
        return frame
    }

    private func largestChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).map { pair in [0, 8, 16].map { abs(Int((pair.0 >> $0) & 0xFF) - Int((pair.1 >> $0) & 0xFF)) }.max()! }.max() ?? 0
    }

    func testAKeptPillLooksLikeTheShapesDrawnAtWholeDevicePixels() throws {
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        for scale in [1.0, 2.0] {
            let pills = MarkerCaptionPills()
            // Anchors off the pixel grid; the same text twice (the kept
            // pill), then another (a pill of another size).
            let frames: [(String, Double, Double)] = [
                ("Thyborøn, Denmark", 120.3, 20.2), ("Thyborøn, Denmark", 97.65, 21.1), ("Lemvig", 131.8, 18.45),
            ]
            for (text, anchorX, anchorY) in frames {
                let caption = MarkerCaption(text: text)
                let kept = pixels(caption, anchorX: anchorX, anchorY: anchorY, scale: scale, pills: pills, on: display)
                // Where the kept pill went: its frame moved onto the device pixel grid.
                let frame = pillFrame(caption, anchorX: anchorX, anchorY: anchorY, on: display)
                let corner = (x: frame.x - MarkerCaption.pillOverhang, y: frame.y - MarkerCaption.pillOverhang)
                let dx = (corner.x * scale).rounded() / scale - corner.x, dy = (corner.y * scale).rounded() / scale - corner.y
                let label = "\(text) at \(anchorX), \(anchorY), scale \(scale)"
                XCTAssertTrue(dx != 0 || dy != 0, "\(label): the anchor was meant to be off the grid")
                let drawn = pixels(caption, anchorX: anchorX + dx, anchorY: anchorY + dy, scale: scale, pills: nil, on: display)
                let unmoved = pixels(caption, anchorX: anchorX, anchorY: anchorY, scale: scale, pills: nil, on: display)
                // The pill's three translucent shapes composited together in
                // 8-bit premultiplied colour first, then onto the map: the
                // same colours within that rounding (4 levels of 255 at most).
                XCTAssertLessThanOrEqual(largestChannelDifference(kept, drawn), 4, label)
                XCTAssertGreaterThan(largestChannelDifference(kept, unmoved), 4, "\(label): the pill did not move onto the grid")
            }
        }
    }
}
