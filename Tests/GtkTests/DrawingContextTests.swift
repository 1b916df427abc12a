import CGtk
@testable import Gtk
import XCTest

/// The drawing context draws what its Swift calls say, into image surfaces.
final class DrawingContextTests: XCTestCase {
    func testAFilledRectangleCoversItsPixelsOnly() {
        let surface = ImageSurface(pixelWidth: 20, pixelHeight: 10)
        surface.draw { context in
            context.addRectangle(x: 0, y: 0, width: 10, height: 10)
            context.setColor(red: 1, green: 0, blue: 0)
            context.fill()
        }
        XCTAssertEqual(surface.pixel(x: 5, y: 5).red, 1)
        XCTAssertEqual(surface.pixel(x: 5, y: 5).alpha, 1)
        XCTAssertEqual(surface.pixel(x: 15, y: 5).alpha, 0)
        XCTAssertEqual(surface.pixel(x: 50, y: 50).alpha, 0, "outside the image")
    }

    func testSavedStateIsRestoredAndTransformsApply() {
        let surface = ImageSurface(pixelWidth: 20, pixelHeight: 20)
        surface.draw { context in
            context.withSavedState {
                context.translate(x: 10, y: 10)
                context.lineWidth = 7
                context.addRectangle(x: 0, y: 0, width: 5, height: 5)
                context.setColor(red: 0, green: 0, blue: 1)
                context.fill()
            }
            XCTAssertEqual(context.lineWidth, 2, "Cairo's default again")
            XCTAssertTrue(context.isValid)
            context.scale(x: 1, y: 0)
            XCTAssertFalse(context.isValid, "a zero scale breaks a context")
        }
        XCTAssertEqual(surface.pixel(x: 12, y: 12).blue, 1)
        XCTAssertEqual(surface.pixel(x: 2, y: 2).alpha, 0)
    }

    func testARoundedRectangleLeavesItsCornersEmpty() {
        let surface = ImageSurface(pixelWidth: 40, pixelHeight: 40)
        surface.draw { context in
            context.addRoundedRectangle(x: 0, y: 0, width: 40, height: 40, radius: 100)
            context.setColor(red: 0, green: 1, blue: 0)
            context.fill()
        }
        XCTAssertEqual(surface.pixel(x: 20, y: 20).green, 1)
        XCTAssertEqual(surface.pixel(x: 1, y: 1).alpha, 0, "a radius above half the side makes a circle")
    }

    func testAGradientRampsBetweenItsStops() {
        let surface = ImageSurface(pixelWidth: 100, pixelHeight: 1)
        let ramp = Gradient.linear(fromX: 0, y: 0, toX: 100, y: 0)
        ramp.addColorStop(at: 0, red: 0, green: 0, blue: 0)
        ramp.addColorStop(at: 1, red: 1, green: 1, blue: 1)
        surface.draw { context in
            context.setSource(ramp)
            context.paint()
        }
        XCTAssertLessThan(surface.pixel(x: 5, y: 0).red, 0.1)
        XCTAssertEqual(surface.pixel(x: 50, y: 0).red, 0.5, accuracy: 0.02)
        XCTAssertGreaterThan(surface.pixel(x: 95, y: 0).red, 0.9)
    }

    func testASurfaceIsPaintedAtItsOffsetAndScale() {
        let tile = ImageSurface(width: 5, height: 5, scale: 2)
        XCTAssertEqual(tile.pixelWidth, 10)
        XCTAssertEqual(tile.width, 5)
        tile.draw { context in
            context.setColor(red: 1, green: 1, blue: 0)
            context.paint()
        }
        let surface = ImageSurface(pixelWidth: 20, pixelHeight: 20)
        surface.draw { context in
            context.setSource(tile, x: 10, y: 10, filter: .nearest)
            context.paint()
        }
        XCTAssertEqual(surface.pixel(x: 12, y: 12).green, 1)
        XCTAssertEqual(surface.pixel(x: 16, y: 16).alpha, 0, "five points wide on a 1× surface")
    }

    func testTextLayoutsMeasureWrapAndSpace() {
        let surface = ImageSurface(pixelWidth: 300, pixelHeight: 100)
        surface.draw { context in
            let small = context.makeTextLayout("Tunnel", font: Font("Sans", size: 10))
            let large = context.makeTextLayout("Tunnel", font: Font("Sans", weight: .bold, size: 30))
            XCTAssertGreaterThan(large.size.height, small.size.height * 2)
            XCTAssertEqual(large.font, Font("Sans", weight: .bold, size: 30))
            let spaced = context.makeTextLayout("Tunnel", font: Font("Sans", size: 10))
            spaced.letterSpacing = 3
            XCTAssertGreaterThanOrEqual(spaced.size.width, small.size.width + 15)
            let wrapped = context.makeTextLayout("one two three four five six", font: Font("Sans 10px"))
            let oneLine = wrapped.size.height
            wrapped.width = 40
            wrapped.wrapMode = .wordCharacter
            XCTAssertGreaterThan(wrapped.size.height, oneLine * 2)
            XCTAssertEqual(wrapped.width, 40)
            wrapped.alignment = .center
            XCTAssertEqual(wrapped.alignment, .center)

            context.setColor(red: 0, green: 0, blue: 0)
            context.show(large, atX: 0, y: 0)
        }
        let inked = (0..<100).contains { x in (0..<40).contains { y in surface.pixel(x: x, y: y).alpha > 0.5 } }
        XCTAssertTrue(inked, "the layout was drawn")
    }

    func testAWidgetsDrawHandlerGetsAContextAndItsSize() throws {
        try onMainActor {
            try requireGtk()
            let area = DrawingArea()
            area.show()
            _ = area.minimumSize
            area.allocate(Allocation(x: 0, y: 0, width: 30, height: 20))
            var sizes: [(Double, Double)] = []
            area.onDraw { context, width, height in
                sizes.append((width, height))
                context.setColor(red: 1, green: 0, blue: 1)
                context.paint()
            }
            let surface = ImageSurface(pixelWidth: 30, pixelHeight: 20)
            surface.draw { context in
                var handled: gboolean = 0
                cgtk_emit_draw(area.gobjectPointer, context.cairoPointer, &handled)
                XCTAssertEqual(handled, 0, "other draw handlers run too")
            }
            XCTAssertEqual(sizes.count, 1)
            XCTAssertEqual(sizes.first?.0, 30)
            XCTAssertEqual(sizes.first?.1, 20)
            XCTAssertEqual(surface.pixel(x: 10, y: 10).blue, 1)
        }
    }

    func testADrawHandlerPaintsOnAfterItsWrapperIsGone() throws {
        try onMainActor {
            try requireGtk()
            let box = Box(orientation: .vertical)
            var painted = 0
            do {
                let area = DrawingArea()
                area.onDraw { _, _, _ in painted += 1 }
                box.append(area)
            }
            let area = try XCTUnwrap(box.children.first)
            let surface = ImageSurface(pixelWidth: 4, pixelHeight: 4)
            surface.draw { context in
                var handled: gboolean = 0
                cgtk_emit_draw(area.gobjectPointer, context.cairoPointer, &handled)
            }
            XCTAssertEqual(painted, 1)
        }
    }

    func testASurfaceMadeInCIsSharedNotTaken() {
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)!
        do {
            let shared = Surface(retaining: pointer)
            XCTAssertTrue(shared.isValid)
            XCTAssertEqual(cairo_surface_get_reference_count(pointer), 2)
        }
        XCTAssertEqual(cairo_surface_get_reference_count(pointer), 1, "the wrapper gave its reference back")
        cairo_surface_destroy(pointer)
    }
}
