import DisplayTesting
import Foundation
import Gtk
import XCTest

/// A print operation draws its one page through the handler, in points,
/// onto a page GTK sends to a file as "Print to File" does.
///
/// The print dialog itself is GTK's: these tests take the dialog-less path
/// (`export(toPDF:)`) to the same draw-page handler the dialog's Print runs.
final class PrintOperationTests: XCTestCase {
    func testTheOnePageIsDrawnInPointsIntoThePrintedFile() throws {
        try onMainActor {
            try requireGtk()
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("print-\(getpid()).pdf").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let operation = PrintOperation(jobName: "Tunnel test")
            var pages: [(width: Double, height: Double)] = []
            operation.onDrawPage { context, width, height in
                pages.append((width, height))
                context.setColor(red: 0.8, green: 0.1, blue: 0.1)
                context.addRectangle(x: 0, y: 0, width: width / 2, height: height / 2)
                context.fill()
                XCTAssertTrue(context.isValid)
            }
            XCTAssertEqual(operation.export(toPDF: path), .printed)
            XCTAssertEqual(pages.count, 1, "one page, drawn once")
            // A printable area of a sheet: hundreds of points each way, inside A4 or Letter.
            let page = try XCTUnwrap(pages.first)
            XCTAssertTrue((300...842).contains(page.width) && (300...842).contains(page.height), "\(page)")
            XCTAssertEqual(try PictureReading.pdfInfo(path)["Pages"], "1")
        }
    }

    func testAFolderThatCannotBeWrittenFailsWithAReason() throws {
        try onMainActor {
            try requireGtk()
            let operation = PrintOperation(jobName: "Tunnel test")
            operation.onDrawPage { _, _, _ in }
            let outcome = operation.export(toPDF: "/nonexistent-folder-\(getpid())/page.pdf")
            guard case .failed(let reason) = outcome else {
                return XCTFail("printed into a folder that does not exist: \(outcome)")
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
