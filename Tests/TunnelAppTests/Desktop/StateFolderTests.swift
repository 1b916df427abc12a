import DisplayTesting
import Foundation
@testable import TunnelApp
import XCTest

/// The remembered state's folder when it is in the way, and what saves
/// interrupted by a kill leave there.
final class StateFolderTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var directory: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-state-folder")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// A folder that cannot be made is explained by what stands in its way:
    /// a file, a link to nothing, a loop of links.
    func testWhatStandsInTheFoldersWayIsNamed() throws {
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let dangling = directory.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: directory.path + "/nowhere")
        let loop = directory.appendingPathComponent("loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let cases: [(URL, String)] = [
            (file, "\(file.path): Not a directory"),
            (dangling, "\(dangling.path) is a symbolic link to something that does not exist"),
            (loop, "\(loop.path): Too many levels of symbolic links"),
        ]
        for (blocker, expected) in cases {
            let reason = try XCTUnwrap(RememberedState().save(to: blocker.appendingPathComponent("tunnel/state.ini")))
            XCTAssertTrue(reason.hasPrefix("cannot create the folder "), reason)
            XCTAssertTrue(reason.hasSuffix(expected), "\(reason) does not end in \(expected)")
        }
    }

    /// With the state folder a dangling link, every save of the session
    /// fails, and the reason is said once.
    func testASaveProblemIsSaidOnceASession() throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("tunnel").path, withDestinationPath: directory.path + "/gone")
        let app = try AppProcess(
            arguments: ["--at", "10,20"], environment: ["TUNNEL_TRACE": "1"], stateDirectory: directory)
        try app.waitForWindow()
        try app.waitForTrace("both maps laid out") { !$0.events(named: "mapViewChanged", controller: "startMap").isEmpty }
        try app.click(x: 20, y: 20)
        for saves in 1...3 {
            try app.key("shift+Right")
            try app.waitForTrace("save \(saves)") { $0.events(named: "stateSaved").count >= saves }
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, app.stderr)
        let saves = app.trace.events(named: "stateSaved")
        XCTAssertGreaterThanOrEqual(saves.count, 4)
        XCTAssertTrue(saves.allSatisfy { $0.bool("saved") == false })
        let lines = app.stderr.split(separator: "\n").filter { $0.contains("cannot create the folder") }
        XCTAssertEqual(lines.count, 1, app.stderr)
        XCTAssertTrue(lines.first?.contains("is a symbolic link to something that does not exist") == true, "\(lines)")
    }

    /// A save that a kill interrupted leaves `state.ini.XXXXXX`; the next
    /// start clears such files once they are a minute old, and keeps newer
    /// ones (another process may be saving).
    func testInterruptedSavesAreClearedAtStart() throws {
        let folder = directory.appendingPathComponent("tunnel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("state.ini.Ab3xYz")
        let fresh = folder.appendingPathComponent("state.ini.Q9wErt")
        let other = folder.appendingPathComponent("state.ini.notes")
        for file in [stale, fresh, other] { try Data("[view]\n".utf8).write(to: file) }
        let hourAgo = Date().addingTimeInterval(-3600)
        for file in [stale, other] {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: file.path)
        }
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"], stateDirectory: directory)
        try app.waitForWindow()
        _ = Polling.until(timeout: 20) { FileManager.default.fileExists(atPath: stale.path) ? nil : true }
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "the interrupted save stayed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.path), "a save under way was removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "a file of another shape was removed")
    }
}
