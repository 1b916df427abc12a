import CGtk
import Gtk
import XCTest

final class MainLoopSourceTests: XCTestCase {
    func testTimeoutRunsOnceAndReleasesItsBox() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            var released = 0
            let source: MainLoopSource
            do {
                let probe = DeinitProbe { released += 1 }
                source = MainLoopSource.after(0.01) { _ = probe; runs += 1 }
            }
            spinMainLoop(timeout: 2) { runs > 0 }
            spinMainLoop(timeout: 0.05) { false }
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(released, 1)
            XCTAssertFalse(source.isActive)
        }
    }

    func testCancelledTimeoutNeverRuns() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            let source = MainLoopSource.after(0.01) { runs += 1 }
            source.cancel()
            spinMainLoop(timeout: 0.1) { false }
            XCTAssertEqual(runs, 0)
            XCTAssertFalse(source.isActive)
            source.cancel()
        }
    }

    func testRepeatingSourceStopsWhenHandlerReturnsFalse() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            let source = MainLoopSource.repeating(every: 0.005) { runs += 1; return runs < 3 }
            spinMainLoop(timeout: 2) { !source.isActive }
            XCTAssertEqual(runs, 3)
        }
    }

    func testIdleRuns() throws {
        try onMainActor {
            try requireGtk()
            var ran = false
            MainLoopSource.whenIdle { ran = true }
            spinMainLoop(timeout: 1) { ran }
            XCTAssertTrue(ran)
        }
    }

    func testTickCallbackFollowsTheFrameClockAndIsReleasedWithTheWidget() throws {
        try onMainActor {
            try requireGtk()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_window_set_default_size(cgtk_window(window), 64, 64)
            gtk_widget_show_all(window)
            var frameTimes: [Double] = []
            var released = 0
            let tick: TickCallback
            do {
                let probe = DeinitProbe { released += 1 }
                tick = TickCallback.add(to: window) { time in
                    _ = probe
                    frameTimes.append(time)
                    return true
                }
            }
            spinMainLoop(timeout: 3) { frameTimes.count >= 5 }
            XCTAssertGreaterThanOrEqual(frameTimes.count, 5)
            XCTAssertEqual(frameTimes, frameTimes.sorted(), "frame times must not go backwards")
            XCTAssertTrue(tick.isActive)
            gtk_widget_destroy(window)
            spinMainLoop(timeout: 0.05) { false }
            XCTAssertEqual(released, 1, "destroying the widget must release the tick closure")
            XCTAssertFalse(tick.isActive)
            tick.remove()
        }
    }
}
