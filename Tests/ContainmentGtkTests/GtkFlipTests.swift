import Containment
import ContainmentTesting
import ContainmentGtk
import Foundation
import XCTest

/// A real flip between two child controllers in a GTK window under Xvfb,
/// compared with the same flip on the in-memory backend.
final class GtkFlipTests: XCTestCase {
    private static let duration = 0.2

    /// What the scenario leaves behind, for the assertions.
    @MainActor private struct Outcome {
        var trace: [TraceEvent] = []
        var frameTimes: [Double] = []
        var completions: [Bool] = []
        var midFlip: Pixels?
        var before: Pixels?
    }

    /// Shows a root with `startMap` (red) in the top pane and `bottomMap`
    /// (green) in the bottom one, then flips the top pane to `startGeoInfo`
    /// (blue): the Tunnel radar flip.
    @MainActor
    private static func runFlip(window: Window, usesGtk: Bool, waitUntil: (() -> Bool) -> Void) throws -> (Outcome, TwoPaneController, ColorController, ColorController) {
        var outcome = Outcome()
        let root = TwoPaneController(name: "root")
        let map = ColorController(name: "startMap", red: 1, green: 0, blue: 0, usesGtk: usesGtk)
        let info = ColorController(name: "startGeoInfo", red: 0, green: 0, blue: 1, usesGtk: usesGtk)
        let other = ColorController(name: "antipodeMap", red: 0, green: 1, blue: 0, usesGtk: usesGtk)
        // Named views: the GTK renderer's own events name them.
        for controller in [map, info] { controller.view.name = controller.traceName }
        window.rootViewController = root
        window.show()
        waitUntil { window.isVisible && window.size == Size(width: 400, height: 300) }

        let recorder = TraceRecorder()
        try Trace.withSink(recorder) {
            for (child, pane) in [(map, root.top), (other, root.bottom)] {
                try root.addChild(child)
                try pane.addSubview(child.view)
                child.didMove(toParent: root)
            }
            if let toplevel = (window.host as? GtkWindowHost)?.toplevel {
                // Let GTK run a layout cycle so the window is fully allocated before drawing it.
                let settled = Date().addingTimeInterval(0.1)
                waitUntil { Date() > settled }
                outcome.before = Pixels(drawing: toplevel)
            }

            let timing = FrameTimeRecorder(wrapping: window.animationDriver!)
            window.animationDriver = timing
            timing.onFrame = { time in
                // 60% of the time with ease-in is 43% of the turn: the outgoing card, nearly edge-on.
                guard outcome.midFlip == nil, let first = timing.times.first, time - first >= 0.12,
                      let toplevel = (window.host as? GtkWindowHost)?.toplevel else { return }
                outcome.midFlip = Pixels(drawing: toplevel)
            }
            map.willMove(toParent: nil)
            try root.addChild(info)
            try root.transition(
                from: map, to: info, duration: duration,
                options: [.transitionFlipFromTop, .curveEaseIn],
                completion: { finished in
                    outcome.completions.append(finished)
                    map.removeFromParent()
                    info.didMove(toParent: root)
                })
            waitUntil { !outcome.completions.isEmpty }
            outcome.frameTimes = timing.times
        }
        outcome.trace = recorder.events
        return (outcome, root, map, info)
    }

