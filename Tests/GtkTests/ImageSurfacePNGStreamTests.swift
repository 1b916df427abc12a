import Foundation
import Gtk
import XCTest

/// An image's PNG arrives in pieces, whole and readable, and a writer that
/// gives up stops the encoding with a reason.
final class ImageSurfacePNGStreamTests: XCTestCase {
    func testThePiecesMakeAPNGThatReadsBackTheSamePixels() throws {
        try onMainActor {
            let image = ImageSurface(pixelWidth: 64, pixelHeight: 48)
            image.draw { context in
                context.setColor(red: 0.2, green: 0.4, blue: 0.8)
                context.paint()
            }
            var bytes: [UInt8] = []
            var pieces = 0
            XCTAssertNil(image.writePNG { piece in
                bytes += piece
                pieces += 1
                return true
            })
            XCTAssertGreaterThan(pieces, 1, "handed over as it is encoded, not as one copy")
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let read = try XCTUnwrap(ImageSurface(contentsOfPNG: path))
            XCTAssertEqual(read.pixelWidth, 64)
            let pixel = read.pixel(x: 10, y: 10)
            XCTAssertEqual(pixel.blue, 0.8, accuracy: 0.01)
            XCTAssertEqual(pixel.red, 0.2, accuracy: 0.01)
        }
    }

    func testAWriterThatGivesUpStopsTheEncodingWithAReason() {
        onMainActor {
            let image = ImageSurface(pixelWidth: 16, pixelHeight: 16)
            var calls = 0
            let reason = image.writePNG { _ in
                calls += 1
                return false
            }
            XCTAssertEqual(calls, 1, "nothing more is handed over once the writer said no")
            XCTAssertNotNil(reason)
        }
    }
}
