import DisplayTesting
import Foundation
import Geo
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// The product end to end: the real binary in a real X server, driven with
/// xdotool; what happened is read from the TUNNEL_TRACE=1 trace and from
/// pixels (and OCR for the info panes' words).
final class WindowFlowTests: XCTestCase {
    private let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
    private let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)

    func testDragDiggerToMadridFlipToInfoAndBackThenHammerTheRadar() throws {
        let app = try AppProcess(
            arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"])
        try app.waitForWindow()
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        try app.waitForTrace("both maps laid out and painted") { log in
            !log.events(named: "mapViewChanged", controller: "startMap").isEmpty
                && !log.events(named: "mapViewChanged", controller: "antipodeMap").isEmpty
                && !log.events(named: "firstFrame").isEmpty
        }

        // Zoom the start map out until Madrid is in view (keyboard zoom
        // keeps the centre), with focus given by a click on empty map.
        try app.click(x: layout.startPane.minX + 20, y: layout.startPane.minY + 20)
        var start = try app.trace.viewport(of: "startMap")
        var zoomSteps = 0
        while !start.contains(x: start.point(for: madrid).x, y: start.point(for: madrid).y, margin: 30) && zoomSteps < 4 {
            let before = app.trace.events(named: "mapViewChanged", controller: "startMap").count
            try app.key("minus")
            try app.waitForTrace("zoom out") { $0.events(named: "mapViewChanged", controller: "startMap").count > before }
            start = try app.trace.viewport(of: "startMap")
            zoomSteps += 1
        }
        let from = start.point(for: denmark)
        let to = start.point(for: madrid)
        XCTAssertTrue(start.contains(x: to.x, y: to.y, margin: 30), "Madrid never came into view")

        // Grab the digger by his body, above the anchor at his feet, and
        // drag him to Madrid in small steps.
        let grab = 18.0
        try app.drag(
            fromX: layout.startPane.minX + from.x, y: layout.startPane.minY + from.y - grab,
            toX: layout.startPane.minX + to.x, y: layout.startPane.minY + to.y - grab)
        let afterDrag = try app.waitForTrace("the drag's moves") { log in
            log.events(named: "locationChanged", controller: "startMap").count > 5
        }
        let moves = afterDrag.events(named: "locationChanged", controller: "startMap")
        XCTAssertGreaterThan(moves.count, 10, "the digger should report its position live while dragging")
        let dropped = Coordinate(latitude: moves.last!.number("latitude")!, longitude: moves.last!.number("longitude")!)
        XCTAssertLessThan(dropped.distance(to: madrid), 25, "digger dropped at \(dropped), not Madrid")

        // The X followed live: a markerMoved for the antipode map after
        // every digger move, the last one exactly at the antipode.
        let xMoves = afterDrag.events(named: "markerMoved", controller: "antipodeMap")
        XCTAssertGreaterThanOrEqual(xMoves.count, moves.count)
        let finalX = Coordinate(latitude: xMoves.last!.number("latitude")!, longitude: xMoves.last!.number("longitude")!)
        XCTAssertEqual(finalX.latitude, dropped.antipode.latitude, accuracy: 1e-9)
        XCTAssertEqual(finalX.longitude, dropped.antipode.longitude, accuracy: 1e-9)
        XCTAssertLessThan(finalX.distance(to: madrid.antipode), 25)

        // Pixels: once the antipode map has glided and all is quiet, the red
        // X is where the map's last reported view says New Zealand's point is.
        let settled = try app.waitForQuiet(for: 0.8)
        let antipodeView = try settled.viewport(of: "antipodeMap")
        let xPoint = antipodeView.point(for: finalX)
        let shot = try app.windowScreenshot(savedAs: "after-drag.png")
        var redPixels = 0
        for dy in -8...8 {
            for dx in -8...8 {
                let pixel = shot.pixel(
                    x: Int(layout.antipodePane.minX + xPoint.x) + dx, y: Int(layout.antipodePane.minY + xPoint.y) + dy)
                if pixel.red > 180 && pixel.green < 110 && pixel.blue < 110 { redPixels += 1 }
            }
        }
        XCTAssertGreaterThan(redPixels, 20, "no red X at the antipode's pixel")

        // Radar: both panes flip to their info side, top first.
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        let flipped = try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").filter { $0.string("to") == "antipodeGeoInfo" }.count == 1
        }
        try assertFlipOrder(flipped, first: ("startMap", "startGeoInfo"), second: ("antipodeMap", "antipodeGeoInfo"), options: "flipFromTop")
        let panes = (x: 0, y: 0, width: size.width, height: size.height)
        let info = try app.waitForSettledWindowScreenshot(in: panes, savedAs: "info-side.png")
        let topText = try info.recognizedText(
            x: Int(layout.startPane.minX), y: Int(layout.startPane.minY), width: Int(layout.startPane.width), height: Int(layout.startPane.height))
        let bottomText = try info.recognizedText(
            x: Int(layout.antipodePane.minX), y: Int(layout.antipodePane.minY), width: Int(layout.antipodePane.width), height: Int(layout.antipodePane.height))
        XCTAssertTrue(topText.contains("Spain"), "top pane reads: \(topText)")
        XCTAssertTrue(bottomText.contains("New Zealand"), "bottom pane reads: \(bottomText)")

        // Again: both flip back to the maps.
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        let back = try app.waitForTrace("both flips back") { log in
            log.events(named: "transitionEnded").filter { $0.string("to") == "antipodeMap" }.count == 1
        }
        try assertFlipOrder(TraceLog(events: Array(back.events[flipped.events.count...])), first: ("startGeoInfo", "startMap"),
                            second: ("antipodeGeoInfo", "antipodeMap"), options: "flipFromBottom")
        // The maps are back as they were before the flip, not the cards:
        // told by their pixels (OCR of a busy map is slow, and the words on
        // it are not what is checked here).
        let maps = try app.waitForSettledWindowScreenshot(in: panes, savedAs: "maps-again.png")
        for (name, pane) in [("top", layout.startPane), ("bottom", layout.antipodePane)] {
            let region = (x: Int(pane.minX), y: Int(pane.minY), width: Int(pane.width), height: Int(pane.height))
            XCTAssertLessThan(differingFraction(maps, shot, in: region), 0.05, "the \(name) map is not back as it was")
            XCTAssertGreaterThan(differingFraction(maps, info, in: region), 0.3, "the \(name) pane still shows its info side")
        }

        // Hammering the radar, clicks faster than a flip, ends with both
        // panes on one side, every flip finished, and no GTK critical (one
        // would have ended the app: G_DEBUG=fatal-criticals).
        // The pointer is still over the radar from the clicks before, and
        // xdotool's --sync waits for a move: go off it and back.
        try app.movePointer(x: layout.radar.center.x + 3, y: layout.radar.center.y + 3)
        try app.movePointer(x: layout.radar.center.x, y: layout.radar.center.y)
        try Tool.run("xdotool", "click", "--repeat", "20", "--delay", "100", "1")
        try app.waitForKeysHandled()  // and so the clicks before the key
        try app.waitForTrace("every flip begun to end") { log in
            log.events(named: "transitionBegan").count == log.events(named: "transitionEnded").count
        }
        // Longer than the stagger between the panes: no second flip is to come.
        let log = try app.waitForQuiet(for: 0.5)
        XCTAssertTrue(app.process.isRunning, "tunnel died: \(app.stderr.suffix(2000))")
        let began = log.events(named: "transitionBegan")
        let ended = log.events(named: "transitionEnded")
        XCTAssertGreaterThan(began.count, 4, "no click of the hammering was taken")
        XCTAssertEqual(began.count, ended.count, "a transition never ended")
        XCTAssertEqual(began.count % 2, 0, "the panes ended on different sides")
        XCTAssertTrue(ended.allSatisfy { $0.bool("finished") == true })
        // Each pane alternates map → info → map …, never two flips the same way.
        for pane in ["start", "antipode"] {
            let targets = ended.compactMap { $0.string("to") }.filter { $0.hasPrefix(pane) }
            for (index, target) in targets.enumerated() {
                XCTAssertEqual(target, index % 2 == 0 ? "\(pane)GeoInfo" : "\(pane)Map")
            }
        }
        XCTAssertFalse(log.events.contains { $0.name == "diagnostic" }, "diagnostics: \(app.stderr.suffix(2000))")
        XCTAssertFalse(app.stderr.contains("CRITICAL"))
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}

