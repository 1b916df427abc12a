import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

/// The real window reports its own frame times: with `TUNNEL_TRACE=1`
/// every painted map frame adds a `frame` event naming the map, its paint
/// time and its size.
final class FrameTraceTests: XCTestCase {
    /// The frame events after index `start` for `controller`.
    private func frames(_ log: TraceLog, after start: Int, controller: String) -> [TraceLog.Event] {
        log.suffix(from: start).filter { $0.name == "frame" && $0.controller == controller }
    }

    func testPansAndWheelZoomsReportEveryFrameWithItsPaintTimeAndSize() throws {
        let app = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        let ready = try app.waitForTrace("first frames of both maps") { log in
            log.events(named: "startPhase").contains { $0.string("phase") == "firstFrame" }
        }
        // Both maps painted their first frame, each with a frame event.
        for controller in ["startMap", "antipodeMap"] {
            XCTAssertFalse(ready.events(named: "frame", controller: controller).isEmpty, "\(controller) sent no frame event")
        }
        // Start-up's phases on one clock from `main`, the first frame last.
        let phases = ready.events(named: "startPhase")
        XCTAssertEqual(phases.first?.string("phase"), "main")
        XCTAssertEqual(phases.last?.string("phase"), "firstFrame")
        let firstFrameMs = try XCTUnwrap(phases.last?.number("ms"))
        for phase in phases.dropLast() {
            XCTAssertLessThanOrEqual(try XCTUnwrap(phase.number("ms")), firstFrameMs, "\(phase.fields) after the first frame")
        }
        // One `firstFrame` event, after both maps' first frames, stamped on
        // the clock the start benchmark times by, after the launch.
        let reported = DisplayProcess.monotonicMicroseconds
        let firstFrames = ready.events(named: "firstFrame")
        XCTAssertEqual(firstFrames.count, 1)
        let stamp = try XCTUnwrap(firstFrames.first?.number("monotonicMicroseconds"), "the first frame has no stamp")
        XCTAssertGreaterThan(stamp, Double(app.launchedMicroseconds))
        XCTAssertLessThan(stamp, Double(reported))
        let reportedAt = try XCTUnwrap(ready.index { $0.name == "firstFrame" })
        for controller in ["startMap", "antipodeMap"] {
            let drawnAt = try XCTUnwrap(ready.index { $0.name == "frame" && $0.controller == controller })
            XCTAssertLessThan(drawnAt, reportedAt, "\(controller)'s first frame came after the report")
        }
        _ = try app.waitForQuiet(for: 0.4)

        // Pan the start map by dragging empty map (away from the digger in
        // its centre): every motion repaints, so many frames follow.
        let pane = layout.startPane
        let beforePan = app.trace.events.count
        try app.drag(
            fromX: pane.minX + 40, y: pane.minY + 40, toX: pane.minX + 240, y: pane.minY + 140, steps: 20)
        let panned = try app.waitForTrace("frames of the pan") { log in
            self.frames(log, after: beforePan, controller: "startMap").count >= 10
        }
        let panFrames = frames(panned, after: beforePan, controller: "startMap")
        XCTAssertGreaterThanOrEqual(panFrames.count, 10, "a 20-step pan should paint about one frame per step")

        // Zoom the antipode map with the wheel (button 4 is a notch up).
        let other = layout.antipodePane
        try app.movePointer(x: other.minX + 60, y: other.minY + 60)
        let beforeZoom = app.trace.events.count
        // Input pacing: three notches a tenth of a second apart, as a hand
        // turns a wheel, so each is its own zoom step.
        try Tool.run("xdotool", "click", "--repeat", "3", "--delay", "100", "4")
        let zoomed = try app.waitForTrace("frames of the wheel zoom") { log in
            log.suffix(from: beforeZoom).filter { $0.name == "mapViewChanged" && $0.controller == "antipodeMap" }.count >= 3
                && !self.frames(log, after: beforeZoom, controller: "antipodeMap").isEmpty
        }
        let zoomFrames = frames(zoomed, after: beforeZoom, controller: "antipodeMap")
        XCTAssertFalse(zoomFrames.isEmpty)

        // Every frame event carries its fields, in order, with sane values.
        for event in panFrames + zoomFrames {
            let ms = try XCTUnwrap(event.number("ms"), "frame without ms: \(event.fields)")
            XCTAssertGreaterThanOrEqual(ms, 0)
            XCTAssertLessThan(ms, 5000, "a paint time in milliseconds, not microseconds")
            XCTAssertEqual(event.number("scale"), 1)
            let paneFrame = event.controller == "startMap" ? pane : other
            XCTAssertEqual(try XCTUnwrap(event.number("width")), paneFrame.width, accuracy: 1)
            XCTAssertEqual(try XCTUnwrap(event.number("height")), paneFrame.height, accuracy: 1)
        }
        // The zoom's frames came after the zoom: the view changed, then painted.
        let lastZoom = try XCTUnwrap(zoomed.index(after: beforeZoom - 1) {
            $0.name == "mapViewChanged" && $0.controller == "antipodeMap"
        })
        XCTAssertNotNil(zoomed.index(after: lastZoom) { $0.name == "frame" && $0.controller == "antipodeMap" },
                        "no frame painted after the wheel zoom")
    }

