import DisplayTesting
import Foundation
import Gtk
import XCTest

/// SVG and PDF pictures: what is drawn through a context arrives as a
/// whole file of the right size another program reads, shapes and text
/// as vectors, and a writer that gives up makes `finish()` say why.
final class VectorSurfaceTests: XCTestCase {
    /// A square, a line of text and nothing raster: what a vector file keeps as shapes.
    private static func drawSample(_ surface: Surface) {
        surface.draw { context in
            context.setColor(red: 0.2, green: 0.4, blue: 0.8)
            context.addRectangle(x: 10, y: 10, width: 60, height: 40)
            context.fill()
            let layout = context.makeTextLayout("Madrid", font: Font("DejaVu Sans", size: 14))
            context.setColor(red: 0, green: 0, blue: 0)
            context.show(layout, atX: 80, y: 20)
        }
    }

    func testSVGIsAWholeDocumentOfThePicturesSizeWithShapesNotPixels() throws {
        try onMainActor {
            var bytes: [UInt8] = []
            let picture = SVGSurface(width: 200, height: 100) { piece in
                bytes += piece
                return true
            }
            XCTAssertTrue(picture.isValid)
            XCTAssertEqual(picture.width, 200)
            Self.drawSample(picture)
            XCTAssertNil(picture.finish())
            let root = try XCTUnwrap(PictureReading.xmlRoot(data: Data(bytes)), "not well-formed XML")
            XCTAssertEqual(root.name, "svg")
            XCTAssertEqual(root.attributes["width"], "200")
            XCTAssertEqual(root.attributes["height"], "100")
            XCTAssertEqual(root.attributes["viewBox"], "0 0 200 100")
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(text.contains("<path"), "the square is not a path")
            XCTAssertFalse(text.contains("<image"), "something was drawn as pixels")
        }
    }

    func testPDFIsOnePageOfThePicturesSizeWithItsTitle() throws {
        try onMainActor {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(getpid()).pdf").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var bytes: [UInt8] = []
            let picture = PDFSurface(width: 300, height: 150) { piece in
                bytes += piece
                return true
            }
            picture.title = "Tunnel: Madrid"
            XCTAssertEqual(picture.title, "Tunnel: Madrid")
            Self.drawSample(picture)
            XCTAssertNil(picture.finish())
            XCTAssertEqual(Array(bytes.prefix(5)), Array("%PDF-".utf8))
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let info = try PictureReading.pdfInfo(path)
            XCTAssertEqual(info["Pages"], "1")
            XCTAssertEqual(info["Page size"], "300 x 150 pts")
            XCTAssertEqual(info["Title"], "Tunnel: Madrid")
        }
    }

    func testAPictureLetGoUnfinishedIsStillWrittenWhole() {
        onMainActor {
            var bytes: [UInt8] = []
            do {
                let picture = SVGSurface(width: 120, height: 80) { piece in
                    bytes += piece
                    return true
                }
                Self.drawSample(picture)
            }
            XCTAssertNotNil(PictureReading.xmlRoot(data: Data(bytes)), "the closing tags went missing")
        }
    }

    func testAWriterThatGivesUpMakesFinishSayWhy() {
        onMainActor {
            for make in [
                { (write: @escaping (UnsafeRawBufferPointer) -> Bool) -> VectorSurface in SVGSurface(width: 50, height: 50, write: write) },
                { (write: @escaping (UnsafeRawBufferPointer) -> Bool) -> VectorSurface in PDFSurface(width: 50, height: 50, write: write) },
            ] {
                var calls = 0
                let picture = make { _ in
                    calls += 1
                    return false
                }
                Self.drawSample(picture)
                let reason = picture.finish()
                XCTAssertNotNil(reason)
                XCTAssertEqual(calls, 1, "nothing more is handed over once the writer said no")
            }
        }
    }
}
