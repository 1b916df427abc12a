import DisplayTesting
import Foundation
import TunnelApp
import XCTest

/// State that survives the session, and one window per session.
final class SessionTests: XCTestCase {
    /// Focuses the start map by clicking empty map and nudges the digger
    /// east with the arrow key; returns where he ended up.
    private func moveDigger(_ app: AppProcess, presses: Int = 6) throws -> (latitude: Double, longitude: Double) {
        try app.waitForTrace("both maps laid out") { log in
            !log.events(named: "mapViewChanged", controller: "startMap").isEmpty
                && !log.events(named: "mapViewChanged", controller: "antipodeMap").isEmpty
        }
        try app.click(x: 20, y: 20)
        for _ in 0..<presses { try app.key("shift+Right") }
        try app.waitForTrace("the digger's moves") {
            $0.events(named: "locationChanged", controller: "startMap").count >= presses
        }
        guard let moved = app.lastDiggerLocation() else { throw HarnessError("the digger never moved") }
        return moved
    }

    func testSIGTERMSavesTheMovedDiggerAndTheNextLaunchRestoresIt() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try AppProcess(arguments: ["--at", "10,20"], environment: ["TUNNEL_TRACE": "1"], stateDirectory: state)
        try first.waitForWindow()
        let moved = try moveDigger(first)
        XCTAssertGreaterThan(moved.longitude, 20)

        // SIGTERM at once, before the 1 s debounce could have saved.
        kill(first.process.processIdentifier, SIGTERM)
        XCTAssertEqual(try first.waitForExit(), 0, "SIGTERM should quit cleanly:\n\(first.stderr)")
        let saved = RememberedState.load(from: first.stateFile)
        XCTAssertEqual(saved.latitude ?? .nan, moved.latitude, accuracy: 1e-9)
        XCTAssertEqual(saved.longitude ?? .nan, moved.longitude, accuracy: 1e-9)