/// The share of the pixels in `region` that differ between two
/// screenshots by more than a little, every fourth pixel each way.
private func differingFraction(_ a: Screenshot, _ b: Screenshot, in region: (x: Int, y: Int, width: Int, height: Int)) -> Double {
    var differing = 0, total = 0
    for y in stride(from: region.y, to: region.y + region.height, by: 4) {
        for x in stride(from: region.x, to: region.x + region.width, by: 4) {
            total += 1
            if !a.pixel(x: x, y: y).isClose(to: b.pixel(x: x, y: y), tolerance: 24) { differing += 1 }
        }
    }
    return total == 0 ? 0 : Double(differing) / Double(total)
}

/// The desktop's rotation: a wide window puts the panes side by side.
final class WindowShapeTests: XCTestCase {
    func testWideWindowPutsThePanesSideBySideAndFlipsAboutTheVerticalAxis() throws {
        let app = try AppProcess(arguments: ["--at", "48.8566,2.3522"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        try app.resizeContent(width: 1100, height: 620)
        // The root hears of the new size, and passes it on to both maps. The
        // trace arrives through a pipe, so the wait is for all three: a read
        // can land between the root's line and its children's.
        let controllers = ["root", "startMap", "antipodeMap"]
        let log = try app.waitForTrace("the rotation to reach the root and both maps") { log in
            controllers.allSatisfy { controller in
                log.events(named: "viewWillTransition(to:)", controller: controller).contains { $0.number("width") == 1100 }
            }
        }
        // The root hears first: the maps learn of it from their parent.
        let order = log.events.filter { $0.name == "viewWillTransition(to:)" && $0.number("width") == 1100 }.map(\.controller)
        XCTAssertEqual(order.first, "root", "order: \(order)")
        let layout = PaneLayout(width: 1100, height: 620)
        XCTAssertEqual(layout.orientation, .sideBySide)
        let band = RGB(hex: 0x1B2433)
        // The panes glide to their new places; then the band runs top to
        // bottom and the panes fill both sides. The band can reach its place
        // while the right pane is still sliding in, so the shot waits for
        // both (on a loaded machine a frame may show the glide mid-way).
        let shot = try app.waitForWindowScreenshot(savedAs: "wide.png") { shot in
            [10, 610].allSatisfy { shot.pixel(x: Int(layout.band.center.x), y: $0).isClose(to: band, tolerance: 30) }
                && [20, 1080].allSatisfy { !shot.pixel(x: $0, y: 310).isClose(to: band, tolerance: 30) }
        }
        // The band now runs top to bottom between the panes…
        XCTAssertTrue(shot.pixel(x: Int(layout.band.center.x), y: 10).isClose(to: band, tolerance: 30))
        XCTAssertTrue(shot.pixel(x: Int(layout.band.center.x), y: 610).isClose(to: band, tolerance: 30))
        // …and the panes fill the left and right.
        XCTAssertFalse(shot.pixel(x: 20, y: 310).isClose(to: band, tolerance: 30))
        XCTAssertFalse(shot.pixel(x: 1080, y: 310).isClose(to: band, tolerance: 30))

        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        let flipped = try app.waitForTrace("the flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        XCTAssertEqual(flipped.events(named: "transitionBegan").map { $0.string("options") }, ["flipFromLeft", "flipFromLeft"])
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}

/// Tunnel opens where you left off.
final class RememberedStateFlowTests: XCTestCase {
    func testReopensAtTheLastPositionAndSide() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-remember-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        var moved: Coordinate?
        do {
            let app = try AppProcess(arguments: ["--at", "10,20"], environment: ["TUNNEL_TRACE": "1"], stateDirectory: state)
            try app.waitForWindow()
            let layout = PaneLayout(width: 640, height: 860)
            try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
            try app.click(x: layout.startPane.minX + 30, y: layout.startPane.minY + 30)  // focus the start map
            try app.key("shift+Right")
            try app.key("shift+Right")
            let log = try app.waitForTrace("two key moves") { $0.events(named: "locationChanged", controller: "startMap").count == 2 }
            let last = log.events(named: "locationChanged", controller: "startMap").last!
            moved = Coordinate(latitude: last.number("latitude")!, longitude: last.number("longitude")!)
            XCTAssertGreaterThan(moved!.longitude, 20, "Right moves the digger east")
            XCTAssertEqual(moved!.latitude, 10, accuracy: 0.01)
            try app.key("ctrl+q")
            XCTAssertEqual(try app.waitForExit(), 0)
        }
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"], stateDirectory: state)
        try app.waitForWindow()
        let log = try app.waitForTrace("the start map's view") { !$0.events(named: "mapViewChanged", controller: "startMap").isEmpty }
        let view = log.events(named: "mapViewChanged", controller: "startMap").first!
        XCTAssertEqual(view.number("latitude")!, moved!.latitude, accuracy: 1e-6)
        XCTAssertEqual(view.number("longitude")!, moved!.longitude, accuracy: 1e-6)
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}

/// Tunnel works without a mouse.
final class KeyboardTests: XCTestCase {
    func testTabReachesTheRadarAndEnterFlips() throws {
        let app = try AppProcess(arguments: ["--at", "35.68,139.69"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        var tabs = 0
        while app.trace.events(named: "transitionBegan").isEmpty && tabs < 4 {
            try app.key("Tab")
            tabs += 1
            try app.key("Return")
            // A flip begins as Return is handled: once it has been, a flip
            // not in the trace is a Return that did not reach the radar.
            try app.waitForKeysHandled()
        }
        let log = try app.waitForTrace("a flip from the keyboard") { !$0.events(named: "transitionBegan").isEmpty }
        XCTAssertEqual(log.events(named: "transitionBegan").first?.string("to"), "startGeoInfo")
        XCTAssertLessThanOrEqual(tabs, 3, "the radar should be at most three Tabs away")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}

/// Pointer gestures on the map: double-click and the wheel zoom around the
/// pointer; dragging empty map pans without moving the marker.
final class MapGestureTests: XCTestCase {
    func testDoubleClickWheelAndPan() throws {
        let app = try AppProcess(arguments: ["--at", "10,10"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        let layout = PaneLayout(width: 640, height: 860)
        let first = try app.waitForTrace("the start map's view") { !$0.events(named: "mapViewChanged", controller: "startMap").isEmpty }
        let zoom0 = first.events(named: "mapViewChanged", controller: "startMap").last!.number("zoom")!
        let pointer = (x: layout.startPane.minX + 100, y: layout.startPane.minY + 100)

        try app.movePointer(x: pointer.x, y: pointer.y)
        try Tool.run("xdotool", "click", "--repeat", "2", "--delay", "80", "1")
        var log = try app.waitForQuiet(for: 0.4)
        let zoomed = log.events(named: "mapViewChanged", controller: "startMap").last!
        XCTAssertEqual(zoomed.number("zoom")!, zoom0 + 1, accuracy: 1e-9, "double-click zooms in one level")

        try Tool.run("xdotool", "click", "5")  // wheel down: zoom out around the pointer
        log = try app.waitForQuiet(for: 0.4)
        XCTAssertLessThan(log.events(named: "mapViewChanged", controller: "startMap").last!.number("zoom")!, zoomed.number("zoom")!)

        let before = log.events(named: "mapViewChanged", controller: "startMap").last!
        try app.drag(fromX: pointer.x, y: pointer.y, toX: pointer.x + 120, y: pointer.y + 40, steps: 12)
        log = try app.waitForQuiet(for: 0.4)
        let after = log.events(named: "mapViewChanged", controller: "startMap").last!
        XCTAssertLessThan(after.number("longitude")!, before.number("longitude")!, "dragging the map right shows what lies west")
        XCTAssertTrue(log.events(named: "locationChanged", controller: "startMap").isEmpty, "panning must not move the digger")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}

/// Broken world data never crashes the app: the window opens, says what is
/// wrong, and the info panes say why they cannot name places.
final class BrokenDataTests: XCTestCase {
    func testTruncatedAssetOpensTheWindowWithAClearWarning() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let world = data.appendingPathComponent("world")
        try FileManager.default.createDirectory(at: world, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/world")
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: world.appendingPathComponent(file))
        }
        let places = world.appendingPathComponent("places.bin")
        let bytes = try Data(contentsOf: places)
        try bytes.prefix(bytes.count / 3).write(to: places)

        let app = try AppProcess(arguments: ["--at", "10,10"], environment: ["TUNNEL_DATA_DIR": data.path, "TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        let dialogs = try app.waitForWindowIDs(titled: "World data missing")
        XCTAssertFalse(dialogs.isEmpty, "no warning dialog; stderr: \(app.stderr.suffix(1000))")
        XCTAssertTrue(app.stderr.contains("places.bin"), "the error must name the file: \(app.stderr.suffix(1000))")
        XCTAssertTrue(app.process.isRunning)

        // The info side explains instead of naming places.
        let layout = PaneLayout(width: 640, height: 860)
        if let dialog = dialogs.first { try Tool.run("python3", URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/close-window.py").path, dialog) }
        try app.waitForNoWindow(titled: "World data missing")
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        _ = try app.waitForTrace("both flips") { $0.events(named: "transitionEnded").count == 2 }
        let pane = (x: 0, y: 0, width: Int(layout.startPane.width), height: Int(layout.startPane.height))
        let text = try app.waitForSettledWindowScreenshot(in: pane, savedAs: "broken-data.png").recognizedText(
            x: pane.x, y: pane.y, width: pane.width, height: pane.height)
        XCTAssertTrue(text.contains("Could not look up"), "top pane reads: \(text)")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
