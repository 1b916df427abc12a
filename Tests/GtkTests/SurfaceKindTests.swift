@testable import Gtk
import XCTest

/// A surface tells where it keeps its pixels, and an image its size in
/// device pixels whichever wrapper holds it.
final class SurfaceKindTests: XCTestCase {
    func testAnImageIsInMemoryWithItsPixelSize() {
        onMainActor {
            let image = ImageSurface(pixelWidth: 24, pixelHeight: 10, scale: 2)
            XCTAssertEqual(image.kind, .image)
            XCTAssertEqual(image.imagePixelSize?.width, 24)
            XCTAssertEqual(image.imagePixelSize?.height, 10)
            let shared = Surface(retaining: image.cairoPointer)
            XCTAssertEqual(shared.imagePixelSize?.width, 24, "the size comes from Cairo, not the wrapper")
        }
    }

    func testAWindowsSimilarSurfaceOnX11IsAServerPixmapWithNoImageSize() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "similar")
            defer { window.destroy() }
            window.showAll()
            spinMainLoop(timeout: 5) { window.isMapped }
            let surface = try XCTUnwrap(window.makeSimilarSurface(width: 30, height: 20))
            if ProcessInfo.processInfo.environment["GDK_BACKEND"] == "wayland" {
                XCTAssertNotEqual(surface.kind, .xlib)
            } else {
                XCTAssertEqual(surface.kind, .xlib)
                XCTAssertNil(surface.imagePixelSize)
            }
        }
    }
}
