import CGtk
@testable import Gtk
import XCTest

/// An offscreen window lays out and paints its widgets without showing on
/// the desktop, and goes like any toplevel: when destroyed.
final class OffscreenWindowTests: XCTestCase {
    func testItsChildIsLaidOutAndPaints() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = makeAreaInOffscreenWindow(width: 20, height: 10)
            defer { window.destroy() }
            area.onDraw { context, _, _ in
                context.setColor(red: 1, green: 0, blue: 0)
                context.paint()
            }
            XCTAssertTrue(area.isMapped, "mapped, though on no screen")
            XCTAssertEqual(area.allocatedWidth, 20)
            XCTAssertEqual(area.allocatedHeight, 10)
            let image = ImageSurface(pixelWidth: 20, pixelHeight: 10)
            image.draw { area.draw(in: $0) }
            XCTAssertEqual(image.pixel(x: 10, y: 5).red, 1)
        }
    }

    func testItIsFreedOnceDestroyedAndUnwrapped() throws {
        try onMainActor {
            try requireGtk()
            var finalization: Finalization?
            do {
                let window = OffscreenWindow()
                finalization = Finalization(of: window.gobjectPointer)
                window.showAll()
                window.destroy()
                XCTAssertEqual(finalization?.count, 0, "the wrapper still holds it")
            }
            XCTAssertEqual(finalization?.count, 1)
        }
    }
}