    func testFlipOnTheFrameClockMatchesTheInMemoryTraceAndSwapsWidgets() throws {
        try onMainActor {
            try requireGtk()
            let gtkWindow = GtkWindowHost.makeWindow(title: "flip", size: Size(width: 400, height: 300))
            let toplevel = try XCTUnwrap((gtkWindow.host as? GtkWindowHost)?.toplevel)
            defer { toplevel.destroy() }
            let (real, root, map, info) = try Self.runFlip(window: gtkWindow, usesGtk: true) { condition in
                spinMainLoop(timeout: 5, until: condition)
            }

            let backend = InMemoryBackend()
            let memoryWindow = backend.makeWindow(size: Size(width: 400, height: 300))
            let (simulated, _, _, _) = try Self.runFlip(window: memoryWindow, usesGtk: false) { condition in
                while !condition() && backend.driver.isAnimating { backend.driver.advance(by: 1.0 / 60) }
            }

            // The same callbacks in the same order, with the same fields; the
            // GTK renderer adds its own cost events, which the in-memory one has not.
            let rendererEvents: Set = ["transitionSnapshot", "transitionFrame"]
            XCTAssertEqual(real.trace.filter { !rendererEvents.contains($0.name) }.map(\.jsonLine),
                           simulated.trace.map(\.jsonLine))
            XCTAssertTrue(real.trace.contains { $0.name == "transitionEnded" })
            XCTAssertEqual(real.completions, [true])

            // The snapshots are traced once, after transitionBegan and before
            // any frame, with what they cost; then every painted frame.
            let names = real.trace.map(\.name)
            let snapshots = real.trace.filter { $0.name == "transitionSnapshot" }
            XCTAssertEqual(snapshots.count, 1)
            let snapshot = try XCTUnwrap(snapshots.first)
            XCTAssertEqual(snapshot.fields.map(\.name), ["event", "from", "to", "ms", "width", "height", "scale"])
            XCTAssertEqual(snapshot["from"], .string("startMap"))
            XCTAssertEqual(snapshot["to"], .string("startGeoInfo"))
            XCTAssertEqual(snapshot["width"], .number(400))
            XCTAssertEqual(snapshot["height"], .number(150))
            XCTAssertEqual(snapshot["scale"], .number(1))
            let snapshotIndex = try XCTUnwrap(names.firstIndex(of: "transitionSnapshot"))
            XCTAssertLessThan(try XCTUnwrap(names.firstIndex(of: "transitionBegan")), snapshotIndex)
            let frames = real.trace.filter { $0.name == "transitionFrame" }
            XCTAssertGreaterThanOrEqual(frames.count, 5, "too few traced frames")
            XCTAssertLessThan(snapshotIndex, try XCTUnwrap(names.firstIndex(of: "transitionFrame")))
            XCTAssertLessThan(try XCTUnwrap(names.lastIndex(of: "transitionFrame")),
                              try XCTUnwrap(names.firstIndex(of: "transitionEnded")))
            var lastProgress = -1.0
            for event in snapshots + frames {
                guard case .number(let ms)? = event["ms"] else { return XCTFail("no ms in \(event)") }
                XCTAssertTrue(ms >= 0 && ms < 1000, "\(event)")
            }
            for frame in frames {
                XCTAssertEqual(frame.fields.map(\.name), ["event", "from", "to", "ms", "progress"])
                guard case .number(let progress)? = frame["progress"] else { return XCTFail("no progress in \(frame)") }
                XCTAssertGreaterThanOrEqual(progress, lastProgress, "frames out of order")
                lastProgress = progress
            }

            // The flip lasted the requested time, give or take one frame.
            let times = real.frameTimes
            XCTAssertGreaterThanOrEqual(times.count, 5, "too few frames: \(times)")
            let intervals = zip(times, times.dropFirst()).map { $1 - $0 }.sorted()
            let frame = intervals[intervals.count / 2]
            let span = times.last! - times.first!
            XCTAssertEqual(span, Self.duration, accuracy: frame + 0.002, "frames at \(times)")

            // The incoming widget is on screen in the pane; the outgoing one is detached.
            let infoWidget = try XCTUnwrap(info.view.widget)
            let mapWidget = try XCTUnwrap(map.view.widget)
            XCTAssertTrue(infoWidget.isMapped)
            XCTAssertIdentical(infoWidget.parent, try XCTUnwrap(root.top.widget))
            XCTAssertNil(mapWidget.parent)
            XCTAssertFalse(mapWidget.isMapped)
            XCTAssertEqual(info.appearanceState, .appeared)
            XCTAssertEqual(map.appearanceState, .disappeared)

            // Mid-flip only the top pane changed: the bottom pane kept its pixels.
            let before = try XCTUnwrap(real.before)
            let middle = try XCTUnwrap(real.midFlip)
            XCTAssertTrue(before.rgb(200, 75) == (255, 0, 0))
            XCTAssertTrue(before.rgb(200, 225) == (0, 255, 0))
            XCTAssertTrue(middle.rgb(200, 225) == (0, 255, 0), "the bottom pane moved")
            XCTAssertTrue(middle.rgb(10, 225) == (0, 255, 0), "the bottom pane moved")
            let topRow = middle.count(row: 2, where: { $0.red > 200 })
            let pane = (0..<150).map { middle.rgb(200, Int32($0)) }
            XCTAssertTrue(pane.contains { $0.red > 20 && $0.red < 250 && $0.blue == 0 }, "no shaded card mid-flip")
            XCTAssertTrue(pane.contains { $0.red < 60 && $0.green < 60 }, "no backdrop around the turning card")
            XCTAssertLessThan(topRow, 400, "the top pane did not change mid-flip")
            if let path = ProcessInfo.processInfo.environment["TUNNEL_FLIP_PNG"] {
                middle.writePNG(path)
            }
            let after = Pixels(drawing: toplevel)
            XCTAssertTrue(after.rgb(200, 75) == (0, 0, 255), "the incoming view is not shown")
        }
    }

