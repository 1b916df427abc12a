import CXlibTesting
@testable import MapRendering
import XCTest

/// Into a window's X pixmap a marker image paints from one upload kept
/// across frames (the image went up to the X server in every frame before,
/// 80–150 KB at 2×), and looks exactly like the image painted itself. Draws
/// into pixmaps of an X connection of its own (Xvfb's, under
/// meson-helpers/with-xvfb.sh), as GDK's frames are.
final class MarkerImageUploadTests: XCTestCase {
    let width = 120.0, height = 120.0

    private func frame(scale: Double, on display: OpaquePointer, _ paint: (OpaquePointer) -> Void) -> [UInt32] {
        drawnInXPixmap(width: width, height: height, scale: scale, on: display) { cr in
            cairo_set_source_rgb(cr, 0.6, 0.8, 0.9)
            cairo_paint(cr)
            paint(cr)
        }
    }

    private func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { $0 != $1 }.count
    }

    func testAnImagePaintsFromOneUploadThatLooksLikeTheImage() throws {
        let display = try openTestDisplay()
        defer { XCloseDisplay(display) }
        for (kind, scale) in [(MarkerArtwork.Kind.digger, 1.0), (.digger, 2.0), (.antipode, 2.0)] {
            let label = "\(kind) at scale \(scale)"
            let placement = MarkerArtwork.Placement(anchor: MapPoint(x: 61.3, y: 70.6), scale: scale)
            let image = MarkerArtwork(kind: kind).image(lift: 0, scale: scale, stepX: placement.stepX, stepY: placement.stepY)
            // What painting the image itself gave: Cairo uploads it for the one paint.
            let itself = frame(scale: scale, on: display) { cr in
                cairo_set_source_surface(
                    cr, image.surface.surface, placement.pixelX / scale + image.origin.x, placement.pixelY / scale + image.origin.y)
                cairo_paint(cr)
            }
            XCTAssertNil(image.uploadedSurface, label)
            let first = frame(scale: scale, on: display) { image.paint(in: $0, at: placement) }
            let upload = try XCTUnwrap(image.uploadedSurface, "\(label): no upload kept")
            XCTAssertEqual(cairo_surface_get_type(upload), CAIRO_SURFACE_TYPE_XLIB, label)
            // A later frame, into another pixmap, at another whole pixel.
            let moved = MarkerArtwork.Placement(anchor: MapPoint(x: 61.3 + 7, y: 70.6 - 3), scale: scale)
            XCTAssertTrue(image.serves(moved, lift: 0, scale: scale), label)
            let second = frame(scale: scale, on: display) { image.paint(in: $0, at: moved) }
            XCTAssertEqual(image.uploadedSurface, upload, "\(label): uploaded again")
            let itselfMoved = frame(scale: scale, on: display) { cr in
                cairo_set_source_surface(
                    cr, image.surface.surface, moved.pixelX / scale + image.origin.x, moved.pixelY / scale + image.origin.y)
                cairo_paint(cr)
            }
            let background = frame(scale: scale, on: display) { _ in }
            XCTAssertGreaterThan(differing(first, background), 500, "\(label): the marker drew next to nothing")
            XCTAssertEqual(differing(first, itself), 0, "\(label): pixels unlike the image's")
            XCTAssertEqual(differing(second, itselfMoved), 0, "\(label): pixels unlike the image's, a frame later")
        }
    }

    func testIntoAnImageTheImageIsPaintedItself() {
        let placement = MarkerArtwork.Placement(anchor: MapPoint(x: 40, y: 50), scale: 2)
        let image = MarkerArtwork(kind: .digger).image(lift: 0, scale: 2, stepX: placement.stepX, stepY: placement.stepY)
        let target = RenderSurface(width: width, height: height, scaleFactor: 2)
        target.draw { image.paint(in: $0, at: placement) }
        XCTAssertNil(image.uploadedSurface)
        XCTAssertGreaterThan(target.pixel(x: Int(placement.pixelX), y: Int(placement.pixelY) - 20).alpha, 0.5,
                             "the digger's body, above his anchor, was not painted")
    }
}
