import CGtk
import Gtk
import XCTest

/// Seconds on GLib's monotonic clock, the one the quiet period counts on.
@MainActor private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// Whether the default main context still holds the source `id`.
@MainActor private func mainContextHolds(_ id: UInt32) -> Bool {
    g_main_context_find_source_by_id(nil, id) != nil
}

final class QuietPeriodTests: XCTestCase {
    func testRunsOnceTheIntervalAfterARestart() throws {
        try onMainActor {
            try requireGtk()
            var runs: [Double] = []
            let period = QuietPeriod(seconds: 0.05) { runs.append(now()) }
            XCTAssertFalse(period.isPending)
            let started = now()
            period.restart()
            XCTAssertTrue(period.isPending)
            spinMainLoop(timeout: 2) { !runs.isEmpty }
            spinMainLoop(timeout: 0.15) { false }
            XCTAssertEqual(runs.count, 1)
            XCTAssertGreaterThanOrEqual((runs.first ?? 0) - started, 0.05)
            XCTAssertFalse(period.isPending)
        }
    }

    func testRestartsWithinTheIntervalPostponeTheRunAndReuseTheTimeout() throws {
        try onMainActor {
            try requireGtk()
            var runs: [Double] = []
            let period = QuietPeriod(seconds: 0.1) { runs.append(now()) }
            var lastRestart = 0.0
            var sourcesSeen = Set<UInt32>()
            // A restart every 20 ms for 200 ms: never 100 ms of quiet.
            for _ in 0...10 {
                period.restart()
                lastRestart = now()
                sourcesSeen.insert(try XCTUnwrap(period.sourceID))
                spinMainLoop(timeout: 0.02) { false }
                XCTAssertTrue(runs.isEmpty, "ran although restarted within the interval")
            }
            spinMainLoop(timeout: 2) { !runs.isEmpty }
            spinMainLoop(timeout: 0.15) { false }
            XCTAssertEqual(runs.count, 1)
            XCTAssertGreaterThanOrEqual((runs.first ?? 0) - lastRestart, 0.1, "ran before the last restart's interval ended")
            // One timeout re-armed for the remainder about every 80–100 ms,
            // not one per restart (11).
            XCTAssertLessThanOrEqual(sourcesSeen.count, 4, "restarts created GLib sources: \(sourcesSeen.sorted())")
        }
    }

    func testRestartWhilePendingAddsNoGLibSource() throws {
        try onMainActor {
            try requireGtk()
            let period = QuietPeriod(seconds: 1) {}
            period.restart()
            let id = try XCTUnwrap(period.sourceID)
            XCTAssertTrue(mainContextHolds(id))
            for _ in 0..<10 { period.restart() }
            XCTAssertEqual(period.sourceID, id)
            XCTAssertTrue(mainContextHolds(id))
            period.cancel()
        }
    }

    func testCancelPreventsTheRunAndRemovesTheTimeout() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            let period = QuietPeriod(seconds: 0.02) { runs += 1 }
            period.restart()
            let id = try XCTUnwrap(period.sourceID)
            period.cancel()
            XCTAssertFalse(period.isPending)
            XCTAssertNil(period.sourceID)
            XCTAssertFalse(mainContextHolds(id))
            spinMainLoop(timeout: 0.1) { false }
            XCTAssertEqual(runs, 0)
            period.cancel()

            // A later restart starts afresh.
            period.restart()
            spinMainLoop(timeout: 2) { runs > 0 }
            XCTAssertEqual(runs, 1)
        }
    }

    func testReleasingThePeriodRemovesItsTimeoutAndAction() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            var released = 0
            var period: QuietPeriod?
            do {
                let probe = DeinitProbe { released += 1 }
                period = QuietPeriod(seconds: 1) { _ = probe; runs += 1 }
            }
            period?.restart()
            let id = try XCTUnwrap(period?.sourceID)
            weak let weakPeriod = period
            period = nil
            XCTAssertNil(weakPeriod, "the pending timeout must not keep the quiet period alive")
            XCTAssertFalse(mainContextHolds(id), "releasing the quiet period must remove its timeout")
            spinMainLoop(timeout: 0.05) { false }
            XCTAssertEqual(released, 1, "releasing the quiet period must release its action")
            XCTAssertEqual(runs, 0)
        }
    }

    func testTheActionMayRestartItsOwnPeriod() throws {
        try onMainActor {
            try requireGtk()
            var runs = 0
            var period: QuietPeriod!
            period = QuietPeriod(seconds: 0.01) {
                runs += 1
                if runs == 1 { period.restart() }
            }
            period.restart()
            spinMainLoop(timeout: 2) { runs >= 2 }
            spinMainLoop(timeout: 0.05) { false }
            XCTAssertEqual(runs, 2)
            XCTAssertFalse(period.isPending)
            period = nil
        }
    }
}
