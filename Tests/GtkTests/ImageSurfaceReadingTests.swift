import Foundation
import Gtk
import XCTest

/// A PNG read back into an image surface holds the pixels written, and its
/// words read in one copy agree with the pixels read one by one.
final class ImageSurfaceReadingTests: XCTestCase {
    private var path: String!

    override func setUp() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-png-\(UUID().uuidString).png").path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: path)
    }

    func testAWrittenPNGReadsBackPixelForPixel() throws {
        let written = ImageSurface(pixelWidth: 7, pixelHeight: 5)
        written.draw { context in
            context.addRectangle(x: 0, y: 0, width: 3, height: 5)
            context.setColor(red: 1, green: 0, blue: 0)
            context.fill()
            context.addRectangle(x: 3, y: 0, width: 2, height: 5)
            context.setColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill()
        }
        XCTAssertTrue(written.writePNG(to: path))
        let read = try XCTUnwrap(ImageSurface(contentsOfPNG: path))
        XCTAssertEqual(read.pixelWidth, 7)
        XCTAssertEqual(read.pixelHeight, 5)
        XCTAssertEqual(read.pixel(x: 1, y: 2).red, 1)
        XCTAssertEqual(read.pixel(x: 1, y: 2).alpha, 1)
        XCTAssertEqual(read.pixel(x: 4, y: 2).blue, 1, accuracy: 0.01)
        XCTAssertEqual(read.pixel(x: 4, y: 2).alpha, 0.5, accuracy: 0.01, "copied, not painted over white or black")
        XCTAssertEqual(read.pixel(x: 6, y: 4).alpha, 0, "the unpainted column stays transparent")
    }

    func testTheWordsAreThePixelsRowByRow() throws {
        let surface = ImageSurface(pixelWidth: 3, pixelHeight: 2)
        surface.draw { context in
            context.addRectangle(x: 2, y: 1, width: 1, height: 1)
            context.setColor(red: 0, green: 1, blue: 0)
            context.fill()
        }
        let words = surface.argbPixels
        XCTAssertEqual(words.count, 6)
        XCTAssertEqual(words[5], 0xFF00_FF00, "opaque green at (2, 1), the last word")
        XCTAssertEqual(words[0..<5].filter { $0 != 0 }, [], "the rest transparent")
    }

    func testAMissingFileOrOneThatIsNoPNGReadsAsNil() throws {
        XCTAssertNil(ImageSurface(contentsOfPNG: path), "no file")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(ImageSurface(contentsOfPNG: path), "text")
    }
}
