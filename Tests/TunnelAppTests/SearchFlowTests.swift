import DisplayTesting
import Foundation
import Geo
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// Find a place by name, end to end: the real binary under Xvfb, driven
/// with xdotool, read back from the TUNNEL_TRACE=1 trace, the saved state,
/// the clipboard and the screen.
final class SearchFlowTests: XCTestCase {
    private let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
    private let malaga = Coordinate(latitude: 36.72016, longitude: -4.42034)
    private let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
    private let copenhagen = Coordinate(latitude: 55.67594, longitude: 12.56553)

    // MARK: Harness

    /// Starts the app in western Denmark and waits until both maps are drawn.
    private func launch(environment extra: [String: String] = [:]) throws -> (AppProcess, PaneLayout) {
        var environment = extra
        environment["TUNNEL_TRACE"] = "1"
        let app = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: environment)
        try app.waitForWindow()
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        let size = try app.windowSize()
        return (app, PaneLayout(width: Double(size.width), height: Double(size.height)))
    }

    /// Types `text` into the focused widget, a key at a time, as a person would.
    private func type(_ text: String, into app: AppProcess) throws {
        try Tool.run("xdotool", "windowfocus", "--sync", app.windowID)
        try Tool.run("xdotool", "type", "--delay", "60", text)
    }

    /// Waits for the results of exactly `query` and returns their rows'
    /// accessible names.
    @discardableResult
    private func waitForResults(of query: String, in app: AppProcess, atLeast count: Int = 1) throws -> [String] {
        let log = try app.waitForTrace("results for \(query)") { log in
            log.events(named: "searchResults").contains { $0.string("query") == query && Int($0.number("count") ?? 0) >= count }
        }
        let event = log.events(named: "searchResults").last(where: { $0.string("query") == query })!
        return event.string("rows")!.split(separator: "\n").map(String.init)
    }

    /// Waits until a place is chosen after the `earlier` choices already
    /// made, and the digger stands on it; returns the chosen event and the log.
    private func waitForChoice(in app: AppProcess, after earlier: Int = 0) throws -> (TraceLog.Event, TraceLog) {
        let log = try app.waitForTrace("a place chosen and the digger moved") { log in
            let choices = log.events.indices.filter { log.events[$0].name == "searchChosen" }
            guard choices.count > earlier else { return false }
            return log.index(after: choices[earlier]) { $0.name == "locationChanged" && $0.controller == "startMap" } != nil
        }
        return (log.events(named: "searchChosen")[earlier], log)
    }

    private func coordinate(of event: TraceLog.Event) -> Coordinate {
        Coordinate(latitude: event.number("latitude")!, longitude: event.number("longitude")!)
    }

    /// Waits until the map `controller` has glided to put `target` in its
    /// middle, after the event at `start` (a map reports its view when a
    /// glide settles).
    private func waitForGlide(of controller: String, to target: Coordinate, after start: Int, in app: AppProcess) throws {
        try app.waitForTrace("\(controller) glides to its marker") { log in
            log.index(after: start) { event in
                event.name == "mapViewChanged" && event.controller == controller
                    && self.coordinate(of: event).distance(to: target) < 5
            } != nil
        }
    }

    /// Reads the results list under the entry with OCR until `expected`
    /// all show (the popover fades in), or fails saying what it read.
    @discardableResult
    private func waitForListText(
        _ expected: [String], x: Int, width: Int, height: Int, in app: AppProcess, savedAs name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        var text = ""
        _ = try app.waitForWindowScreenshot(savedAs: name) { shot in
            text = (try? shot.recognizedText(x: x, y: 46, width: width, height: height)) ?? ""
            return expected.allSatisfy { text.contains($0) }
        }
        for word in expected { XCTAssertTrue(text.contains(word), "the list reads: \(text)", file: file, line: line) }
        return text
    }

    // MARK: Tests

    /// Ctrl+F, a name, Ctrl+C of the entry's text, Enter: the digger digs
    /// there, the X follows, and the next launch restores it. Once the bar
    /// has stayed closed a while the search index goes, and its memory with
    /// it; the next search builds it again, and a bar opened again before
    /// then keeps it.
    func testCtrlFThenMalagaAndEnterDigsAtMalagaAndTheIndexGoesAfterwards() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try app.waitForTrace("search opened") { !$0.events(named: "searchOpened").isEmpty }
        try type("malaga", into: app)
        // Ctrl+C in the entry copies its text, not the digger's coordinates.
        try app.key("ctrl+a")
        try app.key("ctrl+c")
        try app.waitForTrace("copied") { !$0.events(named: "copied").isEmpty }
        XCTAssertEqual(app.trace.events(named: "copied").last?.string("text"), "malaga")
        XCTAssertEqual(try Tool.run("xclip", "-selection", "clipboard", "-o"), "malaga")
        try app.key("Return")

        let (chosen, log) = try waitForChoice(in: app)
        // The memory the index holds, read before its keeping time is up.
        let before = try privateDirtyKilobytes(of: app)
        XCTAssertEqual(app.trace.events(named: "searchIndexReleased").count, 0, "the index went before its memory was read")
        XCTAssertEqual(chosen.string("name"), "Málaga")
        let place = coordinate(of: chosen)
        XCTAssertLessThan(place.distance(to: malaga), 10, "Enter chose \(place), not Málaga in Spain")

        // The digger moved there as a user move (the trace every drag and
        // `--at` leave), and the X followed to the antipode.
        let dug = log.events(named: "locationChanged", controller: "startMap").last!
        XCTAssertEqual(coordinate(of: dug), place)
        let cross = log.events(named: "markerMoved", controller: "antipodeMap").last!
        XCTAssertEqual(coordinate(of: cross).latitude, place.antipode.latitude, accuracy: 1e-9)
        XCTAssertEqual(coordinate(of: cross).longitude, place.antipode.longitude, accuracy: 1e-9)
        XCTAssertEqual(log.events(named: "searchClosed").last?.bool("chose"), true)

        // Both maps glide until their markers are centred.
        let chosenAt = log.index { $0.name == "searchChosen" }!
        for (controller, target) in [("startMap", place), ("antipodeMap", place.antipode)] {
            try waitForGlide(of: controller, to: target, after: chosenAt, in: app)
        }
        _ = try app.waitForSettledWindowScreenshot(savedAs: "search-chosen.png")

        // The index goes once the bar has stayed closed a while.
        XCTAssertEqual(app.trace.events(named: "searchIndexReady").count, 1)
        try app.waitForTrace("the index let go") { !$0.events(named: "searchIndexReleased").isEmpty }
        let after = try privateDirtyKilobytes(of: app)
        XCTAssertLessThan(after, before - 2048, "the index went and private memory did not fall: \(before) → \(after) kB")

        // The next search finds places as before, from an index built anew.
        try app.key("ctrl+f")
        try type("madrid", into: app)
        let rows = try waitForResults(of: "madrid", in: app)
        XCTAssertTrue(rows.first?.hasPrefix("Madrid") == true, "\(rows)")
        XCTAssertEqual(app.trace.events(named: "searchIndexReady").count, 2)

        // Closed and opened again at once: when the closed bar's wait ends,
        // the open search keeps its index.
        try app.key("Escape")
        try app.key("ctrl+f")
        try app.waitForTrace("the index kept") { !$0.events(named: "searchIndexKept").isEmpty }
        try type("lima", into: app)
        try waitForResults(of: "lima", in: app)
        XCTAssertEqual(app.trace.events(named: "searchIndexReady").count, 2, "the open search's index was let go")
        XCTAssertEqual(app.trace.events(named: "searchIndexReleased").count, 1)

        // What the next launch restores is Málaga: the later searches chose nothing.
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        let state = RememberedState.load(from: app.stateDirectory.appendingPathComponent("tunnel/state.ini"))
        XCTAssertEqual(state.latitude ?? 0, place.latitude, accuracy: 1e-6)
        XCTAssertEqual(state.longitude ?? 0, place.longitude, accuracy: 1e-6)
    }

    /// Typing over a focused map opens the search with that character and
    /// Enter digs at the first result; Escape closes it and gives the map
    /// the keyboard back, so an arrow moves its marker.
    func testTypingOverAFocusedMapSearchesAndEscapeGivesTheMapBackTheKeyboard() throws {
        let (app, layout) = try launch()
        // A click on empty sea gives the top map the keyboard; keys reach the
        // app after the click, in the order sent. "c" once glided the map
        // home; now every letter starts a search.
        try app.click(x: layout.startPane.minX + 30, y: layout.startPane.maxY - 30)
        try type("copenhagen", into: app)

        try app.waitForTrace("search opened by typing") { !$0.events(named: "searchOpened").isEmpty }
        let rows = try waitForResults(of: "copenhagen", in: app)
        XCTAssertTrue(rows[0].hasPrefix("Copenhagen"), "first result: \(rows[0])")
        try app.key("Return")
        let (chosen, log) = try waitForChoice(in: app)
        let place = coordinate(of: chosen)
        XCTAssertLessThan(place.distance(to: copenhagen), 15)
        // Copenhagen is already in view of the first launch's map (western
        // Denmark): the map still glides until the place is in its middle.
        try waitForGlide(of: "startMap", to: place, after: log.index { $0.name == "searchChosen" }!, in: app)
        let digs = app.trace.events(named: "locationChanged", controller: "startMap").count

        // Opened by typing over the bottom map, closed with Escape: the
        // bottom map has the keyboard again, so an arrow moves its X.
        try app.click(x: layout.antipodePane.minX + 30, y: layout.antipodePane.minY + 30)
        try type("b", into: app)
        try app.waitForTrace("search opened") { $0.events(named: "searchOpened").count == 2 }
        try waitForResults(of: "b", in: app)
        try app.key("Escape")
        try app.waitForTrace("search closed") { $0.events(named: "searchClosed").count == 2 }
        XCTAssertEqual(app.trace.events(named: "searchClosed").last?.bool("chose"), false)
        try app.key("Right")
        try app.waitForTrace("the X moved by key") { !$0.events(named: "locationChanged", controller: "antipodeMap").isEmpty }

        // Opened with Ctrl+F from there and closed again: still that map.
        // The new search starts empty: Enter has nothing to choose (the
        // results for "b" are gone).
        try app.key("ctrl+f")
        try app.waitForTrace("opened again") { $0.events(named: "searchOpened").count == 3 }
        try app.key("Return")
        try app.waitForKeysHandled()
        XCTAssertEqual(app.trace.events(named: "searchChosen").count, 1, "Enter in an empty search chose a place")
        try app.key("Escape")
        try app.waitForTrace("closed again") { $0.events(named: "searchClosed").count == 3 }
        try app.key("Left")
        try app.waitForTrace("the X moved again") { $0.events(named: "locationChanged", controller: "antipodeMap").count == 2 }
        XCTAssertEqual(app.trace.events(named: "locationChanged", controller: "startMap").count, digs, "the digger must not move")
    }

    /// Down, Down, Up and Enter choose the second result; a click on a row
    /// chooses that row.
    func testArrowKeysOrAClickChooseAnotherResult() throws {
        let (app, layout) = try launch()
        try app.key("ctrl+f")
        try type("paris", into: app)
        let paris = try waitForResults(of: "paris", in: app, atLeast: 3)
        XCTAssertTrue(paris[0].hasPrefix("Paris") && paris[0].hasSuffix("France, City"), "the French capital first: \(paris[0])")
        // As a reader would, let the list settle before moving in it: on a
        // loaded machine a last refresh of the same results can still come,
        // and a new list starts again at its first row.
        _ = try app.waitForQuiet(for: 0.5)

        // Down twice and Up once: the second row.
        for key in ["Down", "Down", "Up"] { try app.key(key) }
        try app.waitForTrace("selection moved") { $0.events(named: "searchSelected").last?.number("index") == 1 }
        try app.key("Return")
        let (chosen, log) = try waitForChoice(in: app)
        let name = chosen.string("name")!
        XCTAssertTrue(paris[1].hasPrefix(name), "chose \(name), but the second row is \(paris[1])")
        XCTAssertEqual(coordinate(of: log.events(named: "locationChanged", controller: "startMap").last!), coordinate(of: chosen))

        try app.key("ctrl+f")
        try type("madrid", into: app)
        let rows = try waitForResults(of: "madrid", in: app, atLeast: 2)
        // The city first, then the region of the same name: a click on the
        // wrong row would choose the wrong kind.
        XCTAssertTrue(rows[0].hasSuffix(", City") && rows[1].hasSuffix(", Region"), "rows: \(rows)")

        // Find the selected first row (the theme's selection colour) on a
        // column right of the names, once the popover has faded in, and
        // click the row under it.
        let x = Int(layout.startPane.minX + layout.startPane.width / 2) + 60
        func selectedRows(_ shot: Screenshot) -> [Int] {
            (40..<300).filter { y in
                let pixel = shot.pixel(x: x, y: y)
                return pixel.blue > 180 && pixel.red < 110
            }
        }
        let shot = try app.waitForWindowScreenshot(savedAs: "search-before-click.png") { shot in
            let selected = selectedRows(shot)
            return (selected.last ?? 0) - (selected.first ?? 0) > 20
        }
        let selected = selectedRows(shot)
        guard let top = selected.first, let bottom = selected.last, bottom - top > 20 else {
            throw HarnessError("no selected row found on column \(x)")
        }
        try app.click(x: Double(x), y: Double(bottom + (bottom - top) / 2 + 4))
        let (clicked, _) = try waitForChoice(in: app, after: 1)
        XCTAssertEqual(clicked.string("kind"), "region", "clicked the second row (\(rows[1])), chose \(clicked.fields)")
        XCTAssertTrue(rows[1].hasPrefix(clicked.string("name")!))
        XCTAssertEqual(app.trace.events(named: "searchClosed").last?.bool("chose"), true)
    }

    /// The list under the entry, light and dark, read back with OCR: the
    /// first row names Madrid and its country; a name nothing matches says
    /// so in a quiet row, and Enter then leaves the digger where it is.
    func testResultsListShowsUnderTheEntryInLightAndDarkAndSaysWhenNothingMatches() throws {
        for dark in [false, true] {
            let (app, layout) = try launch(environment: dark ? ["GTK_THEME": "Adwaita:dark"] : [:])
            try app.key("ctrl+f")
            try type("madrid", into: app)
            try waitForResults(of: "madrid", in: app)
            let width = Int(min(layout.startPane.width, 480))
            let x = Int(layout.startPane.minX + layout.startPane.width / 2) - width / 2
            try waitForListText(["Madrid", "Spain"], x: x, width: width, height: 150, in: app,
                                savedAs: dark ? "search-results-dark.png" : "search-results.png")
            if !dark {
                try app.key("ctrl+a")
                try type("xqzvxqzv", into: app)
                try app.waitForTrace("no results") { log in
                    log.events(named: "searchResults").contains { $0.string("query") == "xqzvxqzv" && $0.number("count") == 0 }
                }
                try waitForListText(["No places match"], x: 100, width: 440, height: 80, in: app, savedAs: "search-no-match.png")
                // Enter with nothing to choose leaves the digger where it is.
                try app.key("Return")
                try app.waitForKeysHandled()
                XCTAssertTrue(app.trace.events(named: "searchChosen").isEmpty)
                XCTAssertTrue(app.trace.events(named: "locationChanged").isEmpty)
            }
            try app.key("ctrl+q")
            XCTAssertEqual(try app.waitForExit(), 0)
        }
    }

    /// Chinese typed into the entry finds the place by its Chinese name,
    /// and a Chinese interface leads each row with the Chinese name.
    func testChineseInputAndAChineseInterface() throws {
        let (english, _) = try launch()
        try english.key("ctrl+f")
        // xdotool types a character outside the keymap by remapping a spare
        // key first; a slow pace gives the app time to see each remapping.
        try Tool.run("xdotool", "windowfocus", "--sync", english.windowID)
        try Tool.run("xdotool", "type", "--delay", "250", "马德里")
        let found = try waitForResults(of: "马德里", in: english)
        XCTAssertTrue(found[0].hasPrefix("Madrid (马德里)"), "first result: \(found[0])")
        try english.key("ctrl+q")
        XCTAssertEqual(try english.waitForExit(), 0)

        try DesktopSupport.ensureChineseLocale()
        try DesktopSupport.compileTranslations()
        let (chinese, _) = try launch(environment: DesktopSupport.chinese)
        try chinese.key("ctrl+f")
        try type("madrid", into: chinese)
        let rows = try waitForResults(of: "madrid", in: chinese)
        XCTAssertTrue(rows[0].hasPrefix("马德里（Madrid），"), "first result: \(rows[0])")
        XCTAssertTrue(rows[0].hasSuffix("，城市"), "first result: \(rows[0])")
        XCTAssertTrue(rows[0].contains("西班牙"), "the country in Chinese: \(rows[0])")
        // For a person to look at: the list once the popover has faded in.
        _ = try chinese.waitForSettledWindowScreenshot(savedAs: "search-results-zh.png")
    }

    /// The app's private dirty memory (what the kernel cannot reclaim), in
    /// kilobytes, once it has held still for a moment.
    private func privateDirtyKilobytes(of app: AppProcess) throws -> Int {
        func read() throws -> Int {
            let file = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(app.process.processIdentifier)/smaps_rollup"))
            defer { try? file.close() }
            let text = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
            let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("Private_Dirty:") })
            return try XCTUnwrap(Int(line.split(separator: " ")[1]))
        }
        var previous: Int?
        // Read every tenth of a second until two readings in a row agree.
        let settled = try Polling.until(timeout: 4, every: 0.1) { () throws -> Int? in
            let now = try read()
            defer { previous = now }
            return previous.map { abs(now - $0) < 128 } == true ? now : nil
        }
        return try settled ?? previous ?? read()
    }
}

