import DisplayTesting
import Foundation
import Geo
import MapRendering
import TunnelApp
import TunnelCore
import XCTest

/// The way down end to end (issue 11): the real binary under Xvfb, opened
/// with Ctrl+D and with the info card's button, played with Space, stepped
/// with the arrows, closed with Escape; the picture checked in pixels.
final class WayDownFlowTests: XCTestCase {
    /// The frames the way down painted after the event at `start`.
    private func fallFrames(_ log: TraceLog, after start: Int) -> [TraceLog.Event] {
        log.suffix(from: start + 1).filter { $0.name == "frame" && $0.controller == "wayDown" }
    }

    /// A screenshot once the way down's still picture is on screen: the
    /// trace has told where it drew the digger, and the screen has settled.
    private func stillScreenshot(of app: AppProcess, savedAs name: String) throws -> Screenshot {
        try app.waitForTrace("the still picture") { $0.events(named: "wayDownDrawn").last?.bool("stillExact") == true }
        return try app.waitForSettledWindowScreenshot(savedAs: name)
    }

    func testCtrlDOpensSpacePlaysArrowsStepEscapeReturnsAndTheCardsButtonOpensItToo() throws {
        let app = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }

        try app.key("ctrl+d")
        let shown = try app.waitForTrace("the way down") { log in
            !log.events(named: "wayDown").isEmpty && !log.events(named: "wayDownDrawn").isEmpty
                && log.events.contains { $0.name == "viewDidAppear" && $0.controller == "wayDown" }
        }
        // The picture was drawn on a worker before the view showed, so its
        // first frame only painted it.
        let prepared = try XCTUnwrap(shown.events.firstIndex { $0.name == "wayDownPrepared" }, "not prepared ahead")
        let appeared = try XCTUnwrap(shown.events.firstIndex { $0.name == "viewDidAppear" && $0.controller == "wayDown" })
        XCTAssertLessThan(prepared, appeared)
        XCTAssertEqual(shown.events(named: "wayDownDrawn").first?.bool("stillDrawnInFrame"), false)
        // Prepared for the view's size; only ends named after the view
        // appeared (a second `wayDown`) may leave the first frame showing
        // the picture with the names before.
        if shown.events(named: "wayDownDrawn").first?.bool("stillExact") != true {
            try app.waitForTrace("the ends named after the view appeared, or else the picture was prepared for another size") {
                $0.events(named: "wayDown").count > 1
            }
        }
        let event = try XCTUnwrap(shown.events(named: "wayDown").last)
        XCTAssertEqual(try XCTUnwrap(event.number("premMinutes")), 38.1, accuracy: 0.2)
        XCTAssertEqual(try XCTUnwrap(event.number("uniformMinutes")), 42.2, accuracy: 0.1)
        // The lookup names the ends; once it has, Denmark is land and the antipode sea.
        let named = try app.waitForTrace("the ends' surfaces") { log in
            log.events(named: "wayDown").contains { $0.string("end") == "ocean" }
        }
        XCTAssertEqual(named.events(named: "wayDown").last?.string("start"), "land")
        let first = try stillScreenshot(of: app, savedAs: "way-down-drop.png")
        let atDrop = try lastWayDownDrawn(app.trace)
        assertWayDownPicture(first, center: atDrop.center, radius: atDrop.radius, digger: atDrop.digger)
        XCTAssertEqual(atDrop.digger.y, atDrop.center.y - atDrop.radius, accuracy: 1, "the digger starts at the surface")

        // Space plays on the frame clock, Space again pauses: time went on.
        try app.key("space")
        let playing = try app.waitForTrace("playing") { $0.events(named: "wayDownPlayback").last?.bool("playing") == true }
        // Three seconds of the fall at 60 frames a second, some five minutes
        // of the trip (38 minutes in 24 s): the fall starts slowly, and the
        // digger must have fallen far enough to see.
        let played = playing.events.count - 1
        try app.waitForTrace("180 frames of the fall") { self.fallFrames($0, after: played).count >= 180 }
        try app.key("space")
        let paused = try app.waitForTrace("paused") { $0.events(named: "wayDownPlayback").last?.bool("playing") == false }
        let seconds = try XCTUnwrap(paused.events(named: "wayDownPlayback").last?.number("seconds"))
        XCTAssertGreaterThan(seconds, 60, "the clock hardly moved")
        XCTAssertLessThan(seconds, 38.2 * 60)
        // Each painted frame of the fall tells its paint time, as the maps' do.
        let frames = paused.events(named: "frame").filter { $0.controller == "wayDown" }
        XCTAssertGreaterThan(frames.count, 20, "the fall painted only \(frames.count) frames")
        XCTAssertTrue(frames.allSatisfy { ($0.number("ms") ?? -1) > 0 && ($0.number("width") ?? 0) > 300 && $0.number("scale") == 1 })
        let drawn = try app.waitForTrace("a still frame after the pause") { log in
            (try? lastWayDownDrawn(log).digger.y).map { $0 > atDrop.digger.y + 5 } ?? false
        }
        let fallen = try lastWayDownDrawn(drawn)
        XCTAssertEqual(fallen.digger.x, atDrop.digger.x, accuracy: 0.5, "the digger falls straight down the tunnel")
        let second = try stillScreenshot(of: app, savedAs: "way-down-falling.png")
        assertWayDownPicture(second, center: fallen.center, radius: fallen.radius, digger: fallen.digger)

