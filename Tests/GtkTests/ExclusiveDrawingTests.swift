@testable import Gtk
import XCTest

/// A widget painted exclusively shows what its handler paints, and the
/// draw handlers connected after it never run; an ordinary one lets them.
final class ExclusiveDrawingTests: XCTestCase {
    func testNoLaterDrawHandlerRunsAfterAnExclusiveOne() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = makeAreaInOffscreenWindow(width: 20, height: 10)
            defer { window.destroy() }
            var sizes: [Double] = []
            area.onDrawExclusively { context, width, height in
                sizes = [width, height]
                context.setColor(red: 1, green: 0, blue: 0)
                context.paint()
            }
            var laterRuns = 0
            area.onDraw(after: true) { context, _, _ in
                laterRuns += 1
                context.setColor(red: 0, green: 0, blue: 1)
                context.paint()
            }
            let image = ImageSurface(pixelWidth: 20, pixelHeight: 10)
            image.draw { area.draw(in: $0) }
            XCTAssertEqual(sizes, [20, 10])
            XCTAssertEqual(laterRuns, 0)
            XCTAssertEqual(image.pixel(x: 10, y: 5).red, 1)
            XCTAssertEqual(image.pixel(x: 10, y: 5).blue, 0)

            // The control: an ordinary handler lets the later one paint over it.
            let (otherWindow, other) = makeAreaInOffscreenWindow(width: 20, height: 10)
            defer { otherWindow.destroy() }
            other.onDraw { context, _, _ in
                context.setColor(red: 1, green: 0, blue: 0)
                context.paint()
            }
            other.onDraw(after: true) { context, _, _ in
                laterRuns += 1
                context.setColor(red: 0, green: 0, blue: 1)
                context.paint()
            }
            let painted = ImageSurface(pixelWidth: 20, pixelHeight: 10)
            painted.draw { other.draw(in: $0) }
            XCTAssertEqual(laterRuns, 1)
            XCTAssertEqual(painted.pixel(x: 10, y: 5).blue, 1)
        }
    }
}
