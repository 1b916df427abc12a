import DisplayTesting
import Foundation
import TunnelCore
import XCTest

/// The title bar as a screen reader user meets it: every button found by
/// its accessible name through AT-SPI (the desktop's accessibility bus, on
/// a private session bus) and pressed, the main menu's items included.
final class HeaderBarTests: XCTestCase {
    private static let pressScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/press-by-name.py").path

    /// The app on a private session bus, with GTK's accessibility bridge on.
    private func launch(_ bus: PrivateSessionBus) throws -> AppProcess {
        let app = try AppProcess(
            arguments: ["--at", "40.4168,-3.7038"],
            environment: [
                "TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals", "NO_AT_BRIDGE": "0",
                "DBUS_SESSION_BUS_ADDRESS": bus.address,
            ])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        return app
    }

    /// Runs press-by-name.py with Debian's Python (its GObject bindings).
    @discardableResult
    private func pressByName(_ arguments: [String], bus: PrivateSessionBus) throws -> String {
        let outcome = try Tool.execute(
            URL(fileURLWithPath: "/usr/bin/python3"), arguments: [Self.pressScript] + arguments,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        guard outcome.status == 0 else {
            throw HarnessError("press-by-name.py \(arguments) failed (\(outcome.status)): \(outcome.standardError)")
        }
        return outcome.standardOutput
    }

    /// The bottom card's words (OCR), once they contain `expected` (or ten
    /// seconds have passed).
    private func bottomCardText(of app: AppProcess, containing expected: String, savedAs name: String) throws -> String {
        let size = try app.windowSize()
        let pane = PaneLayout(width: Double(size.width), height: Double(size.height)).antipodePane
        let region = (x: Int(pane.minX), y: Int(pane.minY), width: Int(pane.width), height: Int(pane.height))
        var text = ""
        // The rewritten card is drawn a frame or two after the choice.
        _ = try Polling.until(timeout: 10) { () throws -> Bool? in
            let shot = try app.waitForSettledWindowScreenshot(in: region, savedAs: name)
            text = try shot.recognizedText(x: region.x, y: region.y, width: region.width, height: region.height)
            return text.contains(expected) ? true : nil
        }
        return text
    }

    func testEveryTitleBarButtonHasANameAndTheMenuChangesTheUnits() throws {
        let bus = try PrivateSessionBus()
        let app = try launch(bus)
        let pid = "\(app.process.processIdentifier)"

        let listed = try pressByName(["--list", pid], bus: bus)
        let controls = listed.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        for (role, name) in [("toggle button", "Search"), ("toggle button", "Main Menu"), ("push button", "Close")] {
            XCTAssertTrue(controls.contains { $0.count == 2 && $0[0] == role && $0[1] == name },
                          "no \(role) named \(name) among:\n\(listed)")
        }
        XCTAssertFalse(controls.contains { $0.count < 2 || $0[1].isEmpty }, "a control without a name:\n\(listed)")

        // The search button opens the search bar, and closes it.
        try pressByName([pid, "Search"], bus: bus)
        try app.waitForTrace("the search opened") { !$0.events(named: "searchOpened").isEmpty }
        try pressByName([pid, "Search"], bus: bus)
        try app.waitForTrace("the search closed") { !$0.events(named: "searchClosed").isEmpty }

        // The main menu's units: miles, then kilometres while the cards
        // show, each remembered and each rewriting the cards at once.
        try pressByName([pid, "Main Menu", "Miles"], bus: bus)
        let miles = try app.waitForTrace("miles chosen") { !$0.events(named: "unitsChanged").isEmpty }
        XCTAssertEqual(miles.events(named: "unitsChanged").last?.string("units"), "imperial")
        XCTAssertTrue(try String(contentsOf: app.stateFile, encoding: .utf8).contains("units=imperial"))
        try pressByName([pid, "Radar"], bus: bus)
        try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        let inMiles = try bottomCardText(of: app, containing: "mi away", savedAs: "cards-in-miles.png")
        XCTAssertTrue(inMiles.contains("mi away"), "the card reads: \(inMiles)")
        try pressByName([pid, "Main Menu", "Kilometres"], bus: bus)
        let kilometres = try app.waitForTrace("kilometres chosen") { $0.events(named: "unitsChanged").count == 2 }
        XCTAssertEqual(kilometres.events(named: "unitsChanged").last?.string("units"), "metric")
        XCTAssertTrue(try String(contentsOf: app.stateFile, encoding: .utf8).contains("units=metric"))
        let inKilometres = try bottomCardText(of: app, containing: "km away", savedAs: "cards-in-kilometres.png")
        XCTAssertTrue(inKilometres.contains("km away"), "the card reads: \(inKilometres)")

        // The way down, from the menu, and back with Escape.
        try pressByName([pid, "Main Menu", "The Way Down"], bus: bus)
        try app.waitForTrace("the way down shown") { !$0.events(named: "wayDownDrawn").isEmpty }

        XCTAssertEqual(app.gtkComplaints, [])
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, app.stderr.suffix(2000).description)
    }

    /// F10 opens the main menu, as in every GNOME app, and Escape closes it.
    func testF10OpensTheMainMenu() throws {
        let bus = try PrivateSessionBus()
        let app = try launch(bus)
        let pid = "\(app.process.processIdentifier)"
        try app.key("F10")
        let listed = try Polling.until(timeout: 10) { () throws -> String? in
            let listed = try pressByName(["--list", pid], bus: bus)
            return listed.contains("Keyboard Shortcuts") ? listed : nil
        }
        XCTAssertNotNil(listed, "F10 showed no menu")
        for item in ["The Way Down", "Export…", "Print…", "Kilometres", "Miles", "Keyboard Shortcuts", "About Tunnel"] {
            XCTAssertTrue(listed?.contains(item) == true, "the menu has no \(item):\n\(listed ?? "")")
        }
        try app.key("Escape")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
