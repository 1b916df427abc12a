import Foundation
import Geo
@testable import TunnelApp
import TunnelCore
import XCTest

/// The C-library stand-ins for what the app took from Foundation answer as
/// Foundation did (Foundation is still at hand in the tests to compare with).
final class ProcessEnvironmentTests: XCTestCase {
    func testTrimmingSpacesMatchesFoundationsWhitespaces() {
        let samples = [
            "", " ", "  debug ", "\tinfo\t", " a b ", "\u{3000}北京\u{3000}", "\u{00A0}x\u{2003}",
            "\nline\n", " \n mixed \n ", "none",
        ]
        for sample in samples {
            XCTAssertEqual(sample.trimmingSpaces, sample.trimmingCharacters(in: .whitespaces), "for \(sample.debugDescription)")
        }
    }

    func testParentDirectoryMatchesFoundationsLastPathComponentRemoval() {
        for path in ["/usr/bin/tunnel", "/tunnel", "/a/b/", "/home/me/.local/state/tunnel/state.ini", "/"] {
            XCTAssertEqual(parentDirectory(path), URL(fileURLWithPath: path).deletingLastPathComponent().path, "for \(path)")
        }
        XCTAssertEqual(parentDirectory("tunnel"), ".")
    }

    func testEnvironmentValueReadsTheProcessEnvironment() {
        setenv("TUNNEL_TEST_VARIABLE", "a=b c", 1)
        defer { unsetenv("TUNNEL_TEST_VARIABLE") }
        XCTAssertEqual(environmentValue("TUNNEL_TEST_VARIABLE"), "a=b c")
        XCTAssertNil(environmentValue("TUNNEL_TEST_VARIABLE_UNSET"))
    }

    func testTranslationDirectoryFollowsASymlinkedExecutableToItsPrefix() throws {
        // Canonical, as the app's answers are: the temporary folder may sit behind a link.
        let root = try XCTUnwrap(AssetLocator.canonicalPath(FileManager.default.temporaryDirectory.path))
            + "/tunnel-locale-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let prefix = root + "/prefix"
        let catalogue = prefix + "/share/locale/zh_CN/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: catalogue, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: catalogue + "/tunnel.mo", contents: Data()))
        XCTAssertTrue(FileManager.default.createFile(atPath: prefix + "/bin/tunnel", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: root + "/elsewhere/tunnel", withDestinationPath: prefix + "/bin/tunnel")

        XCTAssertEqual(translationDirectory(environment: [:], executablePath: prefix + "/bin/tunnel"), prefix + "/share/locale")
        XCTAssertEqual(translationDirectory(environment: [:], executablePath: root + "/elsewhere/tunnel"), prefix + "/share/locale")
        XCTAssertEqual(
            translationDirectory(environment: ["TUNNEL_LOCALE_DIR": "/somewhere"], executablePath: prefix + "/bin/tunnel"), "/somewhere")
        XCTAssertNil(translationDirectory(environment: [:], executablePath: root + "/elsewhere/nothing"))
    }
}
