import DisplayTesting
import Foundation
import TunnelCore
import XCTest

/// Export end to end: Ctrl+S in the real window opens GTK's file chooser
/// (no portal under Xvfb, so GtkFileChooserNative shows a
/// GtkFileChooserDialog), a full path typed and Enter write the view in
/// the format of the name's extension, and the file is what `tunnel
/// render` draws of the same view.
final class ExportFlowTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var directory: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-export")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func path(_ name: String) -> String { scratch.path(name) }

    private func launch() throws -> AppProcess {
        let app = try AppProcess(
            arguments: ["--at", "40.4168,-3.7038"], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"])
        try app.waitForWindow()
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        return app
    }

    /// Ctrl+S, then the file chooser's name replaced by `target` and Enter.
    private func export(_ app: AppProcess, to target: String) throws {
        try app.key("ctrl+s")
        let dialog = try XCTUnwrap(app.waitForWindowIDs(titled: "Export View").first, "no file chooser appeared")
        // The dialog's own keyboard, not the main window's (app.key focuses that).
        try Tool.run("xdotool", "windowfocus", "--sync", dialog)
        try Tool.run("xdotool", "key", "--clearmodifiers", "ctrl+a")
        try Tool.run("xdotool", "type", "--delay", "20", target)
        try Tool.run("xdotool", "key", "--clearmodifiers", "Return")
    }

    /// The `exported` event for `target`, once the app wrote it.
    private func waitForExport(_ app: AppProcess, of target: String) throws {
        try app.waitForTrace("the view exported") { log in
            log.events(named: "exported").contains { $0.string("path") == target }
        }
    }

    func testCtrlSSavesTheMapsAsAPDFOfTheWindowsSizeLikeTheRender() throws {
        let app = try launch()
        let size = try app.windowSize()
        try export(app, to: path("maps.pdf"))
        try waitForExport(app, of: path("maps.pdf"))
        try app.waitForNoWindow(titled: "Export View")

        let info = try PictureReading.pdfInfo(path("maps.pdf"))
        XCTAssertEqual(info["Pages"], "1")
        XCTAssertEqual(info["Page size"], "\(size.width) x \(size.height) pts")
        XCTAssertTrue(info["Title"]?.hasPrefix("Tunnel ") == true, "\(info)")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path), ["maps.pdf"], "a part file was left")

        // The same view, drawn by `tunnel render`: the window's export is that picture.
        let rendered = try Tool.execute(
            AppProcess.executableURL,
            arguments: ["render", "--at", "40.4168,-3.7038", "--size", "\(size.width)x\(size.height)", "--output", path("render.png")],
            unsetting: ["DISPLAY"])
        XCTAssertEqual(rendered.status, 0, rendered.standardError)
        try Tool.run("pdftoppm", "-png", "-r", "72", "-singlefile", path("maps.pdf"), path("exported"))
        XCTAssertLessThan(try PictureReading.difference(path("render.png"), path("exported.png")), 0.15)

        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    func testTheInfoSideIsSavedAsAnSVGOfTheCards() throws {
        let app = try launch()
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        try export(app, to: path("info.svg"))
        try waitForExport(app, of: path("info.svg"))

        let root = try XCTUnwrap(PictureReading.xmlRoot(path("info.svg")), "not well-formed XML")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["width"], "\(size.width)")
        XCTAssertEqual(root.attributes["height"], "\(size.height)")
        let rendered = try Tool.execute(
            AppProcess.executableURL,
            arguments: ["render", "--at", "40.4168,-3.7038", "--size", "\(size.width)x\(size.height)", "--info",
                        "--output", path("render.png")],
            unsetting: ["DISPLAY"])
        XCTAssertEqual(rendered.status, 0, rendered.standardError)
        try Tool.run("rsvg-convert", path("info.svg"), "-o", path("exported.png"))
        XCTAssertLessThan(try PictureReading.difference(path("render.png"), path("exported.png")), 0.15)
        // Not the maps: the export follows the side shown.
        let maps = try Tool.execute(
            AppProcess.executableURL,
            arguments: ["render", "--at", "40.4168,-3.7038", "--size", "\(size.width)x\(size.height)", "--output", path("maps.png")],
            unsetting: ["DISPLAY"])
        XCTAssertEqual(maps.status, 0, maps.standardError)
        XCTAssertGreaterThan(try PictureReading.difference(path("maps.png"), path("exported.png")), 0.3)

        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    func testANameWithoutAPictureExtensionIsRefusedInADialogAndNothingWritten() throws {
        let app = try launch()
        try export(app, to: path("view.jpg"))
        try app.waitForTrace("the export refused") { log in
            log.events(named: "exportFailed").contains { $0.string("path") == path("view.jpg") }
        }
        XCTAssertFalse(try app.waitForWindowIDs(titled: "Export failed").isEmpty, "no dialog said why")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        XCTAssertTrue(app.trace.events(named: "exported").isEmpty)
    }
}
