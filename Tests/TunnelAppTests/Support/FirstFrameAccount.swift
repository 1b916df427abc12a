import DisplayTesting
import Foundation
import XCTest

/// Checks the scheduler's account a `firstFrame` line carries, which
/// `tunnel-bench start` reports instead of reading `/proc` late: every
/// field there, in microseconds, and each within what the wall clock
/// allowed between the launch and the stamp (one thread cannot have run
/// and waited for longer than that; the process, not on more cores than
/// the machine has).
func assertSchedulerAccount(
    of report: TraceLog.Event, launchedMicroseconds launched: Int, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let stamp = try XCTUnwrap(report.number("monotonicMicroseconds"), "\(what): no stamp", file: file, line: line)
    let process = try XCTUnwrap(report.number("processCPUMicroseconds"), "\(what): no process CPU", file: file, line: line)
    let main = try XCTUnwrap(report.number("mainThreadCPUMicroseconds"), "\(what): no main-thread CPU", file: file, line: line)
    let wait = try XCTUnwrap(report.number("mainThreadWaitMicroseconds"), "\(what): no main-thread wait", file: file, line: line)
    let elapsed = stamp - Double(launched)
    XCTAssertGreaterThan(main, 0, "\(what): the main thread ran", file: file, line: line)
    XCTAssertGreaterThanOrEqual(wait, 0, what, file: file, line: line)
    XCTAssertGreaterThanOrEqual(process, main, "\(what): the process counts its main thread", file: file, line: line)
    XCTAssertLessThanOrEqual(main + wait, elapsed, "\(what): more than the time since the launch", file: file, line: line)
    let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
    XCTAssertLessThanOrEqual(process, elapsed * cores, "\(what): more CPU than the cores had", file: file, line: line)
}