    func testWindowMapAndUnmapDriveAppearanceAndResizeReachesControllers() throws {
        try onMainActor {
            try requireGtk()
            let window = GtkWindowHost.makeWindow(title: "appearance", size: Size(width: 400, height: 300))
            let toplevel = try XCTUnwrap((window.host as? GtkWindowHost)?.toplevel)
            defer { toplevel.destroy() }
            let root = TwoPaneController(name: "root")
            let map = ColorController(name: "startMap", red: 1, green: 0, blue: 0, usesGtk: true)
            window.rootViewController = root
            try root.addChild(map)
            try root.top.addSubview(map.view)
            map.didMove(toParent: root)
            XCTAssertEqual(map.appearanceState, .disappeared)

            let recorder = TraceRecorder()
            Trace.withSink(recorder) {
                toplevel.show()
                spinMainLoop(timeout: 5) { map.view.widget!.isMapped }
            }
            XCTAssertEqual(map.appearanceState, .appeared)
            let appearing = recorder.events.map(\.name).filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") }
            XCTAssertEqual(Array(appearing.filter { $0.contains("Appear") }),
                           ["viewWillAppear", "viewWillAppear", "viewDidAppear", "viewDidAppear"])

            recorder.removeAll()
            Trace.withSink(recorder) {
                toplevel.resize(width: 600, height: 500)
                spinMainLoop(timeout: 5) { map.view.frame.size == Size(width: 600, height: 250) }
            }
            XCTAssertEqual(window.size, Size(width: 600, height: 500))
            XCTAssertEqual(map.view.frame, Rect(x: 0, y: 0, width: 600, height: 250))
            XCTAssertTrue(recorder.events.contains {
                $0.name == "viewWillTransition(to:)" && $0["controller"] == .string("startMap") && $0["width"] == .number(600)
            })
            spinMainLoop(timeout: 5) { map.view.widget!.allocatedWidth == 600 }
            XCTAssertEqual(map.view.widget!.allocatedWidth, 600)
            XCTAssertEqual(root.bottom.widget!.allocatedHeight, 250)

            Trace.withSink(recorder) { toplevel.hide() }
            XCTAssertEqual(root.appearanceState, .disappeared)
            XCTAssertEqual(map.appearanceState, .disappeared)
        }
    }

    func testHidingTheWindowMidFlipFinishesTheFlipAndRevealsTheIncomingWidget() throws {
        try onMainActor {
            try requireGtk()
            let window = GtkWindowHost.makeWindow(title: "interrupted", size: Size(width: 400, height: 300))
            let toplevel = try XCTUnwrap((window.host as? GtkWindowHost)?.toplevel)
            defer { toplevel.destroy() }
            let root = TwoPaneController(name: "root")
            let map = ColorController(name: "startMap", red: 1, green: 0, blue: 0, usesGtk: true)
            let info = ColorController(name: "startGeoInfo", red: 0, green: 0, blue: 1, usesGtk: true)
            window.rootViewController = root
            window.show()
            try root.addChild(map)
            try root.top.addSubview(map.view)
            map.didMove(toParent: root)
            try root.addChild(info)
            spinMainLoop(timeout: 5) { map.view.widget!.isMapped }

            var finished: Bool?
            try root.transition(from: map, to: info, duration: 1, options: .transitionFlipFromBottom,
                                completion: { finished = $0 })
            let infoWidget = try XCTUnwrap(info.view.widget)
            XCTAssertFalse(infoWidget.isVisible, "the real widget hides behind the animation")
            let started = Date()
            spinMainLoop(timeout: 5) { Date().timeIntervalSince(started) > 0.1 }
            XCTAssertNil(finished)

            window.hide()
            XCTAssertEqual(finished, false)
            XCTAssertEqual(info.appearanceState, .disappeared)
            XCTAssertTrue(infoWidget.isVisible)
            XCTAssertNil(try XCTUnwrap(map.view.widget).parent)
            window.show()
            spinMainLoop(timeout: 5) { infoWidget.isMapped }
            XCTAssertTrue(infoWidget.isMapped)
            XCTAssertEqual(info.appearanceState, .appeared)
        }
    }

