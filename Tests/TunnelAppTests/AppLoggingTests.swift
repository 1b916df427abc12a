#if canImport(Glibc)
    import Glibc
#endif
import DisplayTesting
import Foundation
import Logging
@testable import TunnelApp
import XCTest

/// swift-log is bootstrapped by the app: the level comes from
/// TUNNEL_LOG_LEVEL, entries reach standard error as log lines and the
/// journal in its native protocol.
final class AppLoggingTests: XCTestCase {
    // MARK: The level

    func testEveryLevelIsAcceptedInAnyCase() throws {
        for level in Logger.Level.allCases {
            XCTAssertEqual(try AppLogging.level(from: level.rawValue), level)
            XCTAssertEqual(try AppLogging.level(from: " \(level.rawValue.uppercased()) "), level)
        }
        XCTAssertEqual(try AppLogging.level(from: nil), .info)
        XCTAssertEqual(try AppLogging.level(from: ""), .info)
    }

    func testABadLevelIsOneLineNamingTheValueAndTheChoices() {
        XCTAssertThrowsError(try AppLogging.level(from: "verbose")) { error in
            let text = "\(error)"
            XCTAssertEqual(text, "TUNNEL_LOG_LEVEL=verbose is not a log level; use trace, debug, info, notice, warning, error or critical")
        }
    }

    func testTheJournalIsUsedWhenThereAndStderrIsNotLoggedTwice() {
        XCTAssertEqual(AppLogging.destinations(journalAvailable: false, standardErrorIsJournal: false), .standardError)
        XCTAssertEqual(AppLogging.destinations(journalAvailable: false, standardErrorIsJournal: true), .standardError)
        XCTAssertEqual(AppLogging.destinations(journalAvailable: true, standardErrorIsJournal: false), [.standardError, .journal])
        XCTAssertEqual(AppLogging.destinations(journalAvailable: true, standardErrorIsJournal: true), .journal)
    }

    // MARK: The journal's native protocol, against a real datagram socket