    /// A flip reports what it costs: each pane's snapshots (`transitionSnapshot`,
    /// the incoming card's `frame` drawn inside it), then each painted frame
    /// of the turn (`transitionFrame`); before it, the cards were prepared
    /// at idle once the layout settled (`infoCardsPrepared`).
    func testAFlipReportsItsSnapshotsItsFramesAndTheCardsPaint() throws {
        let app = try AppProcess(arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
        let prepared = try app.waitForTrace("the info cards prepared ahead") { log in
            !log.events(named: "infoCardsPrepared").isEmpty
        }
        let preparation = try XCTUnwrap(prepared.events(named: "infoCardsPrepared").last)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(preparation.number("ms")), 0)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(preparation.number("sizes")), 1)
        // Both cards' text was laid out and drawn ahead, for the places the
        // markers stand on, their views loaded before any flip.
        XCTAssertEqual(preparation.number("cards"), 2)
        for card in ["startGeoInfo", "antipodeGeoInfo"] {
            XCTAssertTrue(prepared.events.contains { $0.name == "loadView" && $0.controller == card },
                          "\(card) was not made ready before the flip")
        }
        _ = try app.waitForQuiet(for: 0.4)

        let before = app.trace.events.count
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        let flipped = try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").filter { $0.string("to") == "antipodeGeoInfo" }.count == 1
        }
        let events = Array(flipped.events[before...])
        for (from, to, pane) in [("startMap", "startGeoInfo", layout.startPane),
                                 ("antipodeMap", "antipodeGeoInfo", layout.antipodePane)] {
            let began = try XCTUnwrap(events.firstIndex { $0.name == "transitionBegan" && $0.string("to") == to })
            let snapshot = try XCTUnwrap(events.firstIndex { $0.name == "transitionSnapshot" && $0.string("to") == to },
                                         "no snapshot traced for \(from)→\(to)")
            XCTAssertLessThan(began, snapshot)
            let event = events[snapshot]
            XCTAssertEqual(event.string("from"), from)
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(event.number("ms")), 0)
            XCTAssertEqual(try XCTUnwrap(event.number("width")), pane.width, accuracy: 1)
            XCTAssertEqual(try XCTUnwrap(event.number("height")), pane.height, accuracy: 1)
            XCTAssertEqual(event.number("scale"), 1)
            // The incoming card was painted into its snapshot, and said so as the maps do.
            let card = try XCTUnwrap(events[began..<snapshot].last { $0.name == "frame" && $0.controller == to },
                                     "\(to) painted no frame into its snapshot")
            XCTAssertLessThanOrEqual(try XCTUnwrap(card.number("ms")), try XCTUnwrap(event.number("ms")))
            XCTAssertEqual(try XCTUnwrap(card.number("width")), pane.width, accuracy: 1)
            XCTAssertEqual(try XCTUnwrap(card.number("height")), pane.height, accuracy: 1)
            XCTAssertEqual(card.number("scale"), 1)
            // Then the turn's frames, each with its paint time.
            let frames = events[snapshot...].filter { $0.name == "transitionFrame" && $0.string("to") == to }
            XCTAssertGreaterThanOrEqual(frames.count, 3, "too few frames traced for \(from)→\(to)")
            for frame in frames {
                XCTAssertEqual(frame.string("from"), from)
                XCTAssertGreaterThanOrEqual(try XCTUnwrap(frame.number("ms")), 0)
            }
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    /// `TUNNEL_TRACE_EVENTS` narrows the trace to the events it names: the
    /// start benchmark reads the `firstFrame` line alone, as the yardstick
    /// writes it, and the app writes nothing else.
    func testANarrowedTraceWritesOnlyTheEventsNamed() throws {
        let app = try AppProcess(
            arguments: ["--at", "56.55,8.316667"],
            environment: ["TUNNEL_TRACE": "1", "TUNNEL_TRACE_EVENTS": "firstFrame,firstRendering"])
        try app.waitForWindow()
        let log = try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        // Both maps have drawn (the pan below repaints them); of all that
        // happened, only the two kinds of event named were written.
        try app.drag(fromX: 40, y: 40, toX: 140, y: 90, steps: 5)
        let later = try app.waitForQuiet(for: 0.4)
        // The harness adds windowContent to every narrowed trace: where the
        // content sits is how it points.
        XCTAssertEqual(Set(later.events.map(\.name)), ["firstFrame", "firstRendering", "windowContent"], "\(later.events)")
        XCTAssertEqual(later.events(named: "firstFrame").count, 1)
        XCTAssertNotNil(log.events(named: "firstFrame").first?.number("monotonicMicroseconds"))
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
