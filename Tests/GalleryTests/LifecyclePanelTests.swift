import Containment
import ContainmentGtk
import Foundation
@testable import Gallery
import XCTest

/// The lifecycle panel and its trace sink: events from any thread reach the
/// panel on the main thread, in order, none lost; the panel shows one line
/// per event, coloured by kind, and clears.
final class LifecyclePanelTests: XCTestCase {
    func testEventsFromManyThreadsReachTheMainThreadInOrderPerThread() {
        MainActor.assumeIsolated {
            let recorder = TraceRecorder()
            let sink = LifecycleTraceSink(next: recorder)
            sink.write(TraceEvent("early"))  // before a panel is attached: kept
            let delivered = DeliveredEvents()
            sink.attach { events in
                delivered.offMainThread = delivered.offMainThread || !Thread.isMainThread
                delivered.events += events
            }
            XCTAssertEqual(delivered.events.map(\.name), ["early"])

            let threads = 4, perThread = 500
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread.detachNewThread {
                    for index in 0..<perThread {
                        sink.write(TraceEvent("e", [("thread", .number(Double(thread))), ("index", .number(Double(index)))]))
                    }
                    group.leave()
                }
            }
            let deadline = Date().addingTimeInterval(30)
            while delivered.events.count < 1 + threads * perThread && Date() < deadline {
                MainLoop.iterate()
                usleep(500)
            }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(delivered.events.count, 1 + threads * perThread)
            XCTAssertFalse(delivered.offMainThread)
            XCTAssertEqual(recorder.events.count, 1 + threads * perThread, "events were not passed on")
            for thread in 0..<threads {
                let indices = delivered.events.filter { $0["thread"] == .number(Double(thread)) }.compactMap { event -> Double? in
                    if case .number(let index)? = event["index"] { return index }
                    return nil
                }
                XCTAssertEqual(indices, (0..<perThread).map(Double.init), "thread \(thread)'s events out of order")
            }
        }
    }

    func testPaintEventsArePassedOnButKeptOutOfThePanel() {
        MainActor.assumeIsolated {
            let recorder = TraceRecorder()
            let sink = LifecycleTraceSink(next: recorder)
            for name in ["transitionBegan", "transitionSnapshot", "transitionFrame", "transitionFrame", "transitionEnded"] {
                sink.write(TraceEvent(name))
            }
            let delivered = DeliveredEvents()
            sink.attach { delivered.events += $0 }
            XCTAssertEqual(delivered.events.map(\.name), ["transitionBegan", "transitionEnded"])
            XCTAssertEqual(recorder.events.count, 5, "paint events were not passed on")
        }
    }

    func testThePanelShowsOneLinePerEventAndClears() {
        MainActor.assumeIsolated {
            guard Toolkit.initialize() else {
                XCTFail("no display: run under meson-helpers/with-xvfb.sh")
                return
            }
            let panel = LifecyclePanelViewController()
            panel.append([TraceEvent("before-load")])
            _ = panel.view
            panel.append([
                TraceEvent("viewWillAppear", [("controller", .string("tunnel")), ("animated", .bool(false))]),
                TraceEvent("tabSelected", [("controller", .string("tabs")), ("index", .number(1)), ("selected", .string("tunnel"))]),
            ])
            XCTAssertEqual(panel.text.split(separator: "\n"), [
                "before-load",
                "tunnel  viewWillAppear animated=false",
                "tabs  tabSelected index=1 selected=tunnel",
            ])
            XCTAssertEqual(panel.lineCount, 3)
            panel.append((0..<(LifecyclePanelViewController.lineLimit + 10)).map { TraceEvent("e\($0)") })
            XCTAssertEqual(panel.lineCount, LifecyclePanelViewController.lineLimit)
            XCTAssertEqual(panel.text.split(separator: "\n").last, "e\(LifecyclePanelViewController.lineLimit + 9)")
            panel.clear()
            XCTAssertEqual(panel.text, "")
        }
    }

    func testEachKindOfEventHasItsColour() {
        let kinds = ["viewDidAppear", "viewWillDisappear", "didMove(toParent:)", "loadView", "transitionBegan",
                     "tabSelected", "viewDidLayoutSubviews", "diagnostic", "locationChanged"]
            .map { LifecycleEventStyle(TraceEvent($0)).kind }
        XCTAssertEqual(kinds, [.appear, .disappear, .move, .load, .transition, .tabs, .layout, .diagnostic, .other])
        XCTAssertEqual(Set(LifecycleEventStyle.Kind.allCases.map(\.color)).count, LifecycleEventStyle.Kind.allCases.count)
    }
}

/// What the sink delivered, touched only on the main actor.
@MainActor private final class DeliveredEvents {
    var events: [TraceEvent] = []
    var offMainThread = false
}
