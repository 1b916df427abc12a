import Foundation
import TunnelApp
import XCTest
import XvfbTesting

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
        XCTAssertTrue(text.contains("Exec=tunnel\n"))
    }

    func testMetainfoValidatesOfflineAndMatchesTheVersion() throws {
        let file = desktopDirectory.appendingPathComponent("\(AppInfo.applicationID).metainfo.xml")
        try Tool.run("appstreamcli", "validate", "--no-net", "--pedantic", file.path)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("<id>\(AppInfo.applicationID)</id>"))
        XCTAssertTrue(text.contains("<release version=\"\(AppInfo.version)\""))
    }
}
