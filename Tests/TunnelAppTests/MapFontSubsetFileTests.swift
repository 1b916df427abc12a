import DisplayTesting
import Foundation
@testable import TunnelApp
import XCTest

/// The maps' font subset kept between runs: the first start writes it once
/// its first frame shows, the next start finds its fonts through it, and a
/// broken or hostile file in its place costs only the shortcut.
final class MapFontSubsetFileTests: XCTestCase {
    private var directory: URL!
    /// Where the app under test keeps its subset (AppProcess puts
    /// XDG_CACHE_HOME in its state folder).
    private var subsetPath: String { directory.appendingPathComponent("cache/tunnel/map-fonts.conf").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Starts the window, waits for its first frame and for a subset file to
    /// be written after it, quits; returns whether the start's fonts came
    /// through a subset.
    private func start(waitingForSubset: Bool = true) throws -> Bool {
        let app = try AppProcess(
            arguments: ["--at", "39.9042,116.4074"], environment: ["TUNNEL_TRACE": "1"], stateDirectory: directory)
        try app.waitForWindow()
        let log = try app.waitForTrace("the first frame and the fonts' report") {
            $0.events(named: "firstFrame").count == 1 && $0.events(named: "mapFonts").count == 1
        }
        if waitingForSubset {
            let deadline = Date().addingTimeInterval(20)
            while MapFontSubsetFile.read(fromPath: subsetPath)?.hasSuffix("</fontconfig>\n") != true, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        XCTAssertFalse(app.stderr.contains("error"), app.stderr)
        return try XCTUnwrap(log.events(named: "mapFonts").first?.bool("subset"))
    }

    func testTheFirstStartWritesTheSubsetAndTheNextStartsWithIt() throws {
        XCTAssertFalse(try start(), "a first start has no subset to use")
        let written = try XCTUnwrap(MapFontSubsetFile.read(fromPath: subsetPath), "no subset written")
        XCTAssertTrue(written.contains("<fontconfig>"), written)
        let modified = try FileManager.default.attributesOfItem(atPath: subsetPath)[.modificationDate] as? Date

        XCTAssertTrue(try start(), "the second start did not use the subset the first wrote")
        XCTAssertEqual(MapFontSubsetFile.read(fromPath: subsetPath), written)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: subsetPath)[.modificationDate] as? Date, modified,
            "an unchanged subset was written again")
    }

    func testAGarbledSubsetIsNotUsedAndIsReplaced() throws {
        try FileManager.default.createDirectory(
            atPath: (subsetPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("<!-- Map font subset, format 1 -->\n<fontconfig><dir>/usr\u{0}</dir>".utf8)
            .write(to: URL(fileURLWithPath: subsetPath))
        XCTAssertFalse(try start())
        let rewritten = try XCTUnwrap(MapFontSubsetFile.read(fromPath: subsetPath))
        XCTAssertTrue(rewritten.hasSuffix("</fontconfig>\n"), rewritten)
        XCTAssertTrue(try start())
    }

    func testAFIFOInTheSubsetsPlaceNeitherBlocksTheStartNorStays() throws {
        try FileManager.default.createDirectory(
            atPath: (subsetPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(subsetPath, 0o600), 0)
        XCTAssertFalse(try start())
        var info = stat()
        XCTAssertEqual(stat(subsetPath, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "the FIFO was not replaced by the subset")
    }

    func testAFolderInTheSubsetsPlaceIsLeftAndTheWindowStillOpens() throws {
        try FileManager.default.createDirectory(atPath: subsetPath, withIntermediateDirectories: true)
        XCTAssertFalse(try start(waitingForSubset: false))
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: subsetPath, isDirectory: &isFolder) && isFolder.boolValue)
    }

    func testAFileWithANULInsideIsNotText() throws {
        let path = directory.appendingPathComponent("nul.conf").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("<fontconfig>\u{0}</fontconfig>\n".utf8)))
        XCTAssertNil(MapFontSubsetFile.read(fromPath: path))
    }

    func testSavingNothingRemovesTheFileAndSavingTheSameLeavesIt() throws {
        let path = directory.appendingPathComponent("kept/map-fonts.conf").path
        XCTAssertNil(MapFontSubsetFile.save("a\n", toPath: path))
        XCTAssertEqual(MapFontSubsetFile.read(fromPath: path), "a\n")
        XCTAssertNil(MapFontSubsetFile.save(nil, toPath: path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertNil(MapFontSubsetFile.save(nil, toPath: path), "removing what is not there is no failure")
        let blocked = directory.appendingPathComponent("file").path
        XCTAssertTrue(FileManager.default.createFile(atPath: blocked, contents: Data()))
        let problem = try XCTUnwrap(MapFontSubsetFile.save("a\n", toPath: blocked + "/map-fonts.conf"))
        XCTAssertTrue(problem.contains("cannot create the folder"), problem)
    }
}
