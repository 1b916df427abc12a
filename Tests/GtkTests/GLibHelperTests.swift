import Foundation
@testable import Gtk
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// The GLib helpers the app's support code goes through.
final class GLibHelperTests: XCTestCase {
    func testOnlyTheMainThreadIsTheMainThread() {
        XCTAssertTrue(MainThread.isCurrent, "XCTest runs its tests on the main thread")
        let box = Unmanaged.passRetained(ResultBox())
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, nil, { raw in
            Unmanaged<ResultBox>.fromOpaque(raw!).takeUnretainedValue().value = MainThread.isCurrent
            return nil
        }, box.toOpaque()), 0)
        pthread_join(thread, nil)
        XCTAssertFalse(box.takeRetainedValue().value, "a thread of its own is not the main thread")
    }

    func testCreatingAFolderMakesItsParentsWithTheMode() throws {
        let root = NSTemporaryDirectory() + "gtk-folder-\(getpid())"
        defer { _ = try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/a/b"
        XCTAssertTrue(Folder.create(withParents: folder, mode: 0o700))
        var info = stat()
        XCTAssertEqual(stat(folder, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFDIR)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        XCTAssertTrue(Folder.create(withParents: folder, mode: 0o700), "a folder already there is fine")
    }

    func testCreatingAFolderUnderAFileFails() throws {
        let file = NSTemporaryDirectory() + "gtk-file-\(getpid())"
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { unlink(file) }
        XCTAssertFalse(Folder.create(withParents: file + "/inside", mode: 0o700))
    }

    func testAKeyFileRoundTripsThroughItsFile() throws {
        let path = NSTemporaryDirectory() + "gtk-keyfile-\(getpid()).ini"
        defer { unlink(path) }
        let written = KeyFile()
        written.set(56.55, "location", "latitude")
        written.set(640, "window", "width")
        written.set(true, "view", "shows-info")
        try written.save(toPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let read = try XCTUnwrap(KeyFile(parsing: Array(text.utf8CString)))
        XCTAssertEqual(read.double("location", "latitude"), 56.55)
        XCTAssertEqual(read.integer("window", "width"), 640)
        XCTAssertTrue(read.bool("view", "shows-info"))
        XCTAssertNil(read.double("location", "zoom"), "a missing key is nil, not 0")
        XCTAssertNil(read.integer("location", "latitude"), "a number with a fraction is no integer")
    }

    func testTextThatIsNoKeyFileIsRefused() {
        XCTAssertNil(KeyFile(parsing: Array("not a key file".utf8CString)))
    }

    func testSavingWhereNoFolderIsThrowsGLibsReason() {
        XCTAssertThrowsError(try KeyFile().save(toPath: "/nonexistent-\(getpid())/state.ini")) { error in
            XCTAssertFalse((error as? GLibError)?.message.isEmpty ?? true)
        }
    }
}

private final class ResultBox: @unchecked Sendable {
    var value = true
}
