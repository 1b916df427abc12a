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

    /// Waits until a place is chosen and the digger stands on it; returns
    /// the chosen event and the log.
    private func waitForChoice(in app: AppProcess) throws -> (TraceLog.Event, TraceLog) {
        let log = try app.waitForTrace("a place chosen and the digger moved") { log in
            guard let chosen = log.index(where: { $0.name == "searchChosen" }) else { return false }
            return log.index(after: chosen) { $0.name == "locationChanged" && $0.controller == "startMap" } != nil
        }
        return (log.events(named: "searchChosen").last!, log)
    }

    private func coordinate(of event: TraceLog.Event) -> Coordinate {
        Coordinate(latitude: event.number("latitude")!, longitude: event.number("longitude")!)
    }

    // MARK: Tests

    func testCtrlFThenMalagaAndEnterDigsAtMalaga() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try app.waitForTrace("search opened") { !$0.events(named: "searchOpened").isEmpty }
        try type("malaga", into: app)
        try app.key("Return")

        let (chosen, log) = try waitForChoice(in: app)
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

        // Both maps glide until their markers are centred (a map reports
        // its view when a glide settles).
        let chosenAt = log.index { $0.name == "searchChosen" }!
        for (controller, target) in [("startMap", place), ("antipodeMap", place.antipode)] {
            try app.waitForTrace("\(controller) glides to its marker") { log in
                log.index(after: chosenAt) { event in
                    event.name == "mapViewChanged" && event.controller == controller
                        && self.coordinate(of: event).distance(to: target) < 5
                } != nil
            }
        }
        _ = try app.waitForQuiet(for: 0.3)
        _ = try Screenshot(savedAs: "search-chosen.png")

        // What the next launch restores is Málaga.
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
        let state = RememberedState.load(from: app.stateDirectory.appendingPathComponent("tunnel/state.ini"))
        XCTAssertEqual(state.latitude ?? 0, place.latitude, accuracy: 1e-6)
        XCTAssertEqual(state.longitude ?? 0, place.longitude, accuracy: 1e-6)
    }

    func testTypingOverAFocusedMapOpensTheSearchWithThatCharacter() throws {
        let (app, layout) = try launch()
        // A click on empty sea gives the top map the keyboard.
        try app.click(x: layout.startPane.minX + 30, y: layout.startPane.maxY - 30)
        Thread.sleep(forTimeInterval: 0.2)
        // "c" once glided the map home; now every letter starts a search.
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
        let chosenAt = log.index { $0.name == "searchChosen" }!
        try app.waitForTrace("startMap centres the chosen place") { log in
            log.index(after: chosenAt) { event in
                event.name == "mapViewChanged" && event.controller == "startMap"
                    && self.coordinate(of: event).distance(to: place) < 5
            } != nil
        }
    }

    func testArrowKeysThenEnterChooseTheSecondResult() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try type("paris", into: app)
        let rows = try waitForResults(of: "paris", in: app, atLeast: 3)
        XCTAssertTrue(rows[0].hasPrefix("Paris") && rows[0].hasSuffix("France, City"), "the French capital first: \(rows[0])")
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
        XCTAssertTrue(rows[1].hasPrefix(name), "chose \(name), but the second row is \(rows[1])")
        XCTAssertEqual(coordinate(of: log.events(named: "locationChanged", controller: "startMap").last!), coordinate(of: chosen))
    }

    func testEscapeClosesTheSearchAndGivesTheMapBackTheKeyboard() throws {
        let (app, layout) = try launch()
        // Opened by typing over the bottom map, closed with Escape: the
        // bottom map has the keyboard again, so an arrow moves its X.
        try app.click(x: layout.antipodePane.minX + 30, y: layout.antipodePane.minY + 30)
        Thread.sleep(forTimeInterval: 0.2)
        try type("b", into: app)
        try app.waitForTrace("search opened") { !$0.events(named: "searchOpened").isEmpty }
        try waitForResults(of: "b", in: app)
        try app.key("Escape")
        try app.waitForTrace("search closed") { !$0.events(named: "searchClosed").isEmpty }
        XCTAssertEqual(app.trace.events(named: "searchClosed").last?.bool("chose"), false)
        try app.key("Right")
        try app.waitForTrace("the X moved by key") { !$0.events(named: "locationChanged", controller: "antipodeMap").isEmpty }

        // Opened with Ctrl+F from there and closed again: still that map.
        // The new search starts empty: Enter has nothing to choose (the
        // results for "b" are gone).
        try app.key("ctrl+f")
        try app.waitForTrace("opened again") { $0.events(named: "searchOpened").count == 2 }
        try app.key("Return")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertTrue(app.trace.events(named: "searchChosen").isEmpty, "Enter in an empty search chose a place")
        try app.key("Escape")
        try app.waitForTrace("closed again") { $0.events(named: "searchClosed").count == 2 }
        try app.key("Left")
        try app.waitForTrace("the X moved again") { $0.events(named: "locationChanged", controller: "antipodeMap").count == 2 }
        XCTAssertTrue(app.trace.events(named: "locationChanged", controller: "startMap").isEmpty, "the digger must not move")
    }

    func testCtrlCInTheSearchEntryCopiesItsTextNotCoordinates() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try type("malaga", into: app)
        try app.key("ctrl+a")
        try app.key("ctrl+c")
        try app.waitForTrace("copied") { !$0.events(named: "copied").isEmpty }
        XCTAssertEqual(app.trace.events(named: "copied").last?.string("text"), "malaga")
        XCTAssertEqual(try Tool.run("xclip", "-selection", "clipboard", "-o"), "malaga")
    }

    /// The list under the entry, light and dark, read back with OCR: the
    /// first row names Madrid and its country.
    func testResultsListShowsUnderTheEntryInLightAndDark() throws {
        for dark in [false, true] {
            let (app, layout) = try launch(environment: dark ? ["GTK_THEME": "Adwaita:dark"] : [:])
            try app.key("ctrl+f")
            try type("madrid", into: app)
            try waitForResults(of: "madrid", in: app)
            Thread.sleep(forTimeInterval: 0.6)  // the popover's fade-in
            let shot = try Screenshot(savedAs: dark ? "search-results-dark.png" : "search-results.png")
            let width = Int(min(layout.startPane.width, 480))
            let x = Int(layout.startPane.minX + layout.startPane.width / 2) - width / 2
            let text = try shot.recognizedText(x: x, y: 46, width: width, height: 150)
            XCTAssertTrue(text.contains("Madrid"), "results read: \(text)")
            XCTAssertTrue(text.contains("Spain"), "results read: \(text)")
            try app.key("ctrl+q")
            XCTAssertEqual(try app.waitForExit(), 0)
        }
    }

    func testNoMatchSaysSoInAQuietRow() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try type("xqzvxqzv", into: app)
        try app.waitForTrace("no results") { log in
            log.events(named: "searchResults").contains { $0.string("query") == "xqzvxqzv" && $0.number("count") == 0 }
        }
        Thread.sleep(forTimeInterval: 0.5)
        let shot = try Screenshot(savedAs: "search-no-match.png")
        let text = try shot.recognizedText(x: 100, y: 46, width: 440, height: 80)
        XCTAssertTrue(text.contains("No places match"), "the list reads: \(text)")
        // Enter with nothing to choose leaves the digger where it is.
        try app.key("Return")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertTrue(app.trace.events(named: "searchChosen").isEmpty)
        XCTAssertTrue(app.trace.events(named: "locationChanged").isEmpty)
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
        Thread.sleep(forTimeInterval: 0.5)
        _ = try Screenshot(savedAs: "search-results-zh.png")
    }

    func testClickingARowChoosesIt() throws {
        let (app, layout) = try launch()
        try app.key("ctrl+f")
        try type("madrid", into: app)
        let rows = try waitForResults(of: "madrid", in: app, atLeast: 2)
        // The city first, then the region of the same name: a click on the
        // wrong row would choose the wrong kind.
        XCTAssertTrue(rows[0].hasSuffix(", City") && rows[1].hasSuffix(", Region"), "rows: \(rows)")
        Thread.sleep(forTimeInterval: 0.6)  // the popover's fade-in

        // Find the selected first row (the theme's selection colour) on a
        // column right of the names, and click the row under it.
        let shot = try Screenshot(savedAs: "search-before-click.png")
        let x = Int(layout.startPane.minX + layout.startPane.width / 2) + 60
        var selected: [Int] = []
        for y in 40..<300 {
            let pixel = shot.pixel(x: x, y: y)
            if pixel.blue > 180 && pixel.red < 110 { selected.append(y) }
        }
        guard let top = selected.first, let bottom = selected.last, bottom - top > 20 else {
            throw HarnessError("no selected row found on column \(x)")
        }
        try app.click(x: Double(x), y: Double(bottom + (bottom - top) / 2 + 4))
        let (chosen, _) = try waitForChoice(in: app)
        XCTAssertEqual(chosen.string("kind"), "region", "clicked the second row (\(rows[1])), chose \(chosen.fields)")
        XCTAssertTrue(rows[1].hasPrefix(chosen.string("name")!))
        XCTAssertEqual(app.trace.events(named: "searchClosed").last?.bool("chose"), true)
    }

    /// Once a search is over and the bar has stayed closed a while, the
    /// search index goes, and its memory with it; the next search builds it
    /// again. A bar opened again before then keeps it.
    func testTheSearchIndexGoesOnceTheSearchIsOverAndComesBackForTheNext() throws {
        let (app, _) = try launch()
        try app.key("ctrl+f")
        try type("malaga", into: app)
        try app.key("Return")
        _ = try waitForChoice(in: app)
        XCTAssertEqual(app.trace.events(named: "searchIndexReady").count, 1)
        let before = try privateDirtyKilobytes(of: app)
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
        var previous = try read()
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.1)
            let now = try read()
            if abs(now - previous) < 128 { return now }
            previous = now
        }
        return previous
    }
}

