import DisplayTesting
import Foundation
import XCTest

/// What the desktop tests share: the repository, the compiled catalogues
/// beside the built `tunnel`, the zh_CN locale, and a private session bus.
enum DesktopSupport {
    /// The repository's root (this file is Tests/TunnelAppTests/Desktop/…).
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Compiles the catalogues into `locale/` beside the built executable,
    /// where the app looks from a source-tree build, with the same script
    /// `meson-helpers/run.sh` and `test.sh` use.
    static func compileTranslations() throws {
        let directory = AppProcess.executableURL.deletingLastPathComponent().appendingPathComponent("locale")
        try Tool.run(repository.appendingPathComponent("meson-helpers/compile-translations.sh").path, directory.path)
    }

    /// Makes sure the zh_CN.UTF-8 locale exists, generating it when the
    /// tests run as root (as CI does); fails with the command otherwise.
    static func ensureChineseLocale() throws {
        let installed = try Tool.run("locale", "-a").lowercased().split(separator: "\n")
        if installed.contains(where: { $0 == "zh_cn.utf8" || $0 == "zh_cn.utf-8" }) { return }
        guard getuid() == 0 else {
            throw HarnessError("the zh_CN.UTF-8 locale is missing: run `sudo localedef -i zh_CN -f UTF-8 zh_CN.UTF-8`")
        }
        try Tool.run("localedef", "-i", "zh_CN", "-f", "UTF-8", "zh_CN.UTF-8")
    }

    /// The environment that selects Simplified Chinese.
    static let chinese = ["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN", "LC_ALL": "", "LC_MESSAGES": ""]

    /// Runs the built `tunnel` to completion with extra environment; returns
    /// its status, standard output and standard error.
    static func runTunnel(_ arguments: [String], environment extra: [String: String]) throws
        -> (status: Int32, output: String, errors: String)
    {
        let outcome = try Tool.execute(AppProcess.executableURL, arguments: arguments, environment: extra)
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }
}

/// A private D-Bus session bus for one test, so GtkApplication uniqueness
/// is tested without touching (or depending on) the user's session.
final class PrivateSessionBus {
    private let process = Process()
    /// The bus's address, for DBUS_SESSION_BUS_ADDRESS.
    let address: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-daemon", "--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        address = String(decoding: line, as: UTF8.self)
        guard address.hasPrefix("unix:") else { throw HarnessError("dbus-daemon printed no address") }
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

extension AppProcess {
    /// The remembered-state file this run reads and writes.
    var stateFile: URL { stateDirectory.appendingPathComponent("tunnel/state.ini") }

    /// The visible Tunnel windows of any process on the display.
    static func visibleTunnelWindows() throws -> [String] {
        try Tool.run("xdotool", "search", "--onlyvisible", "--name", "^Tunnel$", allowFailure: true)
            .split(separator: "\n").map(String.init)
    }

    /// The last position the digger reported in the trace.
    func lastDiggerLocation() -> (latitude: Double, longitude: Double)? {
        guard let event = trace.events(named: "locationChanged", controller: "startMap").last,
              let latitude = event.number("latitude"), let longitude = event.number("longitude") else { return nil }
        return (latitude, longitude)
    }
}
