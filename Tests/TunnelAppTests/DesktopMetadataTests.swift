import DisplayTesting
import Foundation
import TunnelApp
import XCTest

/// The desktop file and AppStream metainfo validate and agree with the app.
final class DesktopMetadataTests: XCTestCase {
    private let desktopDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/desktop")

    func testDesktopFileValidatesAndNamesTheApplicationID() throws {
        let file = desktopDirectory.appendingPathComponent("\(AppInfo.applicationID).desktop")
        let report = try Tool.run("desktop-file-validate", file.path)
        XCTAssertEqual(report.trimmingCharacters(in: .whitespacesAndNewlines), "", report)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("Icon=\(AppInfo.applicationID)\n"))
        // A desktop opens geo: links with Tunnel, handing the link over as
        // the only argument (`%u` is dropped when there is none).
        XCTAssertTrue(text.contains("Exec=tunnel %u\n"), text)
        XCTAssertTrue(text.contains("MimeType=x-scheme-handler/geo;\n"), text)
    }

    /// The metainfo template, filled in by meson-helpers/metainfo.sh (what
    /// meson installs), validates with the URLs given and with none: then the
    /// homepage, bug tracker and screenshots are left out, never invented.
    func testMetainfoValidatesOfflineWithAndWithoutURLs() throws {
        let template = desktopDirectory.appendingPathComponent("\(AppInfo.applicationID).metainfo.xml.in").path
        let helper = desktopDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("meson-helpers/metainfo.sh").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-metainfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let full = folder.appendingPathComponent("full.metainfo.xml").path
        try Tool.run(helper, template, full, "https://example.org/t?a=1&b=2", "https://example.org/t/issues",
                     "https://example.org/t/shots/")
        try Tool.run("appstreamcli", "validate", "--no-net", "--pedantic", full)
        let text = try String(contentsOfFile: full, encoding: .utf8)
        XCTAssertTrue(text.contains("<id>\(AppInfo.applicationID)</id>"))
        XCTAssertTrue(text.contains("<release version=\"\(AppInfo.version)\""))
        XCTAssertTrue(text.contains("<url type=\"homepage\">https://example.org/t?a=1&amp;b=2</url>"), text)
        XCTAssertTrue(text.contains("<url type=\"bugtracker\">https://example.org/t/issues</url>"), text)
        XCTAssertTrue(text.contains(">https://example.org/t/shots/maps.png</image>"), text)

        let bare = folder.appendingPathComponent("bare.metainfo.xml").path
        try Tool.run(helper, template, bare, "", "", "")
        try Tool.run("appstreamcli", "validate", "--no-net", "--pedantic", bare)
        let bareText = try String(contentsOfFile: bare, encoding: .utf8)
        XCTAssertFalse(bareText.contains("<url "), bareText)
        XCTAssertFalse(bareText.contains("<screenshot"), bareText)
        XCTAssertFalse(bareText.contains("@"), bareText)

        // Not a web address: refused, nothing written.
        let refused = folder.appendingPathComponent("refused.metainfo.xml").path
        XCTAssertThrowsError(try Tool.run(helper, template, refused, "github.com/someone/tunnel", "", ""))
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused))
    }
}
