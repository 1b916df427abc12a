import DisplayTesting
import Foundation
import TunnelApp
import XCTest

/// `meson install` into a temporary DESTDIR gives a working, relocatable
/// Tunnel: the installed binary runs from another folder on its installed
/// data, and the desktop files, completions, man page, icons and library
/// documentation are in place and valid.
///
/// One meson set-up, compile and install serves every check (they are one
/// test, so the release build is paid once). The SwiftPM release build
/// lives in `<repo>/.build-install` and is reused between runs; a fresh
/// clone pays for it once.
final class InstallTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var scratch: URL!
    /// The URLs given to meson for the metainfo (the options default to empty).
    private static let homepage = "https://example.org/tunnel"
    private static let screenshotBase = "https://example.org/tunnel/screenshots"

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testMesonInstallGivesAWorkingRelocatableApp() throws {
        let started = Date()
        let build = scratch.appendingPathComponent("build").path
        let destination = scratch.appendingPathComponent("dest").path
        let repository = Self.repository.path
        try run(["meson", "setup", build, "--prefix", "/usr",
                 "-Dscratch_path=\(repository)/.build-install",
                 "-Dhomepage_url=\(Self.homepage)", "-Dbugtracker_url=\(Self.homepage)/issues",
                 "-Dscreenshot_base_url=\(Self.screenshotBase)"], in: repository)
        try run(["meson", "compile", "-C", build], in: repository)
        let install = try run(["meson", "install", "-C", build, "--no-rebuild"], in: repository,
                              environment: ["DESTDIR": destination])
        let elapsed = Date().timeIntervalSince(started)
        print("InstallTests: meson setup + compile + install took \(String(format: "%.1f", elapsed)) s")
        // The cache refreshes are skipped when staging into a DESTDIR.
        XCTAssertTrue(install.output.contains("Skipping custom install script because DESTDIR is set"), install.output)
        XCTAssertTrue(install.output.contains("update-desktop-database"), install.output)
        XCTAssertTrue(install.output.contains("gtk-update-icon-cache"), install.output)

        let prefix = URL(fileURLWithPath: destination).appendingPathComponent("usr")
        let share = prefix.appendingPathComponent("share")
        let binary = prefix.appendingPathComponent("bin/tunnel").path

        try checkInstalledBinaryRunsFromAnotherFolder(binary, destination: destination)
        try checkTheBinaryNeedsNoSwiftRuntimeLibraries(binary)
        try checkTheBinaryNeedsItsInstalledData(binary)
        try checkDesktopFilesValidate(share)
        try checkIcons(share)
        try checkCompletionsAndManual(share)
        try checkLibraryDocumentation(share)
        try checkTranslations(share)
    }

    // MARK: The installed binary

    private func checkInstalledBinaryRunsFromAnotherFolder(_ binary: String, destination: String) throws {
        // From /, with no TUNNEL_DATA_DIR: nothing points at the source tree.
        let version = try run([binary, "--version"], in: "/")
        XCTAssertEqual(version.output.trimmingCharacters(in: .whitespacesAndNewlines), AppInfo.version)

        let locate = try run([binary, "locate", "40.4168", "-3.7038"], in: "/", environment: ["TUNNEL_LOG_LEVEL": "debug"])
        XCTAssertTrue(locate.output.contains("Spain"), locate.output)
        XCTAssertTrue(locate.output.contains("Madrid"), locate.output)
        XCTAssertTrue(locate.output.contains("Antipode"), locate.output)
        // The debug log names the data folder it chose: the installed one.
        XCTAssertTrue(
            locate.errors.contains("dataDirectory=\(destination)/usr/bin/../share/tunnel"), locate.errors)

        let picture = scratch.appendingPathComponent("render.png").path
        try run([binary, "render", "--at", "40.4168,-3.7038", "--size", "320x430", "--output", picture],
                in: "/", environment: ["DISPLAY": ""])
        let size = try pngSize(picture)
        XCTAssertEqual(size.width, 320)
        XCTAssertEqual(size.height, 430)
    }

    /// The Swift runtime is linked in (meson-helpers/swift-build.sh): the
    /// binary asks the dynamic loader for no library of the toolchain's.
    private func checkTheBinaryNeedsNoSwiftRuntimeLibraries(_ binary: String) throws {
        let dynamic = try run(["readelf", "--dynamic", binary], in: "/")
        let needed = dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        XCTAssertTrue(needed.contains { $0.contains("libgtk-3.so") }, dynamic.output)
        let runtime = needed.filter { line in
            ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime"].contains { line.contains($0) }
        }
        XCTAssertEqual(runtime, [], "the installed binary loads the toolchain's runtime")
    }

    /// The same binary copied where no share/tunnel sits beside it finds no
    /// data: so the run above read the installed data, not the source tree.
    private func checkTheBinaryNeedsItsInstalledData(_ binary: String) throws {
        let elsewhere = scratch.appendingPathComponent("elsewhere/bin")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let copy = elsewhere.appendingPathComponent("tunnel").path
        try FileManager.default.copyItem(atPath: binary, toPath: copy)
        let result = try run([copy, "locate", "40.4168", "-3.7038"], in: "/", allowFailure: true)
        XCTAssertEqual(result.status, 1, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("world data not found"), result.errors)
        XCTAssertFalse(result.errors.contains(Self.repository.path), "the installed binary looked in the source tree: \(result.errors)")
    }

    // MARK: Desktop integration

    private func checkDesktopFilesValidate(_ share: URL) throws {
        let desktop = share.appendingPathComponent("applications/\(AppInfo.applicationID).desktop").path
        let metainfo = share.appendingPathComponent("metainfo/\(AppInfo.applicationID).metainfo.xml").path
        let report = try run(["desktop-file-validate", desktop], in: "/")
        XCTAssertEqual(report.output.trimmingCharacters(in: .whitespacesAndNewlines), "")
        try run(["appstreamcli", "validate", "--no-net", metainfo], in: "/")

        // The metainfo names the URLs meson was given, and its screenshots
        // are committed `tunnel render` pictures of the sizes it states.
        let text = try String(contentsOfFile: metainfo, encoding: .utf8)
        XCTAssertTrue(text.contains("<url type=\"homepage\">\(Self.homepage)</url>"), text)
        XCTAssertTrue(text.contains("<url type=\"bugtracker\">\(Self.homepage)/issues</url>"), text)
        XCTAssertFalse(text.contains("@"), "a placeholder was left in:\n\(text)")
        XCTAssertTrue(text.contains("<release version=\"\(AppInfo.version)\""))
        XCTAssertTrue(text.contains("<content_rating type=\"oars-1.1\""))
        let images = try NSRegularExpression(
            pattern: #"<image type="source" width="(\d+)" height="(\d+)">"# + NSRegularExpression.escapedPattern(for: Self.screenshotBase)
                + #"/([^<]+)</image>"#)
        let matches = images.matches(in: text, range: NSRange(text.startIndex..., in: text))
        XCTAssertGreaterThanOrEqual(matches.count, 2)
        for match in matches {
            let value = { (index: Int) in String(text[Range(match.range(at: index), in: text)!]) }
            let file = Self.repository.appendingPathComponent("docs/screenshots").appendingPathComponent(value(3)).path
            let size = try pngSize(file)
            XCTAssertEqual("\(size.width)x\(size.height)", "\(value(1))x\(value(2))", file)
        }
    }

    private func checkIcons(_ share: URL) throws {
        let hicolor = share.appendingPathComponent("icons/hicolor")
        let scalable = hicolor.appendingPathComponent("scalable/apps/\(AppInfo.applicationID).svg").path
        let symbolic = hicolor.appendingPathComponent("symbolic/apps/\(AppInfo.applicationID)-symbolic.svg").path
        XCTAssertTrue(try String(contentsOfFile: scalable, encoding: .utf8).contains("<svg"))
        let symbolicText = try String(contentsOfFile: symbolic, encoding: .utf8)
        XCTAssertTrue(symbolicText.contains(#"viewBox="0 0 16 16""#))
        XCTAssertTrue(FileManager.default.fileExists(atPath: hicolor.appendingPathComponent("256x256/apps/\(AppInfo.applicationID).png").path))
    }

    private func checkCompletionsAndManual(_ share: URL) throws {
        // Each shell's own way of naming the --at option.
        let files = [
            ("bash-completion/completions/tunnel", "--at"),
            ("zsh/site-functions/_tunnel", "--at"),
            ("fish/vendor_completions.d/tunnel.fish", "-l 'at'"),
        ]
        for (file, option) in files {
            let text = try String(contentsOf: share.appendingPathComponent(file), encoding: .utf8)
            XCTAssertGreaterThan(text.count, 1000, file)
            for word in ["locate", "render", option] {
                XCTAssertTrue(text.contains(word), "\(file) does not mention \(word)")
            }
        }
        let manual = try String(contentsOf: share.appendingPathComponent("man/man1/tunnel.1"), encoding: .utf8)
        XCTAssertTrue(manual.contains(".Sh NAME"), manual)
        XCTAssertTrue(manual.contains("Generated by swift-argument-parser"))
        for word in ["locate", "render", "Fl -at"] {  // mdoc writes --at as "Fl -at"
            XCTAssertTrue(manual.contains(word), "the man page does not mention \(word)")
        }
        // The page is ASCII roff: the degree sign of `locate`'s example is
        // the escape \[u00B0], which man renders as ° in a UTF-8 terminal.
        XCTAssertTrue(manual.unicodeScalars.allSatisfy(\.isASCII), "the man page has raw non-ASCII text")
        XCTAssertTrue(manual.contains(#"33\[u00B0]51'36"#), "the degree sign is missing from the man page")
        let rendered = try run(["man", "-l", share.appendingPathComponent("man/man1/tunnel.1").path], in: "/",
                               environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "100"])
        XCTAssertTrue(rendered.output.contains("33°51'36"), rendered.output)
    }

    /// DocC's static site for each library module, with its symbols (so the
    /// symbol graphs were found, not only the catalogue's articles).
    private func checkLibraryDocumentation(_ share: URL) throws {
        for (folder, symbol) in [("containment", "viewcontroller"), ("containment-gtk", "gtkwindowhost")] {
            let site = share.appendingPathComponent("doc/\(folder)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path), folder)
            let module = folder.replacingOccurrences(of: "-", with: "")
            let page = site.appendingPathComponent("data/documentation/\(module)/\(symbol).json").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: page), "no documentation page \(page)")
        }
        let viewController = try String(
            contentsOf: share.appendingPathComponent("doc/containment/data/documentation/containment/viewcontroller.json"),
            encoding: .utf8)
        XCTAssertTrue(viewController.contains("addChild"), "ViewController's page lists no addChild")
    }

    /// Translations are installed when the po/ folder builds some.
    private func checkTranslations(_ share: URL) throws {
        let po = Self.repository.appendingPathComponent("po/meson.build").path
        guard FileManager.default.fileExists(atPath: po) else { return }
        let catalogue = share.appendingPathComponent("locale/zh_CN/LC_MESSAGES/tunnel.mo").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalogue), "po/ exists but \(catalogue) was not installed")
    }

    // MARK: Helpers

    @discardableResult
    private func run(
        _ arguments: [String], in directory: String, environment extra: [String: String] = [:], allowFailure: Bool = false
    ) throws -> (status: Int32, output: String, errors: String) {
        // An empty value in `extra` takes the variable out.
        let outcome = try Tool.execute(
            Tool.env, arguments: arguments, environment: extra.filter { !$0.value.isEmpty },
            unsetting: Set(["TUNNEL_DATA_DIR", "TUNNEL_LOG_LEVEL", "DESTDIR"] + extra.filter { $0.value.isEmpty }.keys),
            currentDirectory: URL(fileURLWithPath: directory))
        if outcome.status != 0 && !allowFailure {
            throw HarnessError("\(arguments.joined(separator: " ")) failed (\(outcome.status)):\n\(outcome.standardOutput.suffix(4000))\n\(outcome.standardError.suffix(4000))")
        }
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }

    /// A PNG's width and height, from its IHDR chunk.
    private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > 24, Array(data.prefix(8)) == signature else { throw HarnessError("\(path) is not a PNG") }
        let bigEndian = { (offset: Int) in data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }
}
