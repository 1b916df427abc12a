import DisplayTesting
import Foundation
import XCTest

/// `empty-gtk-window`, the yardsticks `tunnel-bench start` times Tunnel
/// against: each mode must report its first frame the way Tunnel does, once,
/// and show the window it claims to, or the benchmark's ratios mean nothing.
final class YardstickWindowTests: XCTestCase {
    /// Every mode reports one first frame, stamped on the clock the
    /// benchmark times by, between its launch and its exit, and with
    /// `--exit` quits cleanly.
    func testEveryModeReportsItsFirstFrameOnceWithItsMomentAndExits() throws {
        for mode in [[], ["--application"], ["--titled"]] {
            let window = try DisplayProcess(
                executableNamed: "empty-gtk-window", arguments: mode + ["--exit"], environment: [:])
            defer { window.stop() }
            XCTAssertEqual(try window.waitForExit(timeout: 20), 0, "empty-gtk-window \(mode)")
            let exited = DisplayProcess.monotonicMicroseconds
            let reports = window.trace.events(named: "firstFrame")
            XCTAssertEqual(reports.count, 1, "empty-gtk-window \(mode) wrote: \(window.stderr)")
            let stamp = try XCTUnwrap(reports.first?.number("monotonicMicroseconds"), "empty-gtk-window \(mode): no stamp")
            XCTAssertGreaterThan(stamp, Double(window.launchedMicroseconds), "empty-gtk-window \(mode)")
            XCTAssertLessThan(stamp, Double(exited), "empty-gtk-window \(mode)")
        }
    }

    /// The titled yardstick shows its title in a header bar of its own: its
    /// drawing area, which paints sea blue from its top edge, starts tens of
    /// pixels below the window's top, where the empty window's starts at it.
    func testTheTitledWindowDrawsItsAreaBelowAHeaderBar() throws {
        XCTAssertLessThan(try firstSeaRow(arguments: [], title: "Empty GTK window"), 3)
        XCTAssertGreaterThan(try firstSeaRow(arguments: ["--titled"], title: "Titled GTK window"), 30)
    }

    /// The first row, counted from the window's top, where the middle column
    /// of the yardstick started with `arguments` shows its sea.
    private func firstSeaRow(arguments: [String], title: String) throws -> Int {
        let window = try DisplayProcess(executableNamed: "empty-gtk-window", arguments: arguments, environment: [:])
        defer { window.stop() }
        try window.waitForWindow(title: title, timeout: 20)
        try window.waitForTrace("its first frame") { !$0.events(named: "firstFrame").isEmpty }
        let (left, top, width, height) = try window.windowGeometry()
        let shot = try Screenshot()
        let x = left + width / 2
        let row = (top..<min(top + height, shot.height)).first { y in
            shot.pixel(x: x, y: y).isClose(to: RGB(red: 171, green: 204, blue: 230), tolerance: 3)
        }
        return try XCTUnwrap(row, "\(title): no sea in the middle column") - top
    }
}