        let second = try AppProcess(environment: ["TUNNEL_TRACE": "1"], stateDirectory: state)
        try second.waitForWindow()
        let log = try second.waitForTrace("the start map's first view") {
            !$0.events(named: "mapViewChanged", controller: "startMap").isEmpty
        }
        // The start map opens centred on the remembered digger.
        let restored = try XCTUnwrap(log.events(named: "mapViewChanged", controller: "startMap").first)
        XCTAssertEqual(restored.number("latitude") ?? .nan, moved.latitude, accuracy: 0.01)
        XCTAssertEqual(restored.number("longitude") ?? .nan, moved.longitude, accuracy: 0.01)
        kill(second.process.processIdentifier, SIGINT)
        XCTAssertEqual(try second.waitForExit(), 0, "SIGINT should quit cleanly too")
    }

    /// Saved while running (debounced), so even SIGKILL loses at most the
    /// last second; and every read of the file while it is being rewritten
    /// finds a whole file.
    func testStateIsSavedWhileRunningAndNeverHalfWritten() throws {
        let app = try AppProcess(arguments: ["--at", "10,20"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        let moved = try moveDigger(app, presses: 3)
        var reads = 0
        var saved = RememberedState()
        // Read often, to catch a half-written file if there were one.
        _ = Polling.until(timeout: 15, every: 0.01) { () -> Bool? in
            guard let text = try? String(contentsOf: app.stateFile, encoding: .utf8) else { return nil }
            reads += 1
            XCTAssertTrue(text.contains("[location]") && text.contains("longitude=") && text.contains("[window]"),
                          "a half-written state file:\n\(text)")
            saved = RememberedState.load(from: app.stateFile)
            guard let longitude = saved.longitude, abs(longitude - moved.longitude) < 1e-9 else { return nil }
            return true
        }
        XCTAssertEqual(saved.longitude ?? .nan, moved.longitude, accuracy: 1e-9, "not saved while running")
        XCTAssertGreaterThan(reads, 0)
        // Keep moving and reading: the atomic replace means no read sees a partial file.
        for _ in 0..<5 {
            try app.key("shift+Right")
            for _ in 0..<40 {
                if let text = try? String(contentsOf: app.stateFile, encoding: .utf8) {
                    XCTAssertTrue(text.contains("latitude=") && text.contains("longitude=") && text.contains("[window]"), text)
                }
                // Sampling, not waiting: reads spread over the saves.
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        kill(app.process.processIdentifier, SIGKILL)
    }

    /// A running window that does not answer (stopped) is not waited on:
    /// the next launch says so in one line and opens a window of its own,
    /// at its `--at`, within a few seconds.
    func testAFrozenRunningWindowIsNotWaitedOn() throws {
        let session = try RunningSession()
        let first = session.first
        kill(first.process.processIdentifier, SIGSTOP)
        defer { kill(first.process.processIdentifier, SIGCONT) }

        let began = Date()
        let second = try session.launch(["--at", "-33.86,151.21"])
        try second.waitForWindow(timeout: 20)
        XCTAssertLessThan(Date().timeIntervalSince(began), 10, "the launch waited on the frozen window")
        let said = second.stderr.split(separator: "\n").filter { $0.contains("does not answer") }
        XCTAssertEqual(said.count, 1, second.stderr)
        XCTAssertTrue(said.first?.contains("process \(first.process.processIdentifier)") == true, "\(said)")
        try second.waitForTrace("the second window's map at Sydney") { log in
            log.events(named: "mapViewChanged", controller: "startMap").contains {
                abs(($0.number("latitude") ?? 0) + 33.86) < 1e-9 && abs(($0.number("longitude") ?? 0) - 151.21) < 1e-9
            }
        }
    }

    /// A second launch activates the running window and hands it `--at`.
    func testSecondLaunchMovesTheRunningDigger() throws {
        let session = try RunningSession()
        let first = session.first

        let second = try session.launch(["--at", "-33.86,151.21"])
        XCTAssertEqual(try second.waitForExit(timeout: 20), 0, second.stderr)
        try first.waitForTrace("the digger moved to Sydney") { _ in
            guard let location = first.lastDiggerLocation() else { return false }
            return abs(location.latitude + 33.86) < 1e-9 && abs(location.longitude - 151.21) < 1e-9
        }
        // The X went to the antipode, and there is still one window.
        try first.waitForTrace("the X followed") { log in
            log.events(named: "markerMoved", controller: "antipodeMap").contains {
                abs(($0.number("latitude") ?? 0) - 33.86) < 1e-9
            }
        }
        XCTAssertEqual(try AppProcess.visibleTunnelWindows().count, 1)
        XCTAssertTrue(first.process.isRunning)
        // The second launch only forwarded: it began none of a window's
        // start-up work, where the first did all of it.
        let begun = ["colorSchemeRead", "atlasLoaded", "labelFontsLoaded", "firstRenderingsMade"]
        let firstPhases = Set(first.trace.events(named: "startPhase").compactMap { $0.string("phase") })
        XCTAssertTrue(firstPhases.isSuperset(of: begun), "the first launch's phases: \(firstPhases)")
        let secondPhases = Set(second.trace.events(named: "startPhase").compactMap { $0.string("phase") })
        XCTAssertTrue(secondPhases.isDisjoint(with: begun), "the forwarding launch began \(secondPhases.intersection(begun))")
        XCTAssertTrue(second.trace.events(named: "firstRendering").isEmpty)
    }
}

extension SessionTests {
    /// A desktop opening a `geo:` link runs `tunnel LINK` (`Exec=tunnel %u`):
    /// with a window already open, that launch moves its digger there, as
    /// `--at` does, and exits.
    func testASecondLaunchWithAGeoLinkMovesTheRunningDigger() throws {
        let session = try RunningSession()
        let first = session.first

        let second = try session.launch(["geo:-33.8568,151.2153;u=35"])
        XCTAssertEqual(try second.waitForExit(timeout: 20), 0, second.stderr)
        try first.waitForTrace("the digger moved to the Opera House") { _ in
            guard let location = first.lastDiggerLocation() else { return false }
            return abs(location.latitude + 33.8568) < 1e-9 && abs(location.longitude - 151.2153) < 1e-9
        }
        XCTAssertEqual(try AppProcess.visibleTunnelWindows().count, 1)
        XCTAssertTrue(first.process.isRunning)
        XCTAssertTrue(second.trace.events(named: "firstRendering").isEmpty)
    }
}

/// A private session bus, a state folder and a unique window on them, its
/// digger in Denmark and its first frame drawn: what a second launch finds
/// running.
private final class RunningSession {
    /// The bus both launches register on.
    let bus: PrivateSessionBus
    /// The launches' environment: traced, unique on ``bus``.
    let environment: [String: String]
    /// The state folder both launches share.
    let state: URL
    /// The window already running.
    let first: AppProcess

    init() throws {
        bus = try PrivateSessionBus()
        environment = ["TUNNEL_TRACE": "1", "TUNNEL_NON_UNIQUE": "0", "DBUS_SESSION_BUS_ADDRESS": bus.address]
        state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-state-\(UUID().uuidString)")
        first = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: environment, stateDirectory: state)
        try first.waitForWindow()
        try first.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
    }

    /// A second launch with `arguments`, on the same bus and state folder.
    func launch(_ arguments: [String]) throws -> AppProcess {
        try AppProcess(arguments: arguments, environment: environment, stateDirectory: state)
    }

    deinit {
        // The window goes before its bus.
        first.stop()
        try? FileManager.default.removeItem(at: state)
    }
}
