import DisplayTesting
import Foundation
import XCTest

/// `tunnel render` writes SVG and PDF as well as PNG, chosen by the file's
/// extension or `--format`: whole files of the window's size that other
/// programs read and that look like the PNG, atomically.
final class RenderFormatTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var directory: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-format")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func path(_ name: String) -> String { scratch.path(name) }

    /// Runs the binary with no display; returns (status, stderr).
    private func render(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        let outcome = try Tool.execute(
            AppProcess.executableURL, arguments: ["render"] + arguments, environment: environment, unsetting: ["DISPLAY"])
        return (outcome.status, outcome.standardError)
    }

    private static let madrid = ["--at", "40.4168,-3.7038", "--size", "640x860"]

    func testAnSVGNameWritesAnSVGOfTheWindowsSizeThatLooksLikeThePNG() throws {
        var (status, errors) = try render(Self.madrid + ["--output", path("maps.svg")])
        XCTAssertEqual(status, 0, errors)
        let root = try XCTUnwrap(PictureReading.xmlRoot(path("maps.svg")), "not well-formed XML")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["width"], "640")
        XCTAssertEqual(root.attributes["height"], "860")
        let text = try String(contentsOfFile: path("maps.svg"), encoding: .utf8)
        XCTAssertGreaterThan(text.components(separatedBy: "<path").count, 100, "the maps are not drawn as paths")

        (status, errors) = try render(Self.madrid + ["--output", path("maps.png")])
        XCTAssertEqual(status, 0, errors)
        try Tool.run("rsvg-convert", path("maps.svg"), "-o", path("svg.png"))
        XCTAssertLessThan(try PictureReading.difference(path("maps.png"), path("svg.png")), 0.15)
    }

    func testAPDFNameWritesOnePageOfTheWindowsSizeThatLooksLikeThePNG() throws {
        var (status, errors) = try render(Self.madrid + ["--info", "--output", path("info.pdf")])
        XCTAssertEqual(status, 0, errors)
        let info = try PictureReading.pdfInfo(path("info.pdf"))
        XCTAssertEqual(info["Pages"], "1")
        XCTAssertEqual(info["Page size"], "640 x 860 pts")
        XCTAssertEqual(info["Title"], "Tunnel Madrid")

        (status, errors) = try render(Self.madrid + ["--info", "--output", path("info.png")])
        XCTAssertEqual(status, 0, errors)
        try Tool.run("pdftoppm", "-png", "-r", "72", "-singlefile", path("info.pdf"), path("pdf"))
        XCTAssertLessThan(try PictureReading.difference(path("info.png"), path("pdf.png")), 0.15)
    }

    func testFormatChoosesWhenTheNameHasNoExtension() throws {
        for (format, magic) in [("pdf", "%PDF-"), ("svg", "<?xml"), ("PNG", "\u{89}PNG")] {
            let output = path("picture-\(format)")
            let (status, errors) = try render(["--at", "10,10", "--size", "200x300", "--format", format, "--output", output])
            XCTAssertEqual(status, 0, "\(format): \(errors)")
            let head = try XCTUnwrap(FileManager.default.contents(atPath: output)).prefix(magic.unicodeScalars.count)
            XCTAssertEqual(Array(head), magic.unicodeScalars.map { UInt8($0.value) }, format)
        }
        // Agreeing with the extension is fine too.
        XCTAssertEqual(try render(["--at", "10,10", "--format", "svg", "--output", path("agrees.svg")]).0, 0)
    }

    func testAFormatThatDisagreesOrIsUnknownIsOneLineAndNothingWritten() throws {
        let cases: [([String], String)] = [
            (["--format", "svg", "--output", path("x.png")], "--format svg: the file name"),
            (["--format", "pdf", "--output", path("x.SVG")], ".svg"),
            (["--format", "jpg", "--output", path("x.png")], "--format jpg: must be png, svg or pdf"),
            (["--output", path("x.jpg")], "must end in .png, .svg or .pdf"),
            (["--output", path("noextension")], "--format"),
        ]
        for (arguments, expected) in cases {
            let (status, errors) = try render(["--at", "10,10"] + arguments)
            XCTAssertEqual(status, 2, "\(arguments): \(errors)")
            XCTAssertEqual(errors.split(separator: "\n").count, 1, "\(arguments): \(errors)")
            XCTAssertTrue(errors.hasPrefix("tunnel render: "), "\(arguments): \(errors)")
            XCTAssertTrue(errors.contains(expected), "\(arguments): \(errors)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAFailedRenderLeavesNoPartFile() throws {
        // The part file is made before the world data is read: a render
        // that fails there must take it away again, whatever the format.
        for name in ["gone.svg", "gone.pdf", "gone.png"] {
            let (status, errors) = try render(
                ["--at", "10,10", "--output", path(name)], environment: ["TUNNEL_DATA_DIR": path("no-data")])
            XCTAssertEqual(status, 1, "\(name): \(errors)")
            XCTAssertEqual(errors.split(separator: "\n").count, 1, "\(name): \(errors)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