        // Right steps a minute on; Home goes back to the drop.
        try app.key("Right")
        let stepped = try app.waitForTrace("a step") { !$0.events(named: "wayDownTime").isEmpty }
        XCTAssertEqual(try XCTUnwrap(stepped.events(named: "wayDownTime").last?.number("seconds")), seconds + 60, accuracy: 0.5)
        try app.key("Home")
        try app.waitForTrace("rewound") { $0.events(named: "wayDownTime").last?.number("seconds") == 0 }

        // A resize: the frames paint the picture before, moved onto the new
        // cut, until the new size's is drawn; then the picture is exact.
        let beforeResize = app.trace.events.count
        try app.resizeContent(width: 1100, height: 620)
        let resized = try app.waitForTrace("the resized picture") { log in
            log.suffix(from: beforeResize).contains { $0.name == "wayDownDrawn" && $0.bool("stillExact") == true }
        }
        let sized = Array(resized.suffix(from: beforeResize))
        XCTAssertTrue(sized.contains { $0.name == "wayDownDrawn" && $0.bool("stillExact") == false },
                      "no frame showed the picture before while the new one was drawn")
        XCTAssertFalse(sized.contains { $0.name == "wayDownDrawn" && $0.bool("stillDrawnInFrame") == true },
                       "a frame drew the picture itself")
        let resizedShot = try stillScreenshot(of: app, savedAs: "way-down-resized.png")
        let wide = try lastWayDownDrawn(app.trace)
        XCTAssertGreaterThan(wide.center.x, atDrop.center.x + 100, "the cut did not move with the wider window")
        assertWayDownPicture(resizedShot, center: wide.center, radius: wide.radius, digger: wide.digger)

        // Escape returns to the maps, UIKit's way.
        try app.key("Escape")
        let closed = try app.waitForTrace("back to the maps") { !$0.events(named: "wayDownClosed").isEmpty }
        XCTAssertTrue(closed.events.contains { $0.name == "viewDidDisappear" && $0.controller == "wayDown" })
        XCTAssertTrue(closed.events.contains { $0.name == "didMove(toParent:)" && $0.controller == "wayDown" && $0.string("parent") == nil })

        // The info card's button opens it too: it sits in the top card's top
        // right corner, in the wide window the resize left.
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        _ = try app.waitForSettledWindowScreenshot(savedAs: "way-down-button.png")
        let opened = app.trace.events(named: "wayDown").count
        try app.click(x: layout.startPane.maxX - 60, y: layout.startPane.minY + 24)
        try app.waitForTrace("the way down from the card") { $0.events(named: "wayDown").count > opened }
        try app.key("Escape")
        try app.waitForTrace("back") { $0.events(named: "wayDownClosed").count == 2 }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    /// The desktop switched to the dark style while the fall plays: frames
    /// come every 16 ms at one size, and the dark picture is asked for at
    /// once (a resize's wait for quiet would never end), so it shows while
    /// the fall still plays.
    func testDarkStyleWhileTheFallPlaysShowsTheDarkPicture() throws {
        let settings = try DesktopColorScheme("default")
        defer { settings.remove() }
        let app = try AppProcess(
            arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1"].merging(settings.environment) { $1 })
        try app.waitForWindow()
        try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        try app.key("ctrl+d")
        try app.waitForTrace("the ends' surfaces") { log in
            log.events(named: "wayDown").contains { $0.string("end") == "ocean" }
        }
        let exact = try app.waitForTrace("the picture for the view") { log in
            log.events(named: "wayDownDrawn").last?.bool("stillExact") == true
        }
        let layout = try lastWayDownDrawn(exact)
        // Below the cut, right of the antipode's name: the background alone.
        let probe = (x: Int(layout.center.x + layout.radius * 1.2), y: Int(layout.center.y + layout.radius + 40))
        let light = try app.waitForSettledWindowScreenshot(savedAs: "way-down-light.png").pixel(x: probe.x, y: probe.y)
        XCTAssertGreaterThan(light.red + light.green + light.blue, 3 * 150, "the light style's background at \(probe): \(light)")

        try app.key("space")
        let started = try app.waitForTrace("playing") { $0.events(named: "wayDownPlayback").last?.bool("playing") == true }
        let played = started.events.count - 1
        try app.waitForTrace("the fall under way") { self.fallFrames($0, after: played).count >= 10 }
        try settings.set("prefer-dark")
        try app.waitForTrace("the dark style") { $0.events(named: "colorScheme").last?.bool("dark") == true }
        // The dark picture shows within moments, the fall still playing.
        let darkShot = try app.waitForWindowScreenshot(savedAs: "way-down-dark.png") { shot in
            let pixel = shot.pixel(x: probe.x, y: probe.y)
            return pixel.red + pixel.green + pixel.blue < 3 * 100
        }
        let playing = try XCTUnwrap(app.trace.events(named: "wayDownPlayback").last?.bool("playing"))
        XCTAssertTrue(playing, "the fall stopped before the picture was checked")
        let dark = darkShot.pixel(x: probe.x, y: probe.y)
        XCTAssertLessThan(dark.red + dark.green + dark.blue, 3 * 100, "the dark style's background at \(probe): \(dark)")
        try app.key("space")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