    func testJournalEntriesCarryMessagePriorityIdentifierAndMetadata() throws {
        let socket = try DatagramListener()
        defer { socket.close() }
        XCTAssertTrue(JournalLogHandler.isAvailable(socketPath: socket.path))
        XCTAssertFalse(JournalLogHandler.isAvailable(socketPath: socket.path + ".missing"))

        let handler = AppLogging.makeHandler(
            label: "test.label", level: .info, destinations: .journal, journalSocketPath: socket.path)
        let logger = Logger(label: "test.label", factory: { _ in handler })
        logger.debug("below the level: never sent")
        logger.error("cannot embed startGeoInfo", metadata: ["code": "childAlreadyAdded"])
        logger.warning("two\nlines")

        let first = try JournalEntry(socket.receive())
        XCTAssertEqual(first["MESSAGE"], "cannot embed startGeoInfo")
        XCTAssertEqual(first["PRIORITY"], "3")
        XCTAssertEqual(first["SYSLOG_IDENTIFIER"], "tunnel")
        XCTAssertEqual(first["TUNNEL_LOGGER"], "test.label")
        XCTAssertEqual(first["TUNNEL_CODE"], "childAlreadyAdded")
        XCTAssertEqual(first["CODE_FUNC"], #function)
        XCTAssertNotNil(first["CODE_LINE"].flatMap(Int.init))

        // A value with a newline uses the length-prefixed binary form.
        let second = try JournalEntry(socket.receive())
        XCTAssertEqual(second["MESSAGE"], "two\nlines")
        XCTAssertEqual(second["PRIORITY"], "4")
        XCTAssertNil(socket.receive(timeout: 0.2), "the debug entry below the level was sent")
    }

    func testMetadataKeysBecomeValidJournalFieldNames() {
        XCTAssertEqual(JournalLogHandler.fieldName("code"), "CODE")
        XCTAssertEqual(JournalLogHandler.fieldName("data-directory.path"), "DATA_DIRECTORY_PATH")
        XCTAssertEqual(JournalLogHandler.fieldName("日本"), "__")
    }

    // MARK: The real binary

    func testDebugLevelLogsToStandardErrorAndTheDefaultDoesNot() throws {
        let debug = try runTunnel(["locate", "40.4168", "-3.7038"], environment: ["TUNNEL_LOG_LEVEL": "debug"])
        XCTAssertEqual(debug.status, 0, debug.standardError)
        let line = try XCTUnwrap(debug.standardError.split(separator: "\n").first { $0.contains("logging started") })
        // swift-log's stream format: timestamp, level, label, metadata, message.
        XCTAssertTrue(line.contains(" debug io.github.tunnel_app.Tunnel:"), String(line))
        XCTAssertTrue(line.contains("level=debug"), String(line))

        let quiet = try runTunnel(["locate", "40.4168", "-3.7038"], environment: [:])
        XCTAssertEqual(quiet.status, 0, quiet.standardError)
        XCTAssertFalse(quiet.standardError.contains("logging started"), quiet.standardError)
    }

    func testABadLevelStopsTheAppWithOneLineAndStatusTwo() throws {
        let result = try runTunnel(["locate", "1", "2"], environment: ["TUNNEL_LOG_LEVEL": "loud"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            "tunnel: TUNNEL_LOG_LEVEL=loud is not a log level; use trace, debug, info, notice, warning, error or critical\n")
    }

    /// An app error (the world data cannot be loaded) reaches standard error
    /// as a swift-log line from the window, not a bare print.
    func testTheWindowsDataErrorIsALogLine() throws {
        let app = try AppProcess(environment: ["TUNNEL_DATA_DIR": "/nonexistent-tunnel-data", "TUNNEL_LOG_LEVEL": "debug"])
        try app.waitForWindow()
        _ = Polling.until(timeout: 20) { app.stderr.contains("world data could not be loaded") ? true : nil }
        let line = try XCTUnwrap(
            app.stderr.split(separator: "\n").first { $0.contains("world data could not be loaded") }, app.stderr)
        XCTAssertTrue(line.contains(" error io.github.tunnel_app.Tunnel:"), String(line))
        XCTAssertTrue(line.contains("/nonexistent-tunnel-data"), String(line))
        // At critical, the same error is filtered out.
        let quiet = try AppProcess(environment: ["TUNNEL_DATA_DIR": "/nonexistent-tunnel-data", "TUNNEL_LOG_LEVEL": "critical"])
        try quiet.waitForWindow()
        XCTAssertFalse(quiet.stderr.contains("world data could not be loaded"), quiet.stderr)
    }

    // MARK: Helpers

    /// The built `tunnel` with only the test's logging settings, not the
    /// ones the tests run with.
    private func runTunnel(_ arguments: [String], environment extra: [String: String]) throws -> Tool.Outcome {
        try Tool.execute(
            AppProcess.executableURL, arguments: arguments, environment: extra,
            unsetting: ["TUNNEL_LOG_LEVEL", "JOURNAL_STREAM"])
    }
}

/// A Unix datagram socket bound to a temporary path: a stand-in listener
/// for the journal's socket, speaking to the real handler.
private final class DatagramListener {
    let path: String
    private let descriptor: Int32

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString.prefix(8)).sock").path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("socket() failed: \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        let status = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else { throw HarnessError("bind(\(path)) failed: \(errno)") }
    }

    /// The next datagram, or nil after `timeout` seconds.
    func receive(timeout: Double = 10) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    func close() {
        Glibc.close(descriptor)
        unlink(path)
    }
}

/// A journal entry decoded from the native protocol, independently of the
/// encoder: `NAME=value\n`, or `NAME\n` + little-endian UInt64 length + bytes + `\n`.
private struct JournalEntry {
    private var fields: [String: String] = [:]

    init(_ datagram: [UInt8]?) throws {
        guard let bytes = datagram else { throw HarnessError("no datagram arrived") }
        var index = 0
        while index < bytes.count {
            guard let end = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\n") }) else {
                throw HarnessError("truncated field at byte \(index)")
            }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            if bytes[end] == UInt8(ascii: "=") {
                let valueEnd = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                fields[name] = String(decoding: bytes[(end + 1)..<valueEnd], as: UTF8.self)
                index = valueEnd + 1
            } else {
                let lengthStart = end + 1
                guard lengthStart + 8 <= bytes.count else { throw HarnessError("no length for \(name)") }
                var length = 0
                for offset in 0..<8 { length |= Int(bytes[lengthStart + offset]) << (8 * offset) }
                let valueStart = lengthStart + 8
                guard valueStart + length < bytes.count, bytes[valueStart + length] == UInt8(ascii: "\n") else {
                    throw HarnessError("bad binary field \(name)")
                }
                fields[name] = String(decoding: bytes[valueStart..<(valueStart + length)], as: UTF8.self)
                index = valueStart + length + 1
            }
        }
    }

    subscript(name: String) -> String? { fields[name] }
}