    func testEveryStyleRunsToCompletionAndLeavesTheIncomingWidgetShown() throws {
        try onMainActor {
            try requireGtk()
            let window = GtkWindowHost.makeWindow(title: "styles", size: Size(width: 400, height: 300))
            let toplevel = try XCTUnwrap((window.host as? GtkWindowHost)?.toplevel)
            defer { toplevel.destroy() }
            let root = TwoPaneController(name: "root")
            window.rootViewController = root
            window.show()
            var current = ColorController(name: "first", red: 1, green: 0, blue: 0, usesGtk: true)
            try root.addChild(current)
            try root.bottom.addSubview(current.view)
            current.didMove(toParent: root)
            for (index, style) in TransitionStyle.allCases.enumerated() {
                let next = ColorController(name: "next\(index)", red: 0, green: Double(index) / 6, blue: 1, usesGtk: true)
                try root.addChild(next)
                current.willMove(toParent: nil)
                var finished: Bool?
                let outgoing = current
                try root.transition(from: outgoing, to: next, duration: 0.1, options: style.options,
                                    completion: { done in
                                        finished = done
                                        outgoing.removeFromParent()
                                        next.didMove(toParent: root)
                                    })
                spinMainLoop(timeout: 5) { finished != nil }
                XCTAssertEqual(finished, true, "\(style)")
                let widget = try XCTUnwrap(next.view.widget)
                spinMainLoop(timeout: 5) { widget.isMapped }
                XCTAssertTrue(widget.isMapped, "\(style)")
                XCTAssertIdentical(widget.parent, try XCTUnwrap(root.bottom.widget), "\(style)")
                XCTAssertNil(try XCTUnwrap(outgoing.view.widget).parent, "\(style)")
                XCTAssertEqual(root.children.map(\.traceName), [next.traceName])
                current = next
            }
        }
    }

    func testAViewKeepsItsWidgetWhileDetachedAndReleasesItWhenFreed() throws {
        try onMainActor {
            try requireGtk()
            let label = Label("geo-info")
            let references = { label.referenceCount }
            let baseline = references()
            var container: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), host: GtkViewHost())
            do {
                let view = View(label, frame: Rect(x: 0, y: 0, width: 100, height: 50))
                XCTAssertGreaterThan(references(), baseline)
                try container?.addSubview(view)
                view.removeFromSuperview()
                XCTAssertNil(try XCTUnwrap(view.widget).parent)
                XCTAssertGreaterThan(references(), baseline, "a detached view keeps its widget")
                try container?.addSubview(view)
                XCTAssertIdentical(try XCTUnwrap(view.widget).parent, try XCTUnwrap(container?.widget))
            }
            XCTAssertGreaterThan(references(), baseline, "the container's view still holds the label")
            container = nil
            XCTAssertEqual(references(), baseline, "freeing the views released their widgets")
        }
    }

    func testContainersClipTheirChildren() throws {
        try onMainActor {
            try requireGtk()
            let container = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let host = try XCTUnwrap(GtkViewHost() as GtkViewHost?)
            let view = View(frame: .zero, host: host)
            try view.addSubview(container)
            XCTAssertTrue(try XCTUnwrap(container.widget).hasOwnWindow,
                              "a container without its own window would not clip a flip")
        }
    }
}
